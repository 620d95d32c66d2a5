/**
 * Who may edit which catalogue item (spec: "Owner check: admin or a listed owner e-mail"; ADR 0020). An admin may
 * edit everything. An area owner or capability owner may edit an item whose owners, or the owners of an item
 * above it (parent capabilities, parent actions, the action's capability), list their e-mail, compared
 * case-insensitively: owning a capability means owning what is inside it. Other roles edit nothing.
 */
import { permissionLevel } from '../auth/permissions.ts';
import type { RoleId } from '../auth/roles.ts';
import type { Action, Capability } from '../contracts/catalogue.ts';

export interface CatalogueEditor {
  role: RoleId;
  email: string;
}

const norm = (s: string) => s.trim().toLowerCase();

export const isCatalogueAdmin = (role: RoleId) => role === 'ADMIN';

/** Whether the role may open the capabilities admin at all (admins, area owners, capability owners). */
export const mayAdministerCapabilities = (role: RoleId) =>
  permissionLevel('admin/capabilities', role) === 'FULL';

export function listsOwner(owners: readonly string[] | undefined, email: string): boolean {
  const me = norm(email);
  return me !== '' && (owners ?? []).some((o) => norm(o) === me);
}

/**
 * The ids of every capability and action the editor may edit, in one walk of the tree (the page asks this for
 * hundreds of rows). For an admin, every id.
 */
export function editableIds(items: readonly Capability[], editor: CatalogueEditor): Set<string> {
  const out = new Set<string>();
  if (!mayAdministerCapabilities(editor.role)) return out;
  const admin = isCatalogueAdmin(editor.role);
  const walkActions = (actions: readonly Action[] | undefined, inherited: boolean) => {
    for (const a of actions ?? []) {
      const owned = inherited || admin || listsOwner(a.owners, editor.email);
      if (owned) out.add(a.id);
      walkActions(a.actions, owned);
    }
  };
  const walk = (caps: readonly Capability[] | undefined, inherited: boolean) => {
    for (const c of caps ?? []) {
      const owned = inherited || admin || listsOwner(c.owners, editor.email);
      if (owned) out.add(c.id);
      walkActions(c.actions, owned);
      walk(c.items, owned);
    }
  };
  walk(items, false);
  return out;
}

/**
 * What the editor may edit in a draft of the stored tree: an item that exists in the stored tree as the stored
 * tree says (so adding one's own e-mail to an item does not make it editable before a save), an item added in
 * the draft when the place it was added to is editable. The page shows the other rows read-only.
 */
export function editableIdsInDraft(
  stored: readonly Capability[],
  draft: readonly Capability[],
  editor: CatalogueEditor,
): Set<string> {
  const storedEditable = editableIds(stored, editor);
  const existing = new Set<string>();
  const see = (caps: readonly Capability[] | undefined) => {
    for (const c of caps ?? []) {
      existing.add(c.id);
      const seeActions = (actions: readonly Action[] | undefined) => {
        for (const a of actions ?? []) {
          existing.add(a.id);
          seeActions(a.actions);
        }
      };
      seeActions(c.actions);
      see(c.items);
    }
  };
  see(stored);
  const out = new Set<string>();
  const decide = (id: string, parentEditable: boolean) => {
    const ok = existing.has(id) ? storedEditable.has(id) : parentEditable;
    if (ok) out.add(id);
    return ok;
  };
  const walkActions = (actions: readonly Action[] | undefined, parentEditable: boolean) => {
    for (const a of actions ?? []) walkActions(a.actions, decide(a.id, parentEditable));
  };
  const walk = (caps: readonly Capability[] | undefined, parentEditable: boolean) => {
    for (const c of caps ?? []) {
      const ok = decide(c.id, parentEditable);
      walkActions(c.actions, ok);
      walk(c.items, ok);
    }
  };
  walk(draft, isCatalogueAdmin(editor.role));
  return out;
}
