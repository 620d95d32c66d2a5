/**
 * The rows of the notifications matrix (spec: Global, then area, then region, then country; row indents 20, 40,
 * 60, 100 px by level) and which of them are shown for the rows the admin has expanded.
 */
import type { NotificationCell, NotificationLevel, NotificationSetting } from '@portal/domain';
import { cellOf } from '@portal/domain';
import type { MatrixPlaces } from './notifications-api.ts';

export interface MatrixRow {
  key: string;
  level: NotificationLevel;
  /** The area, region or country id; none for Global. */
  placeId?: string;
  name: string;
  children: MatrixRow[];
}

/** Row indent by level in pixels (spec). */
export const ROW_INDENT: Record<NotificationLevel, number> = {
  global: 20,
  area: 40,
  region: 60,
  country: 100,
};

export const LEVEL_NAMES: Record<NotificationLevel, string> = {
  global: 'Global',
  area: 'Area',
  region: 'Region',
  country: 'Country',
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

export const rowKey = (level: NotificationLevel, placeId?: string) => `${level}:${placeId ?? ''}`;

/** The tree: Global > each area > its regions > their countries (countries by name; areas and regions as stored). */
export function matrixTree(places: MatrixPlaces): MatrixRow {
  const countriesOf = (regionId: string): MatrixRow[] =>
    places.countries
      .filter((c) => c.fields.provider.regionId === regionId)
      .sort(byName)
      .map((c) => ({
        key: rowKey('country', c.id),
        level: 'country',
        placeId: c.id,
        name: c.name,
        children: [],
      }));
  const regionsOf = (areaId: string): MatrixRow[] =>
    places.regions
      .filter((r) => r.areaId === areaId)
      .map((r) => ({
        key: rowKey('region', r.id),
        level: 'region',
        placeId: r.id,
        name: r.name,
        children: countriesOf(r.id),
      }));
  return {
    key: rowKey('global'),
    level: 'global',
    name: 'Global',
    children: places.areas.map((a) => ({
      key: rowKey('area', a.id),
      level: 'area',
      placeId: a.id,
      name: a.name,
      children: regionsOf(a.id),
    })),
  };
}

/** The rows in view, depth first: a row's children only when it is expanded. */
export function visibleRows(root: MatrixRow, expanded: ReadonlySet<string>): MatrixRow[] {
  const out: MatrixRow[] = [];
  const walk = (row: MatrixRow) => {
    out.push(row);
    if (expanded.has(row.key)) row.children.forEach(walk);
  };
  walk(root);
  return out;
}

/** Every row that has children (for Expand all). */
export function parentKeys(root: MatrixRow): string[] {
  const out: string[] = [];
  const walk = (row: MatrixRow) => {
    if (row.children.length) out.push(row.key);
    row.children.forEach(walk);
  };
  walk(root);
  return out;
}

export function cellAt(row: MatrixRow, solutionAreaId: string): NotificationCell {
  return { solutionAreaId, level: row.level, ...(row.placeId ? { placeId: row.placeId } : {}) };
}

/** How many recipients are set in the rows below one row (shown on a collapsed row, so none are hidden unseen). */
export function settingsBelow(row: MatrixRow, settings: readonly NotificationSetting[]): number {
  const keys = new Set<string>();
  const walk = (r: MatrixRow) =>
    r.children.forEach((c) => {
      keys.add(c.key);
      walk(c);
    });
  walk(row);
  return settings.filter((s) => {
    const cell = cellOf(s);
    return keys.has(rowKey(cell.level, cell.placeId));
  }).length;
}
