/**
 * The Scope sub-tab of steps 5 (editable adjustments) and 6 / the read-only view: the tree of the selected
 * capabilities in details mode (metrics, 'In Scope - {count}', Effort for lead-provider users). Clicking a
 * capability or an action opens the side panel titled '{name} (Capability)' or '{name} (Action)', with a
 * close button; editable in step 5, read-only otherwise. While an item is open the tree keeps only the name and
 * Effort columns (the panel shows that item's metrics and actions), so the names beside the panel show whole.
 */
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  InlineDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { findAction, findCapability, isLeadProvider } from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { useBuilder } from '../state/builder-context.tsx';
import { CapabilityTree } from '../tree/capability-tree.tsx';
import type { OpenItem, TreeColumns } from '../tree/tree-context.ts';
import { ActionPanel } from './action-panel.tsx';
import { CapabilityPanel } from './capability-panel.tsx';

const useStyles = makeStyles({
  layout: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, minWidth: 0 },
  // Basis 0: the tree takes the room the panel leaves, however wide its content.
  main: { flexGrow: 1, flexBasis: 0, minWidth: 0 },
  drawer: {
    width: '440px',
    maxWidth: '45vw',
    position: 'sticky',
    top: tokens.spacingVerticalM,
    maxHeight: 'calc(100vh - 120px)',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const DETAIL_COLUMNS: TreeColumns = { details: true };
/** With an item open beside it, the tree keeps the name and Effort, so its names show whole (issue 30). */
const BESIDE_PANEL_COLUMNS: TreeColumns = { details: true, besidePanel: true };

/** The side panel's title: '{name} (Action)' or '{name} (Capability)'. */
export function itemTitle(kind: OpenItem['kind'], name: string): string {
  return `${name} (${kind === 'action' ? 'Action' : 'Capability'})`;
}

export function DetailScope({ editable }: { editable: boolean }) {
  const { role } = useSignedInUser();
  return <DetailScopeView editable={editable} leadProvider={isLeadProvider(role)} />;
}

export function DetailScopeView({ editable, leadProvider }: { editable: boolean; leadProvider: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState<OpenItem | null>(null);
  const onOpen = useCallback((item: OpenItem) => setOpen(item), []);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CapabilityTree
          label="Scope"
          columns={open ? BESIDE_PANEL_COLUMNS : DETAIL_COLUMNS}
          editable={editable}
          leadProvider={leadProvider}
          selectedOnly
          onOpen={onOpen}
        />
      </div>
      {open ? (
        <ItemSidePanel
          item={open}
          editable={editable}
          leadProvider={leadProvider}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

interface ItemSidePanelProps {
  item: OpenItem;
  editable: boolean;
  leadProvider: boolean;
  onClose: () => void;
}

export function ItemSidePanel({ item, editable, leadProvider, onClose }: ItemSidePanelProps) {
  const styles = useStyles();
  const tree = useBuilder((s) => s.tree);
  const found = useMemo(
    () =>
      item.kind === 'action'
        ? { action: findAction(tree, item.id)?.action, cap: undefined }
        : { action: undefined, cap: findCapability(tree, item.id)?.node },
    [tree, item],
  );
  const name = found.action?.name ?? found.cap?.name;
  if (name === undefined) return null;
  const title = itemTitle(item.kind, name);
  return (
    <InlineDrawer open position="end" separator className={styles.drawer} aria-label={title}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      {/* Focusable: a long panel scrolls, and keyboard users must be able to scroll it. */}
      <DrawerBody tabIndex={0} aria-label={`${title} details`}>
        {found.action ? (
          <ActionPanel
            key={found.action.id}
            action={found.action}
            editable={editable}
            leadProvider={leadProvider}
          />
        ) : found.cap ? (
          <CapabilityPanel
            key={found.cap.id}
            cap={found.cap}
            editable={editable}
            leadProvider={leadProvider}
          />
        ) : null}
      </DrawerBody>
    </InlineDrawer>
  );
}
