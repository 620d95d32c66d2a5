/**
 * A section listing the ids an item links to (an action's dependency actions, a capability's linked
 * capabilities): 'Add {item}' picks one in the 'Select item' dialog (the item itself and the ids already
 * there are not offered), the row's delete asks first. Read-only: the list alone.
 */
import { Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Capability } from '@portal/domain';
import { useMemo, useState } from 'react';
import { IconButton } from '../shared/icon-button.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.tsx';
import { useDialogSave } from './dialog-save.ts';
import { usePanelStyles } from './panel-styles.ts';
import type { PickOption } from './pickers.ts';
import { SectionHead } from './section-head.tsx';
import { SelectItemDialog } from './select-item-dialog.tsx';

type Tree = Capability[];

export interface LinkedItemsSectionProps {
  /** The section's name and heading, e.g. 'Dependency Actions'. */
  title: string;
  /** One item, e.g. 'Dependency Action': 'Add …' and 'Delete …'. */
  itemLabel: string;
  /** The item whose links these are (never offered). */
  ownerId: string;
  ids: readonly string[] | undefined;
  editable: boolean;
  /** The choices of the picker (keep the function stable). */
  options: (tree: readonly Capability[], exclude: ReadonlySet<string>) => PickOption[];
  /** How a linked id reads in the list and in the delete prompt. */
  labelOf: (tree: Tree, id: string) => string;
  /** The delete prompt's text for the linked item's label. */
  deleteText: (label: string) => string;
  link: (tree: Tree, id: string) => Tree;
  unlink: (tree: Tree, id: string) => Tree;
}

export function LinkedItemsSection(props: LinkedItemsSectionProps) {
  const { title, itemLabel, ownerId, editable, options: optionsOf, labelOf } = props;
  const styles = usePanelStyles();
  const store = useBuilderStore();
  const tree = useBuilder((s) => s.tree);
  const [picking, setPicking] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { saving, save } = useDialogSave(() => setPicking(false));
  const ids = useMemo(() => props.ids ?? [], [props.ids]);
  const options = useMemo(
    () => (picking ? optionsOf(tree, new Set([ownerId, ...ids])) : []),
    [picking, optionsOf, tree, ownerId, ids],
  );
  const remove = (id: string) =>
    setConfirm({
      title: `Delete ${itemLabel}`,
      text: props.deleteText(labelOf(tree, id)),
      confirmLabel: 'Delete',
      onConfirm: () => store.editTree((t) => props.unlink(t, id)),
    });

  return (
    <section className={styles.section} aria-label={title}>
      <SectionHead
        title={title}
        button={
          editable
            ? { label: `Add ${itemLabel}`, icon: <AddRegular />, onClick: () => setPicking(true) }
            : undefined
        }
      />
      {ids.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <ul className={styles.list}>
          {ids.map((id) => (
            <li key={id} className={styles.item}>
              <span className={styles.itemText}>{labelOf(tree, id)}</span>
              {editable ? (
                <IconButton
                  label={`Delete ${itemLabel}`}
                  icon={<DeleteRegular />}
                  onClick={() => remove(id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {picking ? (
        <SelectItemDialog
          title={`Add ${itemLabel}`}
          options={options}
          saving={saving}
          onPick={(id) => void save((t) => props.link(t, id))}
          onClose={() => setPicking(false)}
        />
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
