/**
 * Step 2, Scope (spec: Step content; Capability tree views). Full users get one screen: the capability
 * search, the tree with scope checkboxes, size radios (S, M, C, VC) and ROM columns, and the ROM summary.
 * Submit-only users get the search and the scope checkboxes only.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { isLeadProvider, type UserKind } from '@portal/domain';
import { useId, useMemo } from 'react';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { CapabilitySearch } from './capability-search.tsx';
import { CapabilityTree, useGoToCapability } from './capability-tree.tsx';
import { createExpansionStore } from './expansion-store.ts';
import { RomSummaryPanel } from './rom-summary.tsx';
import type { TreeColumns } from './tree-context.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  withSummary: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(230px, 300px)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  summary: { position: 'sticky', top: tokens.spacingVerticalM },
});

const FULL_COLUMNS: TreeColumns = { scope: true, size: 'rom', rom: true };
const SUBMIT_COLUMNS: TreeColumns = { scope: true };

export function ScopeStep({ kind }: { kind: UserKind }) {
  const { role } = useSignedInUser();
  return <ScopeStepView kind={kind} leadProvider={isLeadProvider(role)} />;
}

export function ScopeStepView({ kind, leadProvider }: { kind: UserKind; leadProvider: boolean }) {
  const styles = useStyles();
  const expansion = useMemo(() => createExpansionStore(), []);
  const treeId = useId();
  const goTo = useGoToCapability(expansion);
  const full = kind === 'full';
  const tree = (
    <CapabilityTree
      id={treeId}
      label="Scope"
      columns={full ? FULL_COLUMNS : SUBMIT_COLUMNS}
      editable={kind !== 'read'}
      leadProvider={leadProvider}
      expansion={expansion}
    />
  );
  return (
    <div className={styles.root}>
      <CapabilitySearch expansion={expansion} onGoTo={goTo} />
      {full ? (
        <div className={styles.withSummary}>
          {tree}
          <div className={styles.summary}>
            <RomSummaryPanel leadProvider={leadProvider} />
          </div>
        </div>
      ) : (
        tree
      )}
    </div>
  );
}
