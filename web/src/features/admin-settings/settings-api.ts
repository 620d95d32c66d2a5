/** The settings admin's calls: GET /sales/configuration/settings (with its ETag) and the save (If-Match). */
import { settingsSchema, type Settings } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '../../lib/api/client.ts';

/** The same key the builder reads the defaults with, so a save shows there at once. */
export const SETTINGS_KEY = '/sales/configuration/settings';

export interface StoredSettings {
  settings: Settings;
  etag: string;
}

const response = z.object({ value: settingsSchema });

export function useStoredSettings(enabled: boolean) {
  return useSWR(
    enabled ? `${SETTINGS_KEY}#admin` : null,
    async (): Promise<StoredSettings> => {
      const res = await apiRequest(SETTINGS_KEY, { schema: response });
      return { settings: res.data.value, etag: res.headers.get('etag') ?? '' };
    },
    { revalidateOnFocus: false },
  );
}

export async function saveSettings(settings: Settings, etag: string): Promise<StoredSettings> {
  const res = await apiRequest(SETTINGS_KEY, {
    method: 'POST',
    body: settings,
    headers: { 'If-Match': etag },
    schema: response,
  });
  return { settings: res.data.value, etag: res.headers.get('etag') ?? '' };
}
