/**
 * The capability tree of a solution (spec: Capability tree views; Validation rules): look-ups, immutable
 * updates, search and the in-scope count. Capabilities nest through `items`, actions through `actions`.
 * Every update returns new arrays and objects along the changed path only; untouched branches are shared.
 */
import { HIDDEN_GROUP, MAX_CAPABILITY_DEPTH, type Action, type Capability } from '../contracts/catalogue.ts';
import { capabilityMatch, nameMatchesFirst, type CapabilityMatch } from './capability-match.ts';

/** Hidden when its groups contain HIDDEN. */
export function isHidden(cap: Capability): boolean {
  return cap.groups?.includes(HIDDEN_GROUP) ?? false;
}

/** The tree without hidden capabilities at any level (unchanged branches are shared). */
export function visibleCapabilities(items: readonly Capability[]): Capability[] {
  const out: Capability[] = [];
  for (const cap of items) {
    if (isHidden(cap)) continue;
    if (cap.items && cap.items.length > 0) {
      const children = visibleCapabilities(cap.items);
      const same = children.length === cap.items.length && children.every((c, i) => c === cap.items?.[i]);
      out.push(same ? cap : { ...cap, items: children });
    } else {
      out.push(cap);
    }
  }
  return out;
}

export interface FoundCapability {
  node: Capability;
  /** From the top level down to the parent; [] for a top-level capability. */
  ancestors: Capability[];
}

export function findCapability(items: readonly Capability[], id: string): FoundCapability | undefined {
  const walk = (caps: readonly Capability[], ancestors: Capability[]): FoundCapability | undefined => {
    for (const cap of caps) {
      if (cap.id === id) return { node: cap, ancestors };
      if (cap.items && cap.items.length > 0) {
        const found = walk(cap.items, [...ancestors, cap]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(items, []);
}

/** Names from the top level down to the capability, joined by '/'; '' when the id is not in the tree. */
export function capabilityPath(items: readonly Capability[], id: string): string {
  const found = findCapability(items, id);
  return found ? [...found.ancestors, found.node].map((c) => c.name).join('/') : '';
}

/** Top level = 1; 0 when the id is not in the tree. */
export function capabilityDepth(items: readonly Capability[], id: string): number {
  const found = findCapability(items, id);
  return found ? found.ancestors.length + 1 : 0;
}

/** Adding a child is allowed while the parent is above the maximum depth (8), so no capability goes deeper than 8. */
export function canAddChildCapability(items: readonly Capability[], parentId: string): boolean {
  const depth = capabilityDepth(items, parentId);
  return depth > 0 && depth < MAX_CAPABILITY_DEPTH;
}

export interface FoundAction {
  action: Action;
  /** The capability whose action tree holds the action. */
  capability: Capability;
  /** The parent actions, outermost first; [] for an action directly under the capability. */
  ancestors: Action[];
  /** The capability's ancestors, from the top level down. */
  capabilityAncestors: Capability[];
}

export function findAction(items: readonly Capability[], actionId: string): FoundAction | undefined {
  const inActions = (actions: readonly Action[], parents: Action[]): [Action, Action[]] | undefined => {
    for (const a of actions) {
      if (a.id === actionId) return [a, parents];
      if (a.actions && a.actions.length > 0) {
        const found = inActions(a.actions, [...parents, a]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const walk = (caps: readonly Capability[], capAncestors: Capability[]): FoundAction | undefined => {
    for (const cap of caps) {
      if (cap.actions) {
        const hit = inActions(cap.actions, []);
        if (hit)
          return { action: hit[0], ancestors: hit[1], capability: cap, capabilityAncestors: capAncestors };
      }
      if (cap.items && cap.items.length > 0) {
        const found = walk(cap.items, [...capAncestors, cap]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(items, []);
}

/**
 * Replaces one capability with fn(capability). The same array comes back when the id is not in the tree or fn
 * returns the capability unchanged.
 */
export function mapCapability(
  items: readonly Capability[],
  id: string,
  fn: (cap: Capability) => Capability,
): Capability[] {
  let done = false;
  let changed = false;
  const out = items.map((cap) => {
    if (done) return cap;
    if (cap.id === id) {
      done = true;
      const next = fn(cap);
      changed = next !== cap;
      return next;
    }
    if (cap.items && cap.items.length > 0) {
      const children = mapCapability(cap.items, id, fn);
      if (children !== cap.items) {
        done = changed = true;
        return { ...cap, items: children };
      }
    }
    return cap;
  });
  return changed ? out : (items as Capability[]);
}

function mapInActions(actions: readonly Action[], actionId: string, fn: (a: Action) => Action): Action[] {
  let done = false;
  let changed = false;
  const out = actions.map((a) => {
    if (done) return a;
    if (a.id === actionId) {
      done = true;
      const next = fn(a);
      changed = next !== a;
      return next;
    }
    if (a.actions && a.actions.length > 0) {
      const subs = mapInActions(a.actions, actionId, fn);
      if (subs !== a.actions) {
        done = changed = true;
        return { ...a, actions: subs };
      }
    }
    return a;
  });
  return changed ? out : (actions as Action[]);
}

/** Replaces one action (at any depth of any capability) with fn(action); same array when the id is absent. */
export function mapAction(
  items: readonly Capability[],
  actionId: string,
  fn: (a: Action) => Action,
): Capability[] {
  let changed = false;
  const out = items.map((cap) => {
    if (changed) return cap;
    let next = cap;
    if (cap.actions && cap.actions.length > 0) {
      const actions = mapInActions(cap.actions, actionId, fn);
      if (actions !== cap.actions) next = { ...next, actions };
    }
    if (next === cap && cap.items && cap.items.length > 0) {
      const children = mapAction(cap.items, actionId, fn);
      if (children !== cap.items) next = { ...next, items: children };
    }
    if (next !== cap) changed = true;
    return next;
  });
  return changed ? out : (items as Capability[]);
}

/** Every capability of a subtree, the root first (depth-first). */
export function subtreeCapabilities(cap: Capability): Capability[] {
  const out: Capability[] = [];
  const walk = (c: Capability) => {
    out.push(c);
    if (c.items) for (const child of c.items) walk(child);
  };
  walk(cap);
  return out;
}

/** Every action at any depth of an action list, parents before children. */
export function flattenActions(actions: readonly Action[] | undefined): Action[] {
  const out: Action[] = [];
  const walk = (list: readonly Action[] | undefined) => {
    if (!list) return;
    for (const a of list) {
      out.push(a);
      walk(a.actions);
    }
  };
  walk(actions);
  return out;
}

/** The number of in-scope actions of a capability, sub-actions included ('In Scope - {count}'). */
export function countInScope(cap: Capability): number {
  let count = 0;
  for (const a of flattenActions(cap.actions)) if (a.selected) count += 1;
  return count;
}

export function inScopeLabel(cap: Capability): string {
  return `In Scope - ${countInScope(cap)}`;
}

export interface CapabilitySearchResult {
  id: string;
  name: string;
  path: string;
  /** Why it matched when not on its name ('Action: Enforce Conditional Access policies'). */
  reason?: string;
}

export const NO_CAPABILITIES_FOUND = 'No capabilities found!';

/**
 * Capabilities holding the text (capabilityMatch: the name, the description, an action's name or text; issue 32,
 * ADR 0058), those matched on the name first; hidden capabilities (and their subtrees) are left out.
 */
export function searchCapabilities(items: readonly Capability[], query: string): CapabilitySearchResult[] {
  if (query.trim() === '') return [];
  const hits: (CapabilitySearchResult & { match: CapabilityMatch })[] = [];
  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      if (isHidden(cap)) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      const match = capabilityMatch(cap, query);
      if (match) hits.push({ id: cap.id, name: cap.name, path, match });
      if (cap.items) walk(cap.items, path);
    }
  };
  walk(items, '');
  return nameMatchesFirst(hits).map(({ match, ...hit }) =>
    match.onName ? hit : { ...hit, reason: match.reason },
  );
}
