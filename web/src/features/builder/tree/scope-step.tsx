/**
 * Step 2, Scope (spec: Step content; Capability tree views). Full users get one screen: the capability
 * search, the tree with scope checkboxes, size radios (S, M, C, VC) and ROM columns, the ROM summary and, for the
 * lead provider, the estimate panel below it (docs/estimate.md) and 'Generate the customer proposal' (issue 32).
 * Submit-only users get the search and the scope checkboxes only.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DOCUMENT_TYPE, isLeadProvider, latestCustomerDocument, type UserKind } from '@portal/domain';
import { useId, useMemo } from 'react';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { CapabilitySearch } from './capability-search.tsx';
import { CapabilityTree, useGoToCapability } from './capability-tree.tsx';
import { createExpansionStore } from './expansion-store.ts';
import { EstimatePanelSlot } from '../../../lib/solution-views/estimate-panel-slot.tsx';
import {
  seesEstimatePanel,
  useEstimateSolution,
  useHeldRateCardVersion,
} from '../state/use-estimate-solution.ts';
import { useSolutionDocuments } from '../api/documents.ts';
import { useBuilder } from '../state/builder-context.tsx';
import { useOpenDocumentsPanel } from '../shared/documents-panel-opener.ts';
import { GenerateProposalButton } from '../shared/generate-proposal-button.tsx';
import { RomSummaryPanel } from './rom-summary.tsx';
import { useStarterOfferings } from './starter-offerings.tsx';
import type { TreeColumns } from './tree-context.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // The tree keeps every column visible: it takes the row, and the ROM summary sits beside it only when both
  // fit (about 600 px of tree plus the summary), otherwise below it (issue 6: the builder from 1,024 px).
  withSummary: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-start',
  },
  tree: {
    flex: '1 1 600px',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  // The search and 'Start from an offering' on one line, the menu at its end (below the search when narrow).
  find: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flex: '1 1 420px', minWidth: 0 },
  send: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  summary: {
    flex: '1 0 260px',
    maxWidth: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

const FULL_COLUMNS: TreeColumns = { scope: true, size: 'rom', rom: true };
const SUBMIT_COLUMNS: TreeColumns = { scope: true };

export function ScopeStep({ kind }: { kind: UserKind }) {
  const { role } = useSignedInUser();
  return (
    <ScopeStepView kind={kind} leadProvider={isLeadProvider(role)} estimate={seesEstimatePanel(kind, role)} />
  );
}

export function ScopeStepView({
  kind,
  leadProvider,
  estimate = false,
}: {
  kind: UserKind;
  leadProvider: boolean;
  /** The estimate panel below the ROM summary (the lead provider's full users). */
  estimate?: boolean;
}) {
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
  const starter = useStarterOfferings(full);
  return (
    <div className={styles.root}>
      <div className={styles.find}>
        <div className={styles.search}>
          <CapabilitySearch expansion={expansion} onGoTo={goTo} />
        </div>
        {starter.menu}
      </div>
      {full ? (
        <div className={styles.withSummary}>
          <div className={styles.tree}>
            {starter.bar}
            {tree}
          </div>
          <div className={styles.summary}>
            <RomSummaryPanel leadProvider={leadProvider} />
            {estimate ? <ScopeEstimate /> : null}
            {estimate ? <ReadyToSend /> : null}
          </div>
        </div>
      ) : (
        tree
      )}
    </div>
  );
}

/**
 * The end of Scope (issue 32): the seller generates the customer proposal where they are; the Documents panel
 * opens with its progress and then its pages. A solution not saved yet has nothing to generate from.
 */
function ReadyToSend() {
  const styles = useStyles();
  const id = useBuilder((s) => s.base?.id);
  const openDocuments = useOpenDocumentsPanel();
  const made = latestCustomerDocument(useSolutionDocuments(), DOCUMENT_TYPE.proposal) !== undefined;
  if (id === undefined) return null;
  return (
    <section className={styles.send} aria-labelledby="ready-to-send">
      <Text as="h2" id="ready-to-send" size={400} weight="semibold">
        Ready to send?
      </Text>
      <Text size={200}>
        The customer proposal carries the price above and the volumes the work is sized on.
      </Text>
      <GenerateProposalButton solutionId={id} again={made} onStarted={openDocuments ?? undefined} />
    </section>
  );
}

function ScopeEstimate() {
  return (
    <EstimatePanelSlot solution={useEstimateSolution()} heldRateCardVersion={useHeldRateCardVersion()} />
  );
}
