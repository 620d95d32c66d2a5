/**
 * Three-way merge of a solution save for the conflict dialog: `base` is what this editor loaded, `mine` what it
 * wants to save, `theirs` what someone else saved meanwhile. The parts compared (with deep equality) are each
 * header field, each key of `fields`, each key of `state` but `items`, and each top-level capability of
 * `state.items` by id. A part changed on one side takes that side; changed identically on both, either; changed
 * differently on both, it is a conflict named like 'fields.name' or 'state.items.cap-intune'.
 */
import type { SaveSolutionRequest } from '../contracts/solutions.ts';

export type MergeableSolution = Pick<
  SaveSolutionRequest,
  'salesClient' | 'expectedStart' | 'salesCountry' | 'requirementDescription' | 'fields' | 'state'
>;

export type MergeResult<T> = { ok: true; merged: T } | { ok: false; conflicts: string[] };

export const HEADER_FIELDS = [
  'salesClient',
  'expectedStart',
  'salesCountry',
  'requirementDescription',
] as const;

/** Structural equality of JSON-like values; a key holding undefined counts as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) if (!deepEqual(ra[k], rb[k])) return false;
  return true;
}

type Pick3 = { ok: true; value: unknown } | { ok: false };

function pick(base: unknown, mine: unknown, theirs: unknown): Pick3 {
  const mineChanged = !deepEqual(base, mine);
  const theirsChanged = !deepEqual(base, theirs);
  if (!theirsChanged) return { ok: true, value: mine };
  if (!mineChanged) return { ok: true, value: theirs };
  if (deepEqual(mine, theirs)) return { ok: true, value: mine };
  return { ok: false };
}

function mergeRecord(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  prefix: string,
  conflicts: string[],
  skip: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)]);
  for (const key of keys) {
    if (skip.has(key)) continue;
    const result = pick(base[key], mine[key], theirs[key]);
    if (!result.ok) conflicts.push(`${prefix}${key}`);
    else if (result.value !== undefined) out[key] = result.value;
  }
  return out;
}

type Item = { id: string };

function mergeItems(
  base: readonly Item[],
  mine: readonly Item[],
  theirs: readonly Item[],
  conflicts: string[],
) {
  const byId = (list: readonly Item[]) => new Map(list.map((x) => [x.id, x]));
  const b = byId(base);
  const m = byId(mine);
  const t = byId(theirs);
  // Mine's order first, then what only theirs has, in their order.
  const order = [...m.keys()];
  for (const id of t.keys()) if (!m.has(id)) order.push(id);
  for (const id of b.keys()) if (!m.has(id) && !t.has(id)) order.push(id);
  const out: Item[] = [];
  for (const id of order) {
    const result = pick(b.get(id), m.get(id), t.get(id));
    if (!result.ok) conflicts.push(`state.items.${id}`);
    else if (result.value !== undefined) out.push(result.value as Item);
  }
  return out;
}

/** The merged save, or the names of the parts both sides changed differently. */
export function mergeSolutionEdits<T extends MergeableSolution>(base: T, mine: T, theirs: T): MergeResult<T> {
  const conflicts: string[] = [];
  const merged: Record<string, unknown> = { ...mine };

  for (const key of HEADER_FIELDS) {
    const result = pick(base[key], mine[key], theirs[key]);
    if (!result.ok) conflicts.push(key);
    else merged[key] = result.value;
  }

  merged.fields = mergeRecord(
    base.fields as Record<string, unknown>,
    mine.fields as Record<string, unknown>,
    theirs.fields as Record<string, unknown>,
    'fields.',
    conflicts,
  );

  const state = mergeRecord(
    base.state as Record<string, unknown>,
    mine.state as Record<string, unknown>,
    theirs.state as Record<string, unknown>,
    'state.',
    conflicts,
    new Set(['items']),
  );
  state.items = mergeItems(base.state.items, mine.state.items, theirs.state.items, conflicts);
  merged.state = state;

  return conflicts.length > 0 ? { ok: false, conflicts } : { ok: true, merged: merged as T };
}
