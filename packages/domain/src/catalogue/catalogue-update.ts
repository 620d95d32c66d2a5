/**
 * "Catalogue changed since" (issue 9, ADR 0020): a solution keeps its copies of the capabilities it uses over
 * the catalogue version it was built from (ADR 0007). When a newer version changes those capabilities, the
 * builder lists what changed in plain words and can move the copies onto the newer version on purpose.
 */
import { andList } from '../format/lists.ts';
import type { Action, Capability, Metric } from '../contracts/catalogue.ts';
import { catalogueChangesByCapability, type CatalogueChange } from './diff.ts';
import { isHidden, visibleCapabilities } from '../builder/tree.ts';
import { freshAction, freshCapability } from '../builder/tree-solution.ts';
import { stableJson } from '../format/stable-json.ts';

/** Fields that are the solution's own choices: always kept from the copy. */
const CAPABILITY_CHOICES = ['selected', 'size', 'expanded', 'teamId', 'locationId'] as const;
const ACTION_CHOICES = ['selected', 'expanded'] as const;
/** Fields a user edits in the builder: kept from the copy when they differ from the version it was built on. */
const CAPABILITY_EDITS = ['metrics'] as const;
const ACTION_EDITS = [
  'effort',
  'metrics',
  'roles',
  'deliverables',
  'workProducts',
  'tools',
  'risks',
  'dependencies',
  'assumptions',
] as const;

type Node = Record<string, unknown>;

/** The newer node's content with the copy's choices, and the copy's edits where it differs from the older node. */
function takeFields(
  copy: Node,
  before: Node | undefined,
  after: Node,
  choices: readonly string[],
  edits: readonly string[],
): Node {
  const out: Node = { ...after };
  for (const k of choices) {
    if (copy[k] === undefined) delete out[k];
    else out[k] = copy[k];
  }
  for (const k of edits) {
    // No older node to compare with: the copy's value is the solution's, keep it.
    const edited = before === undefined || stableJson(copy[k]) !== stableJson(before[k]);
    if (!edited) continue;
    if (k === 'metrics') {
      out[k] = mergeMetrics(copy[k] as Metric[] | undefined, after[k] as Metric[] | undefined);
    } else if (copy[k] === undefined) delete out[k];
    else out[k] = copy[k];
  }
  return out;
}

/** The newer version's metrics, with the values the solution gave to the metrics both have. */
function mergeMetrics(mine: readonly Metric[] | undefined, theirs: readonly Metric[] | undefined) {
  if (!theirs) return mine;
  const byId = new Map((mine ?? []).map((m) => [m.id, m]));
  return theirs.map((m) => {
    const own = byId.get(m.id);
    return own ? { ...m, effort: own.effort, value: own.value } : m;
  });
}

function byId<T extends { id: string }>(list: readonly T[] | undefined): Map<string, T> {
  return new Map((list ?? []).map((x) => [x.id, x]));
}

/**
 * Children in the newer version's order: kept ones merged, new ones fresh; the copy's children that neither
 * version has (the solution's own) stay, after them; those the newer version removed leave.
 */
function mergeList<T extends { id: string }>(
  mine: readonly T[] | undefined,
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  merge: (copy: T, before: T | undefined, after: T) => T,
  fresh: (after: T) => T | undefined,
): T[] | undefined {
  if (mine === undefined && after === undefined) return undefined;
  const own = byId(mine);
  const old = byId(before);
  const next = byId(after);
  const out: T[] = [];
  for (const a of after ?? []) {
    const copy = own.get(a.id);
    const item = copy ? merge(copy, old.get(a.id), a) : fresh(a);
    if (item) out.push(item);
  }
  for (const c of mine ?? []) if (!next.has(c.id) && !old.has(c.id)) out.push(c);
  return out;
}

function mergeAction(copy: Action, before: Action | undefined, after: Action): Action {
  const out = takeFields(
    copy as unknown as Node,
    before as unknown as Node | undefined,
    after as unknown as Node,
    ACTION_CHOICES,
    ACTION_EDITS,
  ) as unknown as Action;
  const actions = mergeList(copy.actions, before?.actions, after.actions, mergeAction, freshAction);
  if (actions) out.actions = actions;
  else delete out.actions;
  return out;
}

function mergeCapability(copy: Capability, before: Capability | undefined, after: Capability): Capability {
  const out = takeFields(
    copy as unknown as Node,
    before as unknown as Node | undefined,
    after as unknown as Node,
    CAPABILITY_CHOICES,
    CAPABILITY_EDITS,
  ) as unknown as Capability;
  const actions = mergeList(copy.actions, before?.actions, after.actions, mergeAction, freshAction);
  if (actions) out.actions = actions;
  else delete out.actions;
  const items = mergeList(copy.items, before?.items, after.items, mergeCapability, (c) =>
    isHidden(c) ? undefined : freshCapability(visibleCapabilities([c])[0] ?? c),
  );
  if (items) out.items = items;
  else delete out.items;
  return out;
}

/**
 * The solution's copies (`items`, top-level capabilities) moved from the catalogue version `before` onto
 * `after`: each copy takes the newer version's content (names, descriptions, actions, effort defaults) and
 * keeps the solution's choices (selection, size, team, location) and the user's edits (effort, metrics, roles,
 * child items of actions that still exist: a value differing from `before` is the user's). Actions and
 * capabilities the newer version removed leave the copy; ones it added come as a fresh solution would get
 * them. A copy whose capability the newer version no longer has stays as it is (nothing the user chose is lost).
 */
export function takeCatalogueChanges(
  items: readonly Capability[],
  before: readonly Capability[],
  after: readonly Capability[],
): Capability[] {
  const old = byId(before);
  const next = byId(after);
  return items.map((copy) => {
    const now = next.get(copy.id);
    return now ? mergeCapability(copy, old.get(copy.id), now) : copy;
  });
}

function anySelected(cap: Capability): boolean {
  return !!cap.selected || (cap.items?.some(anySelected) ?? false);
}

/** Ids of the top-level copies the solution uses: those with a selected capability in their subtree. */
export function usedCapabilityIds(items: readonly Capability[]): string[] {
  return items.filter(anySelected).map((c) => c.id);
}

/** Plain words for the fields catalogueDiff names. */
const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  effort: 'effort default',
  parallel: 'parallel people',
  tranches: 'tranches',
  waveSize: 'wave size',
  defaultSelected: 'in scope by default',
  aepPhase: 'AEP phase',
  sequential: 'sequential',
  dependencyIds: 'dependencies on other actions',
  metrics: 'metrics',
  dependencies: 'dependencies',
  assumptions: 'assumptions',
  deliverables: 'deliverables',
  workProducts: 'work products',
  tools: 'tools',
  roles: 'roles',
  risks: 'risks',
  securityControlIds: 'security controls',
  owners: 'owners',
  sizeDescription: 'size descriptions',
  productAi: 'product AI link',
  published: 'publication',
  linkIds: 'links',
  incomingIds: 'incoming links',
  groups: 'groups',
  areaId: 'solution area',
  relevance: 'relevance scores',
  moved: 'place in the tree',
  'actions order': 'order of actions',
  'items order': 'order of capabilities',
};

const fieldWords = (field: string) =>
  FIELD_WORDS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const words = andList;

function namesOf(items: readonly Capability[]): Map<string, string> {
  const out = new Map<string, string>();
  const walkActions = (actions: readonly Action[] | undefined) => {
    for (const a of actions ?? []) {
      out.set(`action:${a.id}`, a.name);
      walkActions(a.actions);
    }
  };
  const walk = (caps: readonly Capability[] | undefined) => {
    for (const c of caps ?? []) {
      out.set(`capability:${c.id}`, c.name);
      walkActions(c.actions);
      walk(c.items);
    }
  };
  walk(items);
  return out;
}

/** One change in plain words: "Action 'Plan rollout' renamed to 'Plan the rollout'; effort default changed." */
export function describeCatalogueChange(change: CatalogueChange, oldName?: string): string {
  const what = change.kind === 'action' ? 'Action' : 'Capability';
  if (change.change === 'added') return `${what} '${change.name}' added.`;
  if (change.change === 'removed') return `${what} '${change.name}' removed.`;
  const fields = change.fields ?? [];
  const others = fields.filter((f) => f !== 'name').map(fieldWords);
  const renamed = fields.includes('name') && oldName !== undefined && oldName !== change.name;
  const head = renamed ? `${what} '${oldName}' renamed to '${change.name}'` : `${what} '${change.name}'`;
  if (!others.length) return `${head}.`;
  return renamed
    ? `${head}; ${words(others)} changed.`
    : `${head}: ${words(fields.map(fieldWords))} changed.`;
}

export interface CapabilityChanges {
  capabilityId: string;
  /** The capability's name in the newer version (or the older one when removed). */
  name: string;
  lines: string[];
}

/**
 * What changed between two versions in the capabilities a solution uses, per capability, in plain words;
 * capabilities without changes are left out, so an empty list means nothing to show. The reader compares the two
 * versions once; each call then costs only the capabilities asked for, so a view can ask on every tick.
 */
export function catalogueChangesReader(
  before: readonly Capability[],
  after: readonly Capability[],
): (capabilityIds: readonly string[]) => CapabilityChanges[] {
  const within = catalogueChangesByCapability(before, after);
  const oldNames = namesOf(before);
  const newNames = namesOf(after);
  return (capabilityIds) => {
    const out: CapabilityChanges[] = [];
    for (const id of capabilityIds) {
      const changes = within([id]);
      if (!changes.length) continue;
      out.push({
        capabilityId: id,
        name: newNames.get(`capability:${id}`) ?? oldNames.get(`capability:${id}`) ?? id,
        lines: changes.map((c) => describeCatalogueChange(c, oldNames.get(`${c.kind}:${c.id}`))),
      });
    }
    return out;
  };
}

/** catalogueChangesReader for one question. */
export function catalogueChangesFor(
  before: readonly Capability[],
  after: readonly Capability[],
  capabilityIds: readonly string[],
): CapabilityChanges[] {
  return catalogueChangesReader(before, after)(capabilityIds);
}
