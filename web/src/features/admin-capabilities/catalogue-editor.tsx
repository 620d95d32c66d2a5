/**
 * The capabilities admin's commands on the draft (domain: catalogue/editing.ts, builder/tree-copy.ts) and the
 * dialogs they open. Which rows are editable comes from the stored tree (editableIdsInDraft), so a non-admin sees
 * as editable exactly what the server will accept.
 */
import {
  addAction,
  addCapability,
  canAddChildCapability,
  DUPLICATE_FAILED_MESSAGE,
  deleteAction,
  deleteCapability,
  duplicateAction,
  duplicateCapability,
  editableIdsInDraft,
  editItemText,
  findAction,
  MAX_ACTION_DEPTH,
  moveAction,
  moveCapability,
  reorderAction,
  setCapabilityHidden,
  setOwners,
  type CatalogueEditor,
  type Capability,
  type EditResult,
} from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { showAlert } from '../../lib/alerts/alert-store.ts';
import { ConfirmDeleteDialog, EditTextDialog, SelectItemDialog, type MoveTarget } from './admin-dialogs.tsx';
import type { AdminRow } from './admin-rows.ts';
import type { RowCommand } from './admin-tree.tsx';
import { OwnersDialog } from '../../lib/owners/owners-dialog.tsx';

type Open = { command: 'edit' | 'owners' | 'move' | 'delete'; row: AdminRow; error?: string } | null;

const newId = (prefix: string) => () => `${prefix}-${crypto.randomUUID()}`;

/** Capabilities as move targets: labelled with their path, editable, never the item itself or inside it. */
function moveTargets(
  items: readonly Capability[],
  editable: ReadonlySet<string>,
  exclude: string | undefined,
  admin: boolean,
): MoveTarget[] {
  const out: MoveTarget[] = admin && exclude ? [{ id: null, label: '(Top level)' }] : [];
  const walk = (caps: readonly Capability[] | undefined, prefix: string) => {
    for (const c of caps ?? []) {
      if (c.id === exclude) continue;
      const label = prefix ? `${prefix} / ${c.name}` : c.name;
      if (editable.has(c.id)) out.push({ id: c.id, label });
      walk(c.items, label);
    }
  };
  walk(items, '');
  return out;
}

export function useCatalogueEditor({
  stored,
  draft,
  editor,
  onChange,
  onExpand,
}: {
  stored: readonly Capability[];
  draft: Capability[];
  editor: CatalogueEditor;
  onChange: (next: Capability[]) => void;
  onExpand: (id: string) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const editable = useMemo(() => editableIdsInDraft(stored, draft, editor), [stored, draft, editor]);
  const admin = editor.role === 'ADMIN';

  const apply = useCallback(
    (result: EditResult, onFail?: (message: string) => void) => {
      if (!result.ok) {
        if (onFail) onFail(result.message);
        else showAlert({ text: result.message, buttons: ['ok'] });
        return false;
      }
      onChange(result.items);
      return true;
    },
    [onChange],
  );

  const canAddChild = useCallback(
    (row: AdminRow) => {
      if (row.kind === 'capability') return canAddChildCapability(draft, row.node.id);
      const found = findAction(draft, row.node.id);
      return (found?.ancestors.length ?? MAX_ACTION_DEPTH) + 1 < MAX_ACTION_DEPTH;
    },
    [draft],
  );

  const command = useCallback(
    (cmd: RowCommand, row: AdminRow) => {
      const id = row.node.id;
      const target = row.kind === 'capability' ? { capabilityId: id } : { actionId: id };
      switch (cmd) {
        case 'edit':
        case 'owners':
        case 'move':
        case 'delete':
          return setOpen({ command: cmd, row });
        case 'hide':
        case 'show':
          return void apply(setCapabilityHidden(draft, id, cmd === 'hide'));
        case 'up':
        case 'down':
          return void apply(reorderAction(draft, id, cmd));
        case 'duplicate': {
          const result =
            row.kind === 'capability'
              ? duplicateCapability(draft, id, newId('id'))
              : duplicateAction(draft, id, newId('id'));
          if (!result.ok) return showAlert({ text: DUPLICATE_FAILED_MESSAGE, buttons: ['ok'] });
          return onChange(result.items);
        }
        case 'add-capability':
          if (apply(addCapability(draft, id, newId('cap')(), editor))) onExpand(id);
          return;
        case 'add-action':
          if (apply(addAction(draft, target, newId('act')()))) onExpand(id);
          return;
      }
    },
    [apply, draft, editor, onChange, onExpand],
  );

  const addTopLevel = useCallback(
    () => void apply(addCapability(draft, null, newId('cap')(), editor)),
    [apply, draft, editor],
  );

  return {
    open,
    close: () => setOpen(null),
    fail: (message: string) => setOpen((prev) => (prev ? { ...prev, error: message } : prev)),
    apply,
    draft,
    admin,
    editable,
    canAddChild,
    command,
    addTopLevel,
  };
}

export type CatalogueEditorState = ReturnType<typeof useCatalogueEditor>;

export function CatalogueDialogs({ editor }: { editor: CatalogueEditorState }) {
  const { open, close, fail, apply, draft, editable, admin } = editor;
  const targets = useMemo(
    () =>
      open?.command === 'move'
        ? moveTargets(draft, editable, open.row.kind === 'capability' ? open.row.node.id : undefined, admin)
        : [],
    [open, draft, editable, admin],
  );
  if (!open) return null;
  const { row } = open;
  const kind = row.kind;
  const id = row.node.id;
  const target = kind === 'capability' ? { capabilityId: id } : { actionId: id };
  const done = (ok: boolean) => ok && close();
  switch (open.command) {
    case 'edit':
      return (
        <EditTextDialog
          kind={kind}
          name={row.node.name}
          description={row.node.description ?? ''}
          error={open.error}
          onClose={close}
          onSave={(text) => done(apply(editItemText(draft, target, text), fail))}
        />
      );
    case 'owners':
      return (
        <OwnersDialog
          itemName={row.node.name}
          owners={row.node.owners ?? []}
          confirmLabel="OK"
          onClose={close}
          onSave={(owners) => done(apply(setOwners(draft, target, owners), fail))}
        />
      );
    case 'delete':
      return (
        <ConfirmDeleteDialog
          kind={kind}
          name={row.node.name}
          onClose={close}
          onConfirm={() =>
            done(apply(kind === 'capability' ? deleteCapability(draft, id) : deleteAction(draft, id)))
          }
        />
      );
    case 'move':
      return (
        <SelectItemDialog
          itemName={row.node.name}
          targets={targets}
          error={open.error}
          onClose={close}
          onSelect={(t) =>
            done(
              apply(
                kind === 'capability'
                  ? moveCapability(draft, id, t.id)
                  : t.id
                    ? moveAction(draft, id, { capabilityId: t.id })
                    : { ok: false, message: 'An action belongs to a capability.' },
                fail,
              ),
            )
          }
        />
      );
  }
}
