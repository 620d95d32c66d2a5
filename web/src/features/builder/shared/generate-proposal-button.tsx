/**
 * 'Generate the customer proposal' (issue 32): where the seller is, at the end of Scope and at the top of the
 * Documents panel, not only in the Resources menu. It starts the customer proposal's job (its toast shows the
 * progress and brings the file) and then calls `onStarted` (the Scope step opens the Documents panel, where the
 * pages are shown once it is ready).
 */
import { Button, Spinner } from '@fluentui/react-components';
import { DocumentArrowRightRegular } from '@fluentui/react-icons';
import { DOCUMENT_TYPE } from '@portal/domain';
import { startDocumentJob } from '../api/documents.ts';
import { useStartJob } from './use-start-job.ts';

export const GENERATE_PROPOSAL = 'Generate the customer proposal';
export const GENERATE_PROPOSAL_AGAIN = 'Generate the customer proposal again';

export function GenerateProposalButton({
  solutionId,
  again = false,
  onStarted,
}: {
  solutionId: string;
  /** A customer proposal exists already: the label says this makes a new one. */
  again?: boolean;
  onStarted?: () => void;
}) {
  const { starting, start } = useStartJob();
  const busy = starting !== null;
  return (
    <Button
      appearance="primary"
      icon={busy ? <Spinner size="tiny" /> : <DocumentArrowRightRegular />}
      disabled={busy}
      onClick={() =>
        void start('proposal', 'proposal', () => startDocumentJob(solutionId, DOCUMENT_TYPE.proposal)).then(
          (started) => {
            if (started) onStarted?.();
          },
        )
      }
    >
      {again ? GENERATE_PROPOSAL_AGAIN : GENERATE_PROPOSAL}
    </Button>
  );
}
