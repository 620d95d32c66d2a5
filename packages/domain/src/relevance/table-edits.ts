/**
 * The capability relevance admin table's edits in the page (issue 10; docs/engagements.md "Capability relevance
 * admin table"): what the admin typed, per capability and priority, over the stored rows.
 *
 * Decisions where the spec is silent:
 * - An edit is the cell's text as typed (issue 30: the input shows what was typed, never a silently corrected
 *   value); a cell typed back to its stored score is no edit at all. Save is enabled only while something really
 *   differs and every cell reads as a score, and sends only the rows that differ (all five scores of each).
 * - After a conflict (409) the page reloads the stored table and keeps the admin's edits on top of it
 *   (`rebaseRelevanceEdits`): where both changed a score the admin's value stays on screen, to be saved again;
 *   edits of capabilities the table no longer lists are dropped and named, never silently lost.
 */
import { PRIORITY_KEYS, type PriorityKey } from '../contracts/catalogue.ts';
import type { CapabilityRelevanceRow, CapabilityRelevanceUpdate } from '../contracts/capability-relevance.ts';
import { parseRelevanceInput } from './table-input.ts';

/** Per capability id, the text the admin typed into each cell they changed. */
export type RelevanceEdits = Readonly<Record<string, Readonly<Partial<Record<PriorityKey, string>>>>>;

/** One cell as the table shows it. */
export interface RelevanceCell {
  /** What the cell shows: the text typed, else the stored score. */
  text: string;
  /** The score the cell stands for; undefined while its text is not a score. */
  value: number | undefined;
  /** What to enter, while the text is not a score. */
  message?: string;
  /** Whether the cell differs from the stored score (a text that is not a score does). */
  changed: boolean;
}

/** A cell: the admin's text and what it means, else the stored score. */
export function relevanceCell(
  row: CapabilityRelevanceRow,
  edits: RelevanceEdits,
  key: PriorityKey,
): RelevanceCell {
  const typed = edits[row.id]?.[key];
  if (typed === undefined) return { text: String(row[key]), value: row[key], changed: false };
  const parsed = parseRelevanceInput(typed);
  return parsed.ok
    ? { text: typed, value: parsed.value, changed: parsed.value !== row[key] }
    : { text: typed, value: undefined, message: parsed.message, changed: true };
}

function withCell(
  edits: RelevanceEdits,
  row: CapabilityRelevanceRow,
  key: PriorityKey,
  typed: string,
): RelevanceEdits {
  const { [key]: _old, ...rest } = edits[row.id] ?? {};
  const cells = typed === String(row[key]) ? rest : { ...rest, [key]: typed };
  const { [row.id]: _row, ...others } = edits;
  return Object.keys(cells).length ? { ...others, [row.id]: cells } : others;
}

/** The edits after the admin typed `typed` into a cell: kept as typed, whether or not it is a score yet. */
export function typeRelevanceCell(
  edits: RelevanceEdits,
  row: CapabilityRelevanceRow,
  key: PriorityKey,
  typed: string,
): RelevanceEdits {
  return withCell(edits, row, key, typed);
}

/** The cells whose text is not a score (Save refuses while there are any), with the capability's name. */
export function invalidRelevanceCells(
  rows: readonly CapabilityRelevanceRow[],
  edits: RelevanceEdits,
): { id: string; name: string; key: PriorityKey }[] {
  return rows.flatMap((row) =>
    edits[row.id]
      ? PRIORITY_KEYS.filter((k) => relevanceCell(row, edits, k).value === undefined).map((key) => ({
          id: row.id,
          name: row.name,
          key,
        }))
      : [],
  );
}

/**
 * The rows to save: each capability whose scores differ from the stored ones, with all five scores. A row with a
 * cell that is not a score cannot be sent and is left out (see `invalidRelevanceCells`).
 */
export function changedRelevanceRows(
  rows: readonly CapabilityRelevanceRow[],
  edits: RelevanceEdits,
): CapabilityRelevanceUpdate[] {
  return rows.flatMap((row) => {
    if (!edits[row.id]) return [];
    const cells = PRIORITY_KEYS.map((k) => [k, relevanceCell(row, edits, k)] as const);
    if (cells.some(([, c]) => c.value === undefined) || !cells.some(([, c]) => c.changed)) return [];
    return [
      {
        id: row.id,
        ...(Object.fromEntries(cells.map(([k, c]) => [k, c.value])) as Record<PriorityKey, number>),
      },
    ];
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
      const typed = cells[key];
      if (typed === undefined) continue;
      const parsed = parseRelevanceInput(typed);
      if (old && old[key] !== row[key] && !(parsed.ok && parsed.value === row[key])) overlaps = true;
      next = withCell(next, row, key, typed);
    }
    if (overlaps) overlapping.push(row.name);
  }
  return { edits: next, dropped, overlapping };
}
