/**
 * The capabilities admin's edits of a catalogue tree (spec: Capability tree views, admin mode; Validation rules;
 * docs/adr/0020-catalogue-editing.md): add, delete, move, reorder, hide/show, owners, name and description.
 * Duplicate lives in builder/tree-copy.ts (shared with the builder). Every function is pure and returns a new
 * tree (untouched branches shared) or a refusal with the message the page shows.
 */
import { z } from 'zod';
import type { RoleId } from '../auth/roles.ts';
import {
  HIDDEN_GROUP,
  MAX_ACTION_DEPTH,
  MAX_CAPABILITY_DEPTH,
  treeDepth,
  type Action,
  type Capability,
} from '../contracts/catalogue.ts';
import { hasControlCharacters } from '../contracts/common.ts';
import { findAction, findCapability, isHidden, mapAction, mapCapability } from '../builder/tree.ts';

export type EditResult = { ok: true; items: Capability[]; id: string } | { ok: false; message: string };

export const NEW_CAPABILITY_NAME = 'New Capability';
export const NEW_ACTION_NAME = 'New Action';
export const MAX_DEPTH_MESSAGE = `Capabilities nest at most ${MAX_CAPABILITY_DEPTH} levels deep.`;
export const MAX_ACTION_DEPTH_MESSAGE = `Actions nest at most ${MAX_ACTION_DEPTH} levels deep.`;
export const MOVE_INTO_ITSELF_MESSAGE =
  'An item cannot be moved into itself or into one of its own children.';
export const NOT_FOUND_MESSAGE = 'The item is no longer in the catalogue.';

const fail = (message: string): EditResult => ({ ok: false, message });

/** The creator of a new capability: its owners include them unless they are an admin (spec: Validation rules). */
export interface Editor {
  role: RoleId;
  email: string;
}

/** A new capability under `parentId` (null: top level), at the end of its siblings. Depth stays at most 8. */
export function addCapability(
  items: readonly Capability[],
  parentId: string | null,
  id: string,
  editor: Editor,
  name = NEW_CAPABILITY_NAME,
): EditResult {
  const cap: Capability = {
    id,
    name,
    description: '',
    owners: editor.role === 'ADMIN' ? [] : [normaliseEmail(editor.email)],
    actions: [],
    items: [],
  };
  if (parentId === null) return { ok: true, items: [...items, cap], id };
  const parent = findCapability(items, parentId);
  if (!parent) return fail(NOT_FOUND_MESSAGE);
  if (parent.ancestors.length + 1 >= MAX_CAPABILITY_DEPTH) return fail(MAX_DEPTH_MESSAGE);
  const areaId = parent.node.areaId ?? parent.ancestors[0]?.areaId;
  const child = areaId ? { ...cap, areaId } : cap;
  return {
    ok: true,
    items: mapCapability(items, parentId, (p) => ({ ...p, items: [...(p.items ?? []), child] })),
    id,
  };
}

/** A new action at the end of a capability's actions, or of an action's sub-actions. */
export function addAction(
  items: readonly Capability[],
  target: { capabilityId: string } | { actionId: string },
  id: string,
  name = NEW_ACTION_NAME,
): EditResult {
  const action: Action = { id, name, description: '', effort: 0 };
  if ('capabilityId' in target) {
    if (!findCapability(items, target.capabilityId)) return fail(NOT_FOUND_MESSAGE);
    return {
      ok: true,
      items: mapCapability(items, target.capabilityId, (c) => ({
        ...c,
        actions: [...(c.actions ?? []), action],
      })),
      id,
    };
  }
  const parent = findAction(items, target.actionId);
  if (!parent) return fail(NOT_FOUND_MESSAGE);
  if (parent.ancestors.length + 1 >= MAX_ACTION_DEPTH) return fail(MAX_ACTION_DEPTH_MESSAGE);
  return {
    ok: true,
    items: mapAction(items, target.actionId, (a) => ({ ...a, actions: [...(a.actions ?? []), action] })),
    id,
  };
}

function withoutCapability(items: readonly Capability[], id: string): Capability[] {
  const found = findCapability(items, id);
  if (!found) return items as Capability[];
  const parent = found.ancestors.at(-1);
  if (!parent) return items.filter((c) => c.id !== id);
  return mapCapability(items, parent.id, (p) => ({
    ...p,
    items: (p.items ?? []).filter((c) => c.id !== id),
  }));
}

function withoutAction(items: readonly Capability[], actionId: string): Capability[] {
  const found = findAction(items, actionId);
  if (!found) return items as Capability[];
  const parent = found.ancestors.at(-1);
  if (parent)
    return mapAction(items, parent.id, (p) => ({
      ...p,
      actions: (p.actions ?? []).filter((a) => a.id !== actionId),
    }));
  return mapCapability(items, found.capability.id, (c) => ({
    ...c,
    actions: (c.actions ?? []).filter((a) => a.id !== actionId),
  }));
}

/** Deletes a capability with its subtree (the page asks to confirm first). */
export function deleteCapability(items: readonly Capability[], id: string): EditResult {
  if (!findCapability(items, id)) return fail(NOT_FOUND_MESSAGE);
  return { ok: true, items: withoutCapability(items, id), id };
}

/** Deletes an action with its sub-actions (the page asks to confirm first). */
export function deleteAction(items: readonly Capability[], actionId: string): EditResult {
  if (!findAction(items, actionId)) return fail(NOT_FOUND_MESSAGE);
  return { ok: true, items: withoutAction(items, actionId), id: actionId };
}

/**
 * Moves a capability (with its subtree) to the end of another capability's children, or to the top level (null).
 * Never into itself or its own subtree; the deepest capability of the moved subtree stays at depth 8 or above.
 */
export function moveCapability(
  items: readonly Capability[],
  id: string,
  targetId: string | null,
): EditResult {
  const found = findCapability(items, id);
  if (!found) return fail(NOT_FOUND_MESSAGE);
  if (targetId === null) return { ok: true, items: [...withoutCapability(items, id), found.node], id };
  const target = findCapability(items, targetId);
  if (!target) return fail(NOT_FOUND_MESSAGE);
  if (targetId === id || target.ancestors.some((a) => a.id === id)) return fail(MOVE_INTO_ITSELF_MESSAGE);
  const subtreeDepth = treeDepth([found.node], (c) => c.items);
  if (target.ancestors.length + 1 + subtreeDepth > MAX_CAPABILITY_DEPTH) return fail(MAX_DEPTH_MESSAGE);
  const removed = withoutCapability(items, id);
  return {
    ok: true,
    items: mapCapability(removed, targetId, (p) => ({ ...p, items: [...(p.items ?? []), found.node] })),
    id,
  };
}

/** Moves an action (with its sub-actions) to the end of a capability's actions or of another action's sub-actions. */
export function moveAction(
  items: readonly Capability[],
  actionId: string,
  target: { capabilityId: string } | { actionId: string },
): EditResult {
  const found = findAction(items, actionId);
  if (!found) return fail(NOT_FOUND_MESSAGE);
  const removed = withoutAction(items, actionId);
  if ('capabilityId' in target) {
    if (!findCapability(items, target.capabilityId)) return fail(NOT_FOUND_MESSAGE);
    return {
      ok: true,
      items: mapCapability(removed, target.capabilityId, (c) => ({
        ...c,
        actions: [...(c.actions ?? []), found.action],
      })),
      id: actionId,
    };
  }
  const parent = findAction(items, target.actionId);
  if (!parent) return fail(NOT_FOUND_MESSAGE);
  if (target.actionId === actionId || parent.ancestors.some((a) => a.id === actionId))
    return fail(MOVE_INTO_ITSELF_MESSAGE);
  const depth = treeDepth([found.action], (a) => a.actions);
  if (parent.ancestors.length + 1 + depth > MAX_ACTION_DEPTH) return fail(MAX_ACTION_DEPTH_MESSAGE);
  return {
    ok: true,
    items: mapAction(removed, target.actionId, (a) => ({
      ...a,
      actions: [...(a.actions ?? []), found.action],
    })),
    id: actionId,
  };
}

function swap<T extends { id: string }>(
  list: readonly T[],
  id: string,
  direction: 'up' | 'down',
): T[] | null {
  const i = list.findIndex((x) => x.id === id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= list.length) return null;
  const out = [...list];
  [out[i], out[j]] = [out[j] as T, out[i] as T];
  return out;
}

/** Whether an action can move up or down among its siblings. */
export function canReorderAction(
  items: readonly Capability[],
  actionId: string,
  direction: 'up' | 'down',
): boolean {
  const found = findAction(items, actionId);
  if (!found) return false;
  const siblings = found.ancestors.at(-1)?.actions ?? found.capability.actions ?? [];
  return swap(siblings, actionId, direction) !== null;
}

/** Moves an action one place up or down among its siblings; the same tree at either end. */
export function reorderAction(
  items: readonly Capability[],
  actionId: string,
  direction: 'up' | 'down',
): EditResult {
  const found = findAction(items, actionId);
  if (!found) return fail(NOT_FOUND_MESSAGE);
  const parent = found.ancestors.at(-1);
  if (parent) {
    const next = swap(parent.actions ?? [], actionId, direction);
    if (!next) return { ok: true, items: items as Capability[], id: actionId };
    return { ok: true, items: mapAction(items, parent.id, (p) => ({ ...p, actions: next })), id: actionId };
  }
  const next = swap(found.capability.actions ?? [], actionId, direction);
  if (!next) return { ok: true, items: items as Capability[], id: actionId };
  return {
    ok: true,
    items: mapCapability(items, found.capability.id, (c) => ({ ...c, actions: next })),
    id: actionId,
  };
}

/** Hide (groups gain HIDDEN) or show (HIDDEN leaves groups; other groups are kept). */
export function setCapabilityHidden(items: readonly Capability[], id: string, hidden: boolean): EditResult {
  const found = findCapability(items, id);
  if (!found) return fail(NOT_FOUND_MESSAGE);
  if (isHidden(found.node) === hidden) return { ok: true, items: items as Capability[], id };
  return {
    ok: true,
    items: mapCapability(items, id, (c) => {
      const others = (c.groups ?? []).filter((g) => g !== HIDDEN_GROUP);
      return { ...c, groups: hidden ? [...others, HIDDEN_GROUP] : others };
    }),
    id,
  };
}

export interface ItemText {
  name: string;
  description: string;
}

/** The name is required (after trimming); the description may be empty. */
export function editItemText(
  items: readonly Capability[],
  target: { capabilityId: string } | { actionId: string },
  text: ItemText,
): EditResult {
  const name = text.name.trim();
  if (!name) return fail('Enter a name.');
  if (name.length > 300) return fail('The name is at most 300 characters.');
  if (hasControlCharacters(name, false) || hasControlCharacters(text.description))
    return fail('Remove the control characters.');
  if ('capabilityId' in target) {
    if (!findCapability(items, target.capabilityId)) return fail(NOT_FOUND_MESSAGE);
    return {
      ok: true,
      items: mapCapability(items, target.capabilityId, (c) => ({
        ...c,
        name,
        description: text.description,
      })),
      id: target.capabilityId,
    };
  }
  if (!findAction(items, target.actionId)) return fail(NOT_FOUND_MESSAGE);
  return {
    ok: true,
    items: mapAction(items, target.actionId, (a) => ({ ...a, name, description: text.description })),
    id: target.actionId,
  };
}

// ---- Owners ------------------------------------------------------------------------------------------------

const emailSchema = z.email().max(320);

/** E-mails are compared trimmed and case-insensitively; they are stored lower-case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type OwnersResult = { ok: true; owners: string[] } | { ok: false; message: string };

export const INVALID_EMAIL_MESSAGE = 'Enter a valid e-mail address.';
export const DUPLICATE_OWNER_MESSAGE = 'This e-mail is already an owner.';
export const MAX_OWNERS = 50;

/** Adds an owner e-mail: trimmed, valid, not already listed (case-insensitive), at most 50. */
export function addOwner(owners: readonly string[] | undefined, email: string): OwnersResult {
  const next = normaliseEmail(email);
  if (!emailSchema.safeParse(next).success) return { ok: false, message: INVALID_EMAIL_MESSAGE };
  const list = owners ?? [];
  if (list.some((o) => normaliseEmail(o) === next)) return { ok: false, message: DUPLICATE_OWNER_MESSAGE };
  if (list.length >= MAX_OWNERS) return { ok: false, message: `At most ${MAX_OWNERS} owners.` };
  return { ok: true, owners: [...list, next] };
}

export function removeOwner(owners: readonly string[] | undefined, email: string): string[] {
  const gone = normaliseEmail(email);
  return (owners ?? []).filter((o) => normaliseEmail(o) !== gone);
}

export function setOwners(
  items: readonly Capability[],
  target: { capabilityId: string } | { actionId: string },
  owners: readonly string[],
): EditResult {
  const list = [...owners];
  if ('capabilityId' in target) {
    if (!findCapability(items, target.capabilityId)) return fail(NOT_FOUND_MESSAGE);
    return {
      ok: true,
      items: mapCapability(items, target.capabilityId, (c) => ({ ...c, owners: list })),
      id: target.capabilityId,
    };
  }
  if (!findAction(items, target.actionId)) return fail(NOT_FOUND_MESSAGE);
  return {
    ok: true,
    items: mapAction(items, target.actionId, (a) => ({ ...a, owners: list })),
    id: target.actionId,
  };
}
