/**
 * What the estimate of a solution needs from the store (issue 19): the capability roles, the staffing levels, the
 * rate card version the solution is priced with and the estimate settings (the defaults when none are stored).
 * The estimate service and the save's Deal Team check both read it here.
 */
import {
  DEFAULT_ESTIMATE_SETTINGS,
  type EstimateContext,
  type EstimateSettings,
  type Settings,
  type StaffingResourceLevel,
  type StaticRole,
} from '@portal/domain';
import { readReference } from '../reference/reference-store.ts';
import type { Services } from '../services.ts';
import { readRateCardVersion } from './rate-card-store.ts';

export async function readEstimateSettings(services: Services): Promise<EstimateSettings> {
  const settings = await readReference<Settings>(services, 'settings');
  return settings?.estimate ?? DEFAULT_ESTIMATE_SETTINGS;
}

export async function readEstimateContext(
  services: Services,
  rateCardVersion: number | undefined,
): Promise<EstimateContext & { settings: EstimateSettings }> {
  const [roles, levels, rateCard, settings] = await Promise.all([
    readReference<StaticRole[]>(services, 'roles'),
    readReference<StaffingResourceLevel[]>(services, 'staffing-levels'),
    readRateCardVersion(services, rateCardVersion),
    readEstimateSettings(services),
  ]);
  return { roles: roles ?? [], levels: levels ?? [], rateCard, settings };
}
