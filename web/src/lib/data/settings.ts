/**
 * The admin settings (ADR 0028): GET /sales/configuration/settings (with its ETag) and the save (POST, If-Match).
 * One cached shape, `{ settings, etag }`: the builder reads the review defaults from `settings`, the Settings admin
 * edits it, and a save shows in both at once.
 */
import { settingsSchema, type Settings } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

export const SETTINGS_KEY = '/sales/configuration/settings';
export const settingsResponseSchema = z.object({ value: settingsSchema });

export interface StoredSettings {
  settings: Settings;
  etag: string;
}

export async function fetchSettings(key: string = SETTINGS_KEY): Promise<StoredSettings> {
  const res = await apiRequest(key, { schema: settingsResponseSchema });
  return { settings: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** Not revalidated on focus, so a form being edited is never replaced under the admin. */
export function useSettings(enabled = true) {
  return useSWR(enabled ? SETTINGS_KEY : null, fetchSettings, { revalidateOnFocus: false });
}

export async function saveSettings(settings: Settings, etag: string): Promise<StoredSettings> {
  const res = await apiRequest(SETTINGS_KEY, {
    method: 'POST',
    body: settings,
    headers: { 'If-Match': etag },
    schema: settingsResponseSchema,
  });
  const saved = { settings: res.data.value, etag: res.headers.get('etag') ?? '' };
  await mutate(SETTINGS_KEY, saved, { revalidate: false });
  return saved;
}

/** Reads the stored settings again (Reload after a 409). */
export function refreshSettings() {
  return mutate(SETTINGS_KEY);
}
