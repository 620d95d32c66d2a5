/**
 * Rows of the capability relevance admin table and the sales helper's candidates, taken from the catalogue.
 *
 * Decisions where the spec is silent (docs/engagements.md): the capability configuration is the catalogue's
 * visible top-level capabilities of the four offering areas (the seed's 29); hidden capabilities, nested
 * capabilities and capabilities of other areas are not listed. A capability without scores shows zeros. Rows keep
 * the order of the areas, then the catalogue's order.
 */
import { isHidden } from '../builder/tree.ts';
import type { Capability, RelevanceScores } from '../contracts/catalogue.ts';
import type { CapabilityRelevanceRow, CapabilityRelevanceUpdate } from '../contracts/capability-relevance.ts';

const ZERO: RelevanceScores = { EX: 0, CS: 0, ROI: 0, TCO: 0, OE: 0 };

export interface RelevanceArea {
  id: string;
  name: string;
}

/** The capabilities the relevance table and the sales helper work on, each with its area id. */
export function relevanceCapabilities(
  catalogue: readonly Capability[],
  areas: readonly RelevanceArea[],
): (Capability & { areaId: string })[] {
  return areas.flatMap((area) =>
    catalogue.filter((c) => c.areaId === area.id && !isHidden(c)).map((c) => ({ ...c, areaId: area.id })),
  );
}

/** The admin table's rows. */
export function capabilityRelevanceRows(
  catalogue: readonly Capability[],
  areas: readonly RelevanceArea[],
): CapabilityRelevanceRow[] {
  const names = new Map(areas.map((a) => [a.id, a.name]));
  return relevanceCapabilities(catalogue, areas).map((c) => ({
    id: c.id,
    areaId: c.areaId,
    area: names.get(c.areaId) ?? '',
    name: c.name,
    description: c.description ?? '',
    ...(c.relevance ?? ZERO),
  }));
}

export type RelevanceUpdateResult =
  { ok: true; catalogue: Capability[]; changed: string[] } | { ok: false; unknownIds: string[] };

/**
 * Applies saved rows to the top-level capabilities (new objects for changed capabilities only). Every id must be a
 * listed capability; otherwise nothing is applied and the unknown ids are returned (the API answers 400).
 */
export function applyRelevanceUpdates(
  catalogue: readonly Capability[],
  areas: readonly RelevanceArea[],
  updates: readonly CapabilityRelevanceUpdate[],
): RelevanceUpdateResult {
  const listed = new Set(relevanceCapabilities(catalogue, areas).map((c) => c.id));
  const unknownIds = updates.filter((u) => !listed.has(u.id)).map((u) => u.id);
  if (unknownIds.length > 0) return { ok: false, unknownIds };
  const byId = new Map(updates.map((u) => [u.id, u]));
  const changed: string[] = [];
  const next = catalogue.map((c) => {
    const u = byId.get(c.id);
    if (!u) return c;
    const relevance: RelevanceScores = { EX: u.EX, CS: u.CS, ROI: u.ROI, TCO: u.TCO, OE: u.OE };
    const before = c.relevance ?? ZERO;
    if ((Object.keys(relevance) as (keyof RelevanceScores)[]).every((k) => before[k] === relevance[k]))
      return c;
    changed.push(c.id);
    return { ...c, relevance };
  });
  return { ok: true, catalogue: next, changed };
}
