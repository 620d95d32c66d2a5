/**
 * What the estimate of a solution needs from the store (issue 19): the capability roles, the staffing levels, the
 * rate card version the solution is priced with, the estimate settings (the defaults when none are stored) and the
 * bank holidays of the settings' region (ADR 0050), which its schedule skips.
 * The estimate service, the save's Deal Team check and the documents all read it here.
 */
import {
  DEFAULT_ESTIMATE_SETTINGS,
  dealTeamReasons,
  planHolidayRegion,
  solutionEstimate,
  type BankHolidayRegion,
  type EstimateContext,
  type EstimateSolution,
  type SalesClient,
  type SolutionEstimateView,
  type EstimateSettings,
  type Settings,
  type StaffingResourceLevel,
  type StaticRole,
} from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import { bankHolidaysFor, clientRecordOf } from '../reference/bank-holidays.ts';
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
  clientId?: string,
): Promise<
  EstimateContext & {
    settings: EstimateSettings;
    holidays: string[];
    holidayRegion: BankHolidayRegion;
    /** The client's record (its legal identity), read once for the holidays and for whoever needs it. */
    client: SalesClient['fields'] | undefined;
  }
> {
  const [roles, levels, rateCard, stored, client] = await Promise.all([
    readReference<StaticRole[]>(services, 'roles'),
    readReference<StaffingResourceLevel[]>(services, 'staffing-levels'),
    readRateCardVersion(services, rateCardVersion),
    readReference<Settings>(services, 'settings'),
    clientRecordOf(services, clientId),
  ]);
  // The plan skips the bank holidays of its client's nation, else the settings' region (ADR 0059).
  const holidayRegion = planHolidayRegion(stored, client);
  return {
    roles: roles ?? [],
    levels: levels ?? [],
    rateCard,
    settings: stored?.estimate ?? DEFAULT_ESTIMATE_SETTINGS,
    holidays: bankHolidaysFor(holidayRegion, services.now()),
    holidayRegion,
    client,
  };
}

/** The estimate view of a solution (GET .../estimate, a version's snapshot) with what it reads from the store. */
export async function estimateViewOf(
  services: Services,
  solution: EstimateSolution & {
    rateCardVersion?: number | undefined;
    salesClient?: { id?: string | undefined } | null | undefined;
  },
): Promise<SolutionEstimateView> {
  const context = await readEstimateContext(services, solution.rateCardVersion, solution.salesClient?.id);
  const estimate = solutionEstimate(solution, context);
  return { ...estimate, dealTeamReasons: dealTeamReasons(estimate, context.settings) };
}

/** The level project management is priced at must be a stored staffing level (400 otherwise). */
export async function checkEstimateSettings(services: Services, settings: EstimateSettings | undefined) {
  if (!settings) return;
  const levels = (await readReference<StaffingResourceLevel[]>(services, 'staffing-levels')) ?? [];
  if (!levels.some((l) => l.staffingResourceLevelId === settings.governanceLevelId))
    throw badRequest('Choose the project management level from the staffing levels.', {
      fields: { 'estimate.governanceLevelId': 'is not a known staffing level' },
    });
}
