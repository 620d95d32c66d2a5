/** The side panel titled 'Documents' beside the main container (full users, stored solution, steps below 7). */
import { Button, makeStyles, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { SolutionDocumentsTable } from '../readonly/documents-tab.tsx';
import { useSidePanelStyles } from '../shared/side-panel-styles.ts';
import { useSolutionDocuments } from '../api/documents.ts';
import { NO_DOCUMENTS_WARNING } from '../steps/close-step.tsx';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

export function DocumentsPanel({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const panel = useSidePanelStyles();
  const documents = useSolutionDocuments();
  return (
    <aside className={panel.panel} aria-labelledby="documents-panel-title">
      <div className={styles.head}>
        <Text as="h2" id="documents-panel-title" size={500} weight="semibold">
          Documents
        </Text>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label="Close Documents"
          onClick={onClose}
        />
      </div>
      <SolutionDocumentsTable documents={documents} empty={NO_DOCUMENTS_WARNING} />
    </aside>
  );
}
