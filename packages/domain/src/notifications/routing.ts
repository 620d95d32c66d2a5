/**
 * Who is told what about a solution (issue 9, ADR 0018): the notification settings matched to a solution's solution
 * areas and place (country, region, geographic area), "the most specific row wins". Used by the solution
 * notifications (submitted, architect assigned) and the daily and weekly summaries alike.
 *
 * The rule, per notification and per solution area: of the settings of that area whose place contains the
 * solution's and that have the notification switched on, only those of the most specific level receive it
 * (country over region over area over global). A row with the notification switched off does not silence it: the
 * next broader row that has it on decides. Each solution area decides on its own; the recipients of all the
 * solution's areas are joined, one e-mail per address.
 */
import type { Capability } from '../contracts/catalogue.ts';
import type { Region } from '../contracts/places.ts';
import type { NotificationFlags, NotificationSetting } from '../contracts/reference.ts';

export type NotificationKind = keyof NotificationFlags;

/** The four notifications in the order the matrix and the edit dialog show them. */
export const NOTIFICATION_KINDS = [
  'solutionSubmitted',
  'architectAssigned',
  'dailySummary',
  'weeklySymmary',
] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  solutionSubmitted: 'Solution submitted',
  architectAssigned: 'Architect assigned',
  dailySummary: 'Daily summary',
  weeklySymmary: 'Weekly summary',
};

/** How long the notifications page shows 'Saved!' after a save (spec: save confirmation 1 s for notifications). */
export const NOTIFICATIONS_SAVED_MS = 1_000;

/** The levels of the matrix, broadest first (spec: Global, then area, then region, then country). */
export const NOTIFICATION_LEVELS = ['global', 'area', 'region', 'country'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

const RANK: Record<NotificationLevel, number> = { global: 0, area: 1, region: 2, country: 3 };

export function settingLevel(s: NotificationSetting): NotificationLevel {
  if (s.globalCountryId) return 'country';
  if (s.globalRegionId) return 'region';
  if (s.globalAreaId) return 'area';
  return 'global';
}

/** A cell of the matrix: a solution area at one place (no place for Global). */
export interface NotificationCell {
  solutionAreaId: string;
  level: NotificationLevel;
  placeId?: string;
}

export function cellOf(s: NotificationSetting): NotificationCell {
  const level = settingLevel(s);
  const placeId = s.globalCountryId ?? s.globalRegionId ?? s.globalAreaId;
  return { solutionAreaId: s.solutionAreaId, level, ...(placeId ? { placeId } : {}) };
}

export const cellKey = (c: NotificationCell) => `${c.solutionAreaId}|${c.level}|${c.placeId ?? ''}`;

export function settingAt(
  settings: readonly NotificationSetting[],
  cell: NotificationCell,
): NotificationSetting | undefined {
  const key = cellKey(cell);
  return settings.find((s) => cellKey(cellOf(s)) === key);
}

/**
 * The settings with one cell set (replaced in place, or added at the end) or, with `null`, emptied. The place
 * fields follow the cell, so a setting can never name two places.
 */
export function withCell(
  settings: readonly NotificationSetting[],
  cell: NotificationCell,
  value: Pick<NotificationSetting, 'recipient' | 'notifications'> | null,
): NotificationSetting[] {
  const key = cellKey(cell);
  if (!value) return settings.filter((s) => cellKey(cellOf(s)) !== key);
  const place =
    cell.level === 'country'
      ? { globalCountryId: cell.placeId }
      : cell.level === 'region'
        ? { globalRegionId: cell.placeId }
        : cell.level === 'area'
          ? { globalAreaId: cell.placeId }
          : {};
  const next: NotificationSetting = {
    solutionAreaId: cell.solutionAreaId,
    ...place,
    recipient: value.recipient,
    notifications: value.notifications,
  };
  const at = settings.findIndex((s) => cellKey(cellOf(s)) === key);
  if (at < 0) return [...settings, next];
  return settings.flatMap((s, i) => (i === at ? [next] : cellKey(cellOf(s)) === key ? [] : [s]));
}

/** Where a solution is: its country, its region (the provider's) and that region's geographic area. */
export interface SolutionPlace {
  countryId?: string;
  regionId?: string;
  areaId?: string;
}

/**
 * The solution's place: the country chosen, the region set on the solution (or else the country's provider
 * region), and the area of that region.
 */
export function solutionPlace(
  input: { countryId?: string | null; regionId?: string | null; countryRegionId?: string | null },
  regions: readonly Region[],
): SolutionPlace {
  const regionId = input.regionId || input.countryRegionId || undefined;
  const areaId = regionId ? regions.find((r) => r.id === regionId)?.areaId : undefined;
  return {
    ...(input.countryId ? { countryId: input.countryId } : {}),
    ...(regionId ? { regionId } : {}),
    ...(areaId ? { areaId } : {}),
  };
}

/** Whether a setting's place contains the solution's place (Global contains every place, even none). */
export function placeMatches(s: NotificationSetting, place: SolutionPlace): boolean {
  if (s.globalCountryId) return place.countryId === s.globalCountryId;
  if (s.globalRegionId) return place.regionId === s.globalRegionId;
  if (s.globalAreaId) return place.areaId === s.globalAreaId;
  return true;
}

/**
 * The solution area each capability area of the catalogue belongs to (ADR 0018). The catalogue is a workplace
 * catalogue: Core and Manage & Evolve are Modern Workplace, Security is Security, Virtualization (virtual
 * desktops, application packaging) is Applications and Infrastructure.
 */
export const SOLUTION_AREA_OF_CAPABILITY_AREA: Readonly<Record<string, string>> = {
  'area-core': 'sa-modern-workplace',
  'area-security': 'sa-security',
  'area-virtualization': 'sa-applications-infrastructure',
  'area-manage-evolve': 'sa-modern-workplace',
};

function selectedAreas(items: readonly Capability[], inherited: string | undefined, out: Set<string>) {
  for (const cap of items) {
    const areaId = cap.areaId ?? inherited;
    if (cap.selected && areaId) out.add(areaId);
    if (cap.items?.length) selectedAreas(cap.items, areaId, out);
  }
}

/**
 * The solution areas a solution concerns: those of the capability areas of its selected capabilities. A solution
 * with nothing selected yet (or only capabilities of an area no solution area claims) concerns every area, so
 * nobody who may care misses it.
 */
export function solutionAreasOf(
  items: readonly Capability[] | undefined,
  allSolutionAreaIds: readonly string[],
): string[] {
  const capabilityAreas = new Set<string>();
  selectedAreas(items ?? [], undefined, capabilityAreas);
  const out = new Set<string>();
  for (const a of capabilityAreas) {
    const sa = SOLUTION_AREA_OF_CAPABILITY_AREA[a];
    if (sa) out.add(sa);
  }
  return out.size ? allSolutionAreaIds.filter((id) => out.has(id)) : [...allSolutionAreaIds];
}

export interface NotificationRecipient {
  name: string;
  email: string;
}

/**
 * The recipients of one notification about a solution: per solution area, the matching settings of the most
 * specific level that has the notification on; joined over the areas, one entry per e-mail (case-insensitive),
 * in the order of the settings.
 */
export function notificationRecipients(
  settings: readonly NotificationSetting[],
  target: { solutionAreaIds: readonly string[]; place: SolutionPlace },
  kind: NotificationKind,
): NotificationRecipient[] {
  const winners = new Set<NotificationSetting>();
  for (const areaId of new Set(target.solutionAreaIds)) {
    const candidates = settings.filter(
      (s) => s.solutionAreaId === areaId && s.notifications[kind] && placeMatches(s, target.place),
    );
    const best = Math.max(-1, ...candidates.map((s) => RANK[settingLevel(s)]));
    for (const s of candidates) if (RANK[settingLevel(s)] === best) winners.add(s);
  }
  const out = new Map<string, NotificationRecipient>();
  for (const s of settings) {
    if (!winners.has(s)) continue;
    const key = s.recipient.email.toLowerCase();
    if (!out.has(key)) out.set(key, { name: s.recipient.name, email: s.recipient.email });
  }
  return [...out.values()];
}

/** The ids a setting may name, as stored: solution areas, geographic areas, regions, countries. */
export interface KnownPlaces {
  solutionAreaIds: ReadonlySet<string>;
  areaIds: ReadonlySet<string>;
  regionIds: ReadonlySet<string>;
  countryIds: ReadonlySet<string>;
}

/**
 * What is wrong with a list of settings once its ids are resolved: unknown solution areas or places, and two
 * settings for the same cell (each cell has one recipient). Field paths as the API reports them.
 */
export function notificationSettingProblems(
  settings: readonly NotificationSetting[],
  known: KnownPlaces,
): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Map<string, number>();
  settings.forEach((s, i) => {
    const at = `notificationSettings.${i}`;
    if (!known.solutionAreaIds.has(s.solutionAreaId))
      out[`${at}.solutionAreaId`] = 'is not one of the six solution areas';
    if (s.globalAreaId && !known.areaIds.has(s.globalAreaId))
      out[`${at}.globalAreaId`] = 'is not a known geographic area';
    if (s.globalRegionId && !known.regionIds.has(s.globalRegionId))
      out[`${at}.globalRegionId`] = 'is not a known region';
    if (s.globalCountryId && !known.countryIds.has(s.globalCountryId))
      out[`${at}.globalCountryId`] = 'is not a known country';
    const key = cellKey(cellOf(s));
    const first = seen.get(key);
    if (first !== undefined) out[at] = `has the same solution area and place as setting ${first + 1}`;
    else seen.set(key, i);
  });
  return out;
}
