/**
 * The notifications admin's calls: the settings (GET /sales/configuration/notifications with its ETag; POST the
 * whole list with If-Match) and the places of the matrix (solution areas, geographic areas, regions, countries).
 */
import {
  geoAreaSchema,
  notificationSettingSchema,
  regionSchema,
  salesCountrySchema,
  solutionAreaSchema,
  type GeoArea,
  type NotificationSetting,
  type Region,
  type SalesCountry,
  type SolutionArea,
} from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch, apiRequest } from '../../lib/api/client.ts';

export const NOTIFICATIONS_KEY = '/sales/configuration/notifications';

export interface NotificationSettingsState {
  settings: NotificationSetting[];
  etag: string;
}

const settingsList = z.array(notificationSettingSchema);

async function fetchSettings(key: string): Promise<NotificationSettingsState> {
  const res = await apiRequest(key, { schema: z.object({ value: settingsList }) });
  return { settings: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The stored settings and their version; fetched only when `enabled` (admins). */
export function useNotificationSettings(enabled: boolean) {
  return useSWR(enabled ? NOTIFICATIONS_KEY : null, fetchSettings, { revalidateOnFocus: false });
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
  return { settings: res.data.value.notificationSettings, etag: res.headers.get('etag') ?? '' };
}

export interface MatrixPlaces {
  solutionAreas: SolutionArea[];
  areas: GeoArea[];
  regions: Region[];
  countries: SalesCountry[];
}

const configValue = <T extends z.ZodType>(name: string, schema: T) =>
  apiFetch(`/sales/configuration/${name}`, { schema: z.object({ value: z.array(schema) }) }).then(
    (r) => r.value,
  );

async function fetchPlaces(): Promise<MatrixPlaces> {
  const [solutionAreas, areas, regions, countries] = await Promise.all([
    configValue('solution-areas', solutionAreaSchema),
    configValue('geo-areas', geoAreaSchema),
    configValue('regions', regionSchema),
    apiFetch('/sales/countries', { schema: z.array(salesCountrySchema) }),
  ]);
  return { solutionAreas, areas, regions, countries };
}

/** The matrix's columns (solution areas) and rows (areas, regions, countries); read once per visit. */
export function useMatrixPlaces(enabled: boolean) {
  return useSWR(enabled ? 'notifications-matrix-places' : null, fetchPlaces, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
