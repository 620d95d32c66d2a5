/**
 * One colour per provider region, in the order of the stored region list, for the map and its legend. Twelve
 * distinct hues (Tableau-like, readable on the light sea colour); a thirteenth region onwards reuses them darker.
 */
import type { Region } from '@portal/domain';

const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#3b8bc2',
  '#8cd17d',
  '#d37295',
];
const DARKER = ['#2c5478', '#b35f0f', '#a83234', '#3f7f7a', '#2f6b28', '#a88a12'];

/** Land without contacts, and the sea. */
export const MAP_LAND = '#d6d6d6';
export const MAP_SEA = '#eef4f8';
export const MAP_BORDER = '#ffffff';

export function regionColours(regions: readonly Region[]): Map<string, string> {
  const all = [...PALETTE, ...DARKER];
  return new Map(regions.map((r, i) => [r.id, all[i % all.length]!]));
}
