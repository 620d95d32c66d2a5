/**
 * The admin settings (ADR 0028): GET /sales/configuration/settings (with its ETag) and the save (POST, If-Match).
 * One cached shape, `{ settings, etag, bankHolidays }`: the builder reads the review defaults from `settings`, the
 * Settings admin edits it, every schedule the browser computes skips `bankHolidays.dates` (the region's bank
 * holidays, computed by the API: ADR 0050), and a save shows in all of them at once.
 */
import {
  bankHolidaysViewSchema,
  planHolidayRegion,
  settingsSchema,
  type BankHolidaysView,
  type Settings,
  type StoredSalesClientView,
} from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';
import { CLIENTS_KEY, fetchClients } from './clients.ts';

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
 * The days a solution's plan skips, as the API plans it (ADR 0059): its client's nation's bank holidays (a Scottish
 * or Northern Irish registration, from the client's record), else the settings' region's.
 */
export function planHolidays(
  view: BankHolidaysView | undefined,
  client: StoredSalesClientView | undefined,
): readonly string[] {
  if (!view) return NONE;
  const region = planHolidayRegion({ bankHolidayRegion: view.region }, client?.fields);
  return view.byRegion?.[region] ?? view.dates;
}

/**
 * The bank holidays the browser's schedule of a solution skips (a selector of the settings and the clients, under
 * their keys). Suspends until they have arrived, so no Timeline, People view or screenshot is drawn on the wrong
 * days first; `enabled` false (a schedule the server computes) reads nothing.
 */
export function useBankHolidays(enabled = true, clientId?: string): readonly string[] {
  const { data } = useSWR(enabled ? SETTINGS_KEY : null, fetchSettings, { ...OPTIONS, suspense: true });
  const { data: clients } = useSWR(enabled && clientId ? CLIENTS_KEY : null, fetchClients, {
    ...OPTIONS,
    suspense: true,
  });
  return planHolidays(
    data?.bankHolidays,
    clients?.find((c) => c.id === clientId),
  );
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
