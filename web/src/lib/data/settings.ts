/**
 * The admin settings (ADR 0028): GET /sales/configuration/settings (with its ETag) and the save (POST, If-Match).
 * One cached shape, `{ settings, etag, bankHolidays }`: the builder reads the review defaults from `settings`, the
 * Settings admin edits it, every schedule the browser computes skips `bankHolidays.dates` (the region's bank
 * holidays, computed by the API: ADR 0050), and a save shows in all of them at once.
 */
import { bankHolidaysViewSchema, settingsSchema, type BankHolidaysView, type Settings } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

export const SETTINGS_KEY = '/sales/configuration/settings';
export const settingsResponseSchema = z.object({
  value: settingsSchema,
  bankHolidays: bankHolidaysViewSchema,
});

export interface StoredSettings {
  settings: Settings;
  etag: string;
  bankHolidays: BankHolidaysView;
}

const storedOf = (res: {
  data: z.infer<typeof settingsResponseSchema>;
  headers: Headers;
}): StoredSettings => ({
  settings: res.data.value,
  etag: res.headers.get('etag') ?? '',
  bankHolidays: res.data.bankHolidays,
});

export async function fetchSettings(key: string = SETTINGS_KEY): Promise<StoredSettings> {
  return storedOf(await apiRequest(key, { schema: settingsResponseSchema }));
}

const OPTIONS = { revalidateOnFocus: false };

/** Not revalidated on focus, so a form being edited is never replaced under the admin. */
export function useSettings(enabled = true) {
  return useSWR(enabled ? SETTINGS_KEY : null, fetchSettings, OPTIONS);
}

/** No holidays: a schedule of someone who needs none (the server's), or before the settings are read. */
const NONE: readonly string[] = Object.freeze([]);

/**
 * The bank holidays every schedule of the browser skips (a selector of the settings, under the same key). Suspends
 * until the settings have arrived, so no Timeline, People view or screenshot is drawn on the wrong days first;
 * `enabled` false (a schedule the server computes) reads nothing.
 */
export function useBankHolidays(enabled = true): readonly string[] {
  const { data } = useSWR(enabled ? SETTINGS_KEY : null, fetchSettings, { ...OPTIONS, suspense: true });
  return data?.bankHolidays.dates ?? NONE;
}

export async function saveSettings(settings: Settings, etag: string): Promise<StoredSettings> {
  const res = await apiRequest(SETTINGS_KEY, {
    method: 'POST',
    body: settings,
    headers: { 'If-Match': etag },
    schema: settingsResponseSchema,
  });
  const saved = storedOf(res);
  await mutate(SETTINGS_KEY, saved, { revalidate: false });
  return saved;
}

/** Reads the stored settings again (Reload after a 409). */
export function refreshSettings() {
  return mutate(SETTINGS_KEY);
}
