/**
 * Three-way merge of a solution save for the conflict dialog: `base` is what this editor loaded, `mine` what it
 * wants to save, `theirs` what someone else saved meanwhile. The parts compared (with deep equality) are each
 * header field, each key of `fields`, each key of `state` but `items`, and each top-level capability of
 * `state.items` by id. A part changed on one side takes that side; changed identically on both, either; changed
 * differently on both, it is a conflict named like 'fields.name' or 'state.items.cap-intune'.
 * `resolveSolutionEdits` settles each such conflict with the person's choice (keep mine or take theirs), so
 * nothing either side typed is dropped without a choice.
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

/** How a conflicting part is settled: my value or theirs. */
export type ConflictChoice = 'mine' | 'theirs';
/** The choice per conflicting part (named as in `conflicts`); a part without one stays a conflict. */
export type ConflictChoices = Readonly<Record<string, ConflictChoice>>;

/** Collects the conflicts of one merge and settles those the person chose for. */
class Merger {
  readonly conflicts: string[] = [];
  private readonly choices: ConflictChoices;
  // No parameter property: the domain runs under Node's type stripping (npm run templates), which refuses them.
  constructor(choices: ConflictChoices = {}) {
    this.choices = choices;
  }

  pick(part: string, base: unknown, mine: unknown, theirs: unknown): Pick3 {
    const mineChanged = !deepEqual(base, mine);
    const theirsChanged = !deepEqual(base, theirs);
    if (!theirsChanged) return { ok: true, value: mine };
    if (!mineChanged) return { ok: true, value: theirs };
    if (deepEqual(mine, theirs)) return { ok: true, value: mine };
    const choice = this.choices[part];
    if (choice) return { ok: true, value: choice === 'mine' ? mine : theirs };
    this.conflicts.push(part);
    return { ok: false };
  }

  record(
    base: Record<string, unknown>,
    mine: Record<string, unknown>,
    theirs: Record<string, unknown>,
    prefix: string,
    skip: ReadonlySet<string> = new Set(),
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)]);
    for (const key of keys) {
      if (skip.has(key)) continue;
      const result = this.pick(`${prefix}${key}`, base[key], mine[key], theirs[key]);
      if (result.ok && result.value !== undefined) out[key] = result.value;
    }
    return out;
  }
}

type Item = { id: string };

function mergeItems(merger: Merger, base: readonly Item[], mine: readonly Item[], theirs: readonly Item[]) {
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
    const result = merger.pick(`state.items.${id}`, b.get(id), m.get(id), t.get(id));
    if (result.ok && result.value !== undefined) out.push(result.value as Item);
  }
  return out;
}

function mergeWith<T extends MergeableSolution>(merger: Merger, base: T, mine: T, theirs: T): T {
  const merged: Record<string, unknown> = { ...mine };
  for (const key of HEADER_FIELDS) {
    const result = merger.pick(key, base[key], mine[key], theirs[key]);
    if (result.ok) merged[key] = result.value;
  }
  merged.fields = merger.record(
    base.fields as Record<string, unknown>,
    mine.fields as Record<string, unknown>,
    theirs.fields as Record<string, unknown>,
    'fields.',
  );
  const state = merger.record(
    base.state as Record<string, unknown>,
    mine.state as Record<string, unknown>,
    theirs.state as Record<string, unknown>,
    'state.',
    new Set(['items']),
  );
  state.items = mergeItems(merger, base.state.items, mine.state.items, theirs.state.items);
  merged.state = state;
  return merged as T;
}

/** The merged save, or the names of the parts both sides changed differently. */
export function mergeSolutionEdits<T extends MergeableSolution>(base: T, mine: T, theirs: T): MergeResult<T> {
  return resolveSolutionEdits(base, mine, theirs, {});
}

/**
 * The merge with each conflicting part settled by `choices` (keep mine or take theirs); parts only one side
 * changed merge as in `mergeSolutionEdits`. Not ok when a conflicting part has no choice.
 */
export function resolveSolutionEdits<T extends MergeableSolution>(
  base: T,
  mine: T,
  theirs: T,
  choices: ConflictChoices,
): MergeResult<T> {
  const merger = new Merger(choices);
  const merged = mergeWith(merger, base, mine, theirs);
  return merger.conflicts.length > 0 ? { ok: false, conflicts: merger.conflicts } : { ok: true, merged };
}

/** The value of a conflicting part (named as in `conflicts`) in one version: what the dialog shows. */
export function conflictPartValue(solution: MergeableSolution, part: string): unknown {
  if ((HEADER_FIELDS as readonly string[]).includes(part)) return (solution as Record<string, unknown>)[part];
  if (part.startsWith('fields.'))
    return (solution.fields as Record<string, unknown>)[part.slice('fields.'.length)];
  if (part.startsWith('state.items.')) {
    const id = part.slice('state.items.'.length);
    return solution.state.items.find((x) => x.id === id);
  }
  if (part.startsWith('state.'))
    return (solution.state as Record<string, unknown>)[part.slice('state.'.length)];
  return undefined;
}
