/**
 * The builder: step tabs, the step's guidance banner, its content and the Back / Next (or Submit) footer.
 * Every step change goes through goToStep (it saves at once). Leaving step 1 forwards needs a client, an
 * expected start and an opportunity name ('*Please specify' under the empty ones). A submit-only user's
 * Submit saves at step 5; once stored, the thank-you screen follows.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import {
  guidanceFor,
  handsToApprovers,
  nextDescription,
  nextLabel,
  nextStep,
  previousStep,
  SUBMIT_FOR_APPROVAL_CONFIRM,
  type SolutionStep,
} from '@portal/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useJobTracker } from '../../../lib/jobs/job-toasts.tsx';
import { isSessionEnded, useEnsureSession } from '../../../lib/session/ensure-session.ts';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { startDocumentJob } from '../api/documents.ts';
import { ConfirmDialog, type ConfirmRequest } from '../detail/confirm-dialog.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { RomOptionsProvider, useRomOptions } from '../tree/rom-options.tsx';
import { missingStepOne } from '../steps/information-values.ts';
import { StepContent } from '../steps/step-content.tsx';
import { useAepLinkFollower, useCreateAepRecord } from './aep-record.ts';
import { useSolutionPage } from './page-context.tsx';
import { StepTabs } from './step-tabs.tsx';
import { viewStep } from './view-step.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  content: {
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  footer: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export function BuilderView({ onSubmitted }: { onSubmitted: () => void }) {
  return (
    <RomOptionsProvider>
      <BuilderSteps onSubmitted={onSubmitted} />
    </RomOptionsProvider>
  );
}

function BuilderSteps({ onSubmitted }: { onSubmitted: () => void }) {
  const styles = useStyles();
  const romOptions = useRomOptions();
  const trackJob = useJobTracker();
  const notify = useNotify();
  const { kind } = useSolutionPage();
  const store = useBuilderStore();
  const createAepRecord = useCreateAepRecord();
  const ensureSession = useEnsureSession();
  useAepLinkFollower();
  const step = useBuilder((s) => s.draft.state.step);
  const shown = viewStep(kind, step);
  const [showErrors, setShowErrors] = useState(false);
  const [startInput, setStartInput] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const back = previousStep(kind, shown);
  const next = nextStep(kind, shown);
  const guidance = guidanceFor(kind, shown);

  const goTo = async (target: number) => {
    if (shown === 1 && target > 1) {
      setShowErrors(true);
      if (missingStepOne(store.getSnapshot().draft, startInput).length > 0) return;
    }
    setMoving(true);
    try {
      const stored = await store.goToStep(target as SolutionStep);
      if (stored && kind === 'submit' && target > 3) onSubmitted();
      const id = store.getSnapshot().base?.id;
      const leavingRom = stored && id && kind === 'full' && shown === 2 && target > 2;
      // Spec (step 4): saving the ROM with 'Create AEP Record' ticked creates the AEP record.
      if (leavingRom && romOptions?.createAep) {
        romOptions.setCreateAep(false);
        void createAepRecord();
      }
      // Spec (step 4): saving the ROM with 'Create ROM Deck' ticked starts the ROM deck.
      if (leavingRom && id && romOptions?.createRomDeck) {
        romOptions.setCreateRomDeck(false);
        startDocumentJob(id, 2).then(
          (job) => trackJob?.(job),
          (error: unknown) => {
            if (isSessionEnded(error)) void ensureSession();
            else notify(isApiError(error) ? error.message : 'The ROM deck could not be started.', 'error');
          },
        );
      }
    } finally {
      setMoving(false);
    }
  };

  return (
    <div className={styles.root}>
      <StepTabs kind={kind} shown={shown} busy={moving} onSelect={(s) => void goTo(s)} />
      {guidance ? (
        <MessageBar intent="info">
          <MessageBarBody>{guidance}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.content} role="region" aria-label="Step content">
        <StepContent
          kind={kind}
          step={shown}
          information={{ showErrors, startInput, onStartInput: setStartInput }}
        />
      </div>
      <div className={styles.footer}>
        <div>
          {back !== undefined ? (
            <Button icon={<ArrowLeftRegular />} disabled={moving} onClick={() => void goTo(back)}>
              Back
            </Button>
          ) : null}
        </div>
        <div>
          {next !== undefined ? (
            // Says what Next will do; the move that hands the solution to the approvers asks first (issue 18).
            <Tooltip content={nextDescription(kind, shown) ?? ''} relationship="description">
              <Button
                appearance="primary"
                icon={<ArrowRightRegular />}
                iconPosition="after"
                disabled={moving}
                onClick={() =>
                  handsToApprovers(kind, shown)
                    ? setConfirm({ ...SUBMIT_FOR_APPROVAL_CONFIRM, onConfirm: () => void goTo(next) })
                    : void goTo(next)
                }
              >
                {nextLabel(kind, shown)}
              </Button>
            </Tooltip>
          ) : null}
        </div>
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
