/**
 * Step 8 Deliver (spec: Step content; States and transitions, Export): a read-only view of the solution
 * with previous and next, the solution documents plus the capability documents ('There are no documents!'
 * when there are none), and Export to Deliver for full users: it marks the solution exported, saves, waits
 * 2.5 s showing progress, then says 'Solution has been exported to Deliver (AIDA)!'.
 */
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowExportRegular } from '@fluentui/react-icons';
import {
  EXPORT_NOTICE_MS,
  EXPORTED_TO_DELIVER_MESSAGE,
  exportToDeliver,
  formatTimestamp,
} from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CapabilityDocumentsList } from '../lists/capability-documents-list.tsx';
import { useSolutionPage } from '../state/page-context.tsx';
import { SolutionDocumentsTable } from '../readonly/documents-tab.tsx';
import { ReadOnlyView } from '../readonly/read-only-view.tsx';
import { useSolutionDocuments } from '../api/documents.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { NO_DOCUMENTS_WARNING } from './close-step.tsx';
import { capabilityDocuments } from '@portal/domain';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  export: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
});

function ExportToDeliver() {
  const styles = useStyles();
  const store = useBuilderStore();
  const exportedAt = useBuilder((s) => s.base?.fields.exportedToDeliverAt);
  const exported = useBuilder((s) => s.base?.fields.isExportedToDeliver === true);
  const [phase, setPhase] = useState<'idle' | 'exporting' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = async () => {
    setPhase('exporting');
    store.edit((d) => ({ ...d, fields: exportToDeliver(d.fields, new Date()) }));
    if (!(await store.saveNow())) {
      setPhase('idle');
      return;
    }
    timer.current = setTimeout(() => setPhase('done'), EXPORT_NOTICE_MS);
  };

  return (
    <div className={styles.export}>
      {phase === 'exporting' ? (
        <Field validationMessage="Exporting to Deliver…" validationState="none">
          <ProgressBar aria-label="Exporting to Deliver" />
        </Field>
      ) : null}
      {phase === 'done' ? (
        <MessageBar intent="success">
          <MessageBarBody>{EXPORTED_TO_DELIVER_MESSAGE}</MessageBarBody>
        </MessageBar>
      ) : null}
      {exported && exportedAt && phase !== 'exporting' ? (
        <Text>Exported to Deliver at {formatTimestamp(exportedAt)}</Text>
      ) : null}
      <div>
        <Button
          appearance="primary"
          icon={<ArrowExportRegular />}
          disabled={phase === 'exporting' || exported}
          onClick={() => void start()}
        >
          Export to Deliver
        </Button>
      </div>
    </div>
  );
}

export function DeliverStep() {
  const styles = useStyles();
  const { kind } = useSolutionPage();
  const tree = useBuilder((s) => s.tree);
  const documents = useSolutionDocuments();
  const capabilityDocs = useMemo(() => capabilityDocuments(tree), [tree]);
  const none = documents.length === 0 && capabilityDocs.length === 0;

  return (
    <div className={styles.root}>
      <ReadOnlyView withPreviousNext />
      <section className={styles.section} aria-labelledby="deliver-documents">
        <Text as="h2" id="deliver-documents" size={500} weight="semibold">
          Documents
        </Text>
        {none ? (
          <MessageBar intent="warning">
            <MessageBarBody>{NO_DOCUMENTS_WARNING}</MessageBarBody>
          </MessageBar>
        ) : (
          <>
            {documents.length > 0 ? (
              <SolutionDocumentsTable documents={documents} empty={NO_DOCUMENTS_WARNING} />
            ) : null}
            {capabilityDocs.length > 0 ? <CapabilityDocumentsList rows={capabilityDocs} /> : null}
          </>
        )}
      </section>
      {kind === 'full' ? <ExportToDeliver /> : null}
    </div>
  );
}
