/**
 * One child item list of an action (deliverables, work products, tools, risks, assumptions or
 * dependencies) with Add, Edit and Delete. Add and Edit go through the 'Add/Edit child item' dialog; Delete
 * asks first. Read-only: the list alone.
 */
import { Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { mapAction, type Action, type ChildItemKind } from '@portal/domain';
import { useState } from 'react';
import { IconButton } from '../shared/icon-button.tsx';
import { useBuilderStore } from '../state/builder-context.tsx';
import {
  blankChildItem,
  CHILD_ITEMS,
  childItemsOf,
  cleanChildItem,
  newItemId,
  type ChildItemValue,
} from './child-item-kinds.ts';
import { ChildItemDialog } from './child-item-dialog.tsx';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.tsx';
import { useDialogSave } from './dialog-save.ts';
import { usePanelStyles } from './panel-styles.ts';
import { SectionHead } from './section-head.tsx';

function detailOf(kind: ChildItemKind, item: ChildItemValue): string {
  if (kind === 'risk')
    return `Impact ${String(item.impact ?? '')}, probability ${String(item.probability ?? '')}`;
  const format = item.format as { name?: string } | undefined;
  return format?.name ?? '';
}

export function ChildItemsSection({
  action,
  kind,
  editable,
}: {
  action: Action;
  kind: ChildItemKind;
  editable: boolean;
}) {
  const styles = usePanelStyles();
  const store = useBuilderStore();
  const info = CHILD_ITEMS[kind];
  const items = childItemsOf(action, kind);
  const [dialog, setDialog] = useState<{ mode: 'add' | 'edit'; value: ChildItemValue } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { saving, save } = useDialogSave(() => setDialog(null));

  const update =
    (change: (list: ChildItemValue[]) => ChildItemValue[]) => (tree: Parameters<typeof mapAction>[0]) =>
      mapAction(tree, action.id, (a) => ({ ...a, [info.field]: change(childItemsOf(a, kind)) }) as Action);

  const submit = (value: ChildItemValue) => {
    if (!dialog) return;
    const item = cleanChildItem(kind, value);
    void save(
      update((list) =>
        dialog.mode === 'add'
          ? [...list, item]
          : list.map((existing) => (existing.id === item.id ? item : existing)),
      ),
    );
  };

  const remove = (item: ChildItemValue) =>
    setConfirm({
      title: `Delete ${info.label}`,
      text: `Delete '${String(item.name ?? '')}'?`,
      confirmLabel: 'Delete',
      onConfirm: () => store.editTree(update((list) => list.filter((existing) => existing.id !== item.id))),
    });

  return (
    <section className={styles.section} aria-label={info.plural}>
      <SectionHead
        title={info.plural}
        button={
          editable
            ? {
                label: `Add ${info.label}`,
                icon: <AddRegular />,
                onClick: () => setDialog({ mode: 'add', value: blankChildItem(kind, newItemId(kind)) }),
              }
            : undefined
        }
      />
      {items.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.itemText}>
                {String(item.name ?? '')}
                {detailOf(kind, item) ? (
                  <span className={styles.meta}>{` · ${detailOf(kind, item)}`}</span>
                ) : null}
              </span>
              {editable ? (
                <>
                  <IconButton
                    label={`Edit ${info.label}`}
                    icon={<EditRegular />}
                    onClick={() => setDialog({ mode: 'edit', value: item })}
                  />
                  <IconButton
                    label={`Delete ${info.label}`}
                    icon={<DeleteRegular />}
                    onClick={() => remove(item)}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {dialog ? (
        <ChildItemDialog
          kind={kind}
          mode={dialog.mode}
          initial={dialog.value}
          saving={saving}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
