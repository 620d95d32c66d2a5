/**
 * The notification settings (ADR 0018, ADR 0028): GET /sales/configuration/notifications with its ETag (admins only)
 * and the save of the whole list (POST, If-Match), whose answer becomes the cached settings.
 */
import { notificationSettingSchema, type NotificationSetting } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

export const NOTIFICATIONS_KEY = '/sales/configuration/notifications';

export interface NotificationSettingsState {
  settings: NotificationSetting[];
  etag: string;
}

const settingsList = z.array(notificationSettingSchema);

export async function fetchNotificationSettings(
  key: string = NOTIFICATIONS_KEY,
): Promise<NotificationSettingsState> {
  const res = await apiRequest(key, { schema: z.object({ value: settingsList }) });
  return { settings: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The stored settings and their version; fetched only when `enabled` (admins). */
export function useNotificationSettings(enabled: boolean) {
  return useSWR(enabled ? NOTIFICATIONS_KEY : null, fetchNotificationSettings, { revalidateOnFocus: false });
}

/** POST /sales/configuration/notifications: the whole list replaces the stored one (spec). */
export async function saveNotificationSettings(
  settings: NotificationSetting[],
  etag: string,
): Promise<NotificationSettingsState> {
  const res = await apiRequest(NOTIFICATIONS_KEY, {
    method: 'POST',
    body: { notificationSettings: settings },
    headers: { 'If-Match': etag },
    schema: z.object({ value: z.object({ notificationSettings: settingsList }) }),
  });
  const saved = { settings: res.data.value.notificationSettings, etag: res.headers.get('etag') ?? '' };
  await mutate(NOTIFICATIONS_KEY, saved, { revalidate: false });
  return saved;
}
