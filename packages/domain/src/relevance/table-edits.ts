/**
 * The capability relevance admin table's edits in the page (issue 10; docs/engagements.md "Capability relevance
 * admin table"): what the admin typed, per capability and priority, over the stored rows.
 *
 * Decisions where the spec is silent:
 * - An edit is kept as the cell's new value; a cell typed back to its stored value is no edit at all, so Save is
 *   enabled only while something really differs and sends only the rows that differ (all five scores of each).
 * - After a conflict (409) the page reloads the stored table and keeps the admin's edits on top of it
 *   (`rebaseRelevanceEdits`): where both changed a score the admin's value stays on screen, to be saved again;
 *   edits of capabilities the table no longer lists are dropped and named, never silently lost.
 */
import { PRIORITY_KEYS, type PriorityKey } from '../contracts/catalogue.ts';
import type { CapabilityRelevanceRow, CapabilityRelevanceUpdate } from '../contracts/capability-relevance.ts';
import { parseRelevanceInput } from './table-input.ts';

/** Per capability id, the priorities whose score the admin changed and their new values. */
export type RelevanceEdits = Readonly<Record<string, Readonly<Partial<Record<PriorityKey, number>>>>>;

/** The score a cell shows: the admin's edit, else the stored value. */
export function relevanceCellValue(
  row: CapabilityRelevanceRow,
  edits: RelevanceEdits,
  key: PriorityKey,
): number {
  return edits[row.id]?.[key] ?? row[key];
}

function withCell(
  edits: RelevanceEdits,
  row: CapabilityRelevanceRow,
  key: PriorityKey,
  value: number,
): RelevanceEdits {
  const { [key]: _old, ...rest } = edits[row.id] ?? {};
  const cells = value === row[key] ? rest : { ...rest, [key]: value };
  const { [row.id]: _row, ...others } = edits;
  return Object.keys(cells).length ? { ...others, [row.id]: cells } : others;
}

/**
 * The edits after the admin typed `typed` into a cell (spec §5: whole numbers 0-100; other input ignored silently;
 * empty becomes 0). Returns the same object when the typing is ignored.
 */
export function typeRelevanceCell(
  edits: RelevanceEdits,
  row: CapabilityRelevanceRow,
  key: PriorityKey,
  typed: string,
): RelevanceEdits {
  const previous = relevanceCellValue(row, edits, key);
  const next = parseRelevanceInput(typed, previous);
  return next === previous ? edits : withCell(edits, row, key, next);
}

/** The rows to save: each capability with an edit that differs from the stored scores, with all five scores. */
export function changedRelevanceRows(
  rows: readonly CapabilityRelevanceRow[],
  edits: RelevanceEdits,
): CapabilityRelevanceUpdate[] {
  return rows
    .filter((row) => PRIORITY_KEYS.some((k) => relevanceCellValue(row, edits, k) !== row[k]))
    .map((row) => {
      const scores = Object.fromEntries(PRIORITY_KEYS.map((k) => [k, relevanceCellValue(row, edits, k)]));
      return { id: row.id, ...(scores as Record<PriorityKey, number>) };
    });
}

export interface RebasedRelevanceEdits {
  edits: RelevanceEdits;
  /** Names of edited capabilities the newer table no longer lists (their edits are dropped). */
  dropped: string[];
  /** Names of capabilities where the newer table changed a score the admin changed too (the admin's value stays). */
  overlapping: string[];
}

/** Keeps the admin's edits over a newer stored table (after a 409). */
export function rebaseRelevanceEdits(
  edits: RelevanceEdits,
  before: readonly CapabilityRelevanceRow[],
  after: readonly CapabilityRelevanceRow[],
): RebasedRelevanceEdits {
  const oldRows = new Map(before.map((r) => [r.id, r]));
  const newRows = new Map(after.map((r) => [r.id, r]));
  let next: RelevanceEdits = {};
  const dropped: string[] = [];
  const overlapping: string[] = [];
  for (const [id, cells] of Object.entries(edits)) {
    const row = newRows.get(id);
    if (!row) {
      dropped.push(oldRows.get(id)?.name ?? id);
      continue;
    }
    const old = oldRows.get(id);
    let overlaps = false;
    for (const key of PRIORITY_KEYS) {
      const value = cells[key];
      if (value === undefined) continue;
      if (old && old[key] !== row[key] && row[key] !== value) overlaps = true;
      next = withCell(next, row, key, value);
    }
    if (overlaps) overlapping.push(row.name);
  }
  return { edits: next, dropped, overlapping };
}
