/**
 * The actions this action depends on ('Add Dependency Action': pick another action of the solution; one that
 * is already there is not added twice).
 */
import { Button, Text, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { addUnique, findAction, mapAction, type Action } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.tsx';
import { useDialogSave } from './dialog-save.ts';
import { usePanelStyles } from './panel-styles.ts';
import { actionOptions } from './pickers.ts';
import { SelectItemDialog } from './select-item-dialog.tsx';

export function ActionDependencies({ action, editable }: { action: Action; editable: boolean }) {
  const styles = usePanelStyles();
  const store = useBuilderStore();
  const tree = useBuilder((s) => s.tree);
  const [picking, setPicking] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { saving, save } = useDialogSave(() => setPicking(false));
  const ids = useMemo(() => action.dependencyIds ?? [], [action.dependencyIds]);
  const options = useMemo(
    () => (picking ? actionOptions(tree, new Set([action.id, ...ids])) : []),
    [picking, tree, action.id, ids],
  );
  const nameOf = (id: string) => findAction(tree, id)?.action.name ?? id;

  const add = (id: string) =>
    void save((t) =>
      mapAction(t, action.id, (a) => ({ ...a, dependencyIds: addUnique(a.dependencyIds, id) })),
    );
  const remove = (id: string) =>
    setConfirm({
      title: 'Delete Dependency Action',
      text: `Delete the dependency on '${nameOf(id)}'?`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        store.editTree((t) =>
          mapAction(t, action.id, (a) => ({
            ...a,
            dependencyIds: (a.dependencyIds ?? []).filter((d) => d !== id),
          })),
        ),
    });

  return (
    <section className={styles.section} aria-label="Dependency Actions">
      <div className={styles.sectionHead}>
        <Text weight="semibold" className={styles.sectionTitle}>
          Dependency Actions
        </Text>
        {editable ? (
          <Button size="small" icon={<AddRegular />} onClick={() => setPicking(true)}>
            Add Dependency Action
          </Button>
        ) : null}
      </div>
      {ids.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <ul className={styles.list}>
          {ids.map((id) => (
            <li key={id} className={styles.item}>
              <span className={styles.itemText}>{nameOf(id)}</span>
              {editable ? (
                <Tooltip content="Delete Dependency Action" relationship="label">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    onClick={() => remove(id)}
                  />
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {picking ? (
        <SelectItemDialog
          title="Add Dependency Action"
          options={options}
          saving={saving}
          onPick={add}
          onClose={() => setPicking(false)}
        />
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
