/**
 * The stored side of notification routing (ADR 0018): the settings, regions and solution areas read once per run,
 * and a stored solution turned into the target the domain's rule matches (its solution areas and place).
 */
import {
  notificationRecipients,
  notificationSettingProblems,
  type GeoArea,
  type KnownPlaces,
  solutionAreasOf,
  solutionPlace,
  type NotificationKind,
  type NotificationRecipient,
  type NotificationSetting,
  type Region,
  type SolutionArea,
} from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import { readReference } from '../reference/reference-store.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';
import { countriesOf } from '../reference/places-store.ts';

export interface RoutingData {
  settings: NotificationSetting[];
  regions: Region[];
  solutionAreaIds: string[];
}

export async function loadRouting(services: Services): Promise<RoutingData> {
  const [settings, regions, areas] = await Promise.all([
    readReference<NotificationSetting[]>(services, 'notifications'),
    readReference<Region[]>(services, 'regions'),
    readReference<SolutionArea[]>(services, 'solution-areas'),
  ]);
  return {
    settings: settings ?? [],
    regions: regions ?? [],
    solutionAreaIds: (areas ?? []).map((a) => a.id),
  };
}

/** Who receives one notification about this solution ("the most specific row wins", per solution area). */
export function recipientsOf(
  routing: RoutingData,
  solution: StoredSolution,
  kind: NotificationKind,
): NotificationRecipient[] {
  const place = solutionPlace(
    {
      countryId: solution.salesCountry?.id,
      regionId: solution.fields.regionId,
      countryRegionId: solution.salesCountry?.fields?.provider.regionId,
    },
    routing.regions,
  );
  const solutionAreaIds = solutionAreasOf(solution.state.items, routing.solutionAreaIds);
  return notificationRecipients(routing.settings, { solutionAreaIds, place }, kind);
}

/** The ids a notification setting may name, resolved from the store (reference catalogues and countries). */
export async function knownPlaces(services: Services): Promise<KnownPlaces> {
  const [areas, geoAreas, regions] = await Promise.all([
    readReference<SolutionArea[]>(services, 'solution-areas'),
    readReference<GeoArea[]>(services, 'geo-areas'),
    readReference<Region[]>(services, 'regions'),
  ]);
  const countryIds = new Set<string>();
  let continuationToken: string | undefined;
  do {
    const page = await countriesOf(services).query({
      pageSize: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    for (const c of page.items) countryIds.add(c.item.id);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return {
    solutionAreaIds: new Set((areas ?? []).map((a) => a.id)),
    areaIds: new Set((geoAreas ?? []).map((a) => a.id)),
    regionIds: new Set((regions ?? []).map((r) => r.id)),
    countryIds,
  };
}

const LABEL: Record<string, string> = {
  solutionAreaId: 'its solution area',
  globalAreaId: 'its area',
  globalRegionId: 'its region',
  globalCountryId: 'its country',
};

/** 'setting 3: its region is not a known region' for 'notificationSettings.2.globalRegionId'. */
function plain(path: string, problem: string): string {
  const [, index, field] = path.split('.');
  return `setting ${Number(index) + 1}: ${field ? `${LABEL[field] ?? field} ` : ''}${problem}`;
}

/** 400 naming each setting whose solution area or place is not stored, or that repeats another's cell. */
export async function checkNotificationSettings(
  services: Services,
  settings: readonly NotificationSetting[],
): Promise<void> {
  const fields = notificationSettingProblems(settings, await knownPlaces(services));
  const problems = Object.entries(fields).map(([path, problem]) => plain(path, problem));
  if (problems.length)
    throw badRequest(
      `The notification settings name something the portal does not know: ${problems.slice(0, 3).join('; ')}` +
        `${problems.length > 3 ? ` and ${problems.length - 3} more` : ''}. Reload the page and try again.`,
      { fields },
    );
}
