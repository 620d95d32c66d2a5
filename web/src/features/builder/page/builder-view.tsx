/**
 * The builder: step tabs, the step's guidance banner, its content and the Back / Next (or Submit) footer.
 * The step on screen is this person's view (the store's `view`); the solution's stage is the stored step. A tab
 * only changes the view; Next and Back move the stage (goToStep, which saves at once) when stepMoveOutcome says so
 * (on the stage's own step, for someone who may edit, never back from Close or Deliver) and otherwise page through
 * the steps without saving (ADR 0051). Moving the stage on from step 1 needs a client, an expected start and an
 * opportunity name ('*Please specify' under the empty ones). A submit-only user's Submit asks first (they cannot
 * edit afterwards, issue 30), then saves at step 5; once stored, the thank-you screen follows.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import {
  confirmBeforeNext,
  guidanceFor,
  maySaveSolutionAt,
  nextDescription,
  nextLabel,
  stepButtons,
  stepMoveOutcome,
  viewMoveDescription,
  viewStep,
  type SolutionStep,
  type StepMoveKind,
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
import { useSolutionPage } from '../state/page-context.tsx';
import { StepTabs } from './step-tabs.tsx';

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
  const { kind, role, version } = useSolutionPage();
  const store = useBuilderStore();
  const createAepRecord = useCreateAepRecord();
  const ensureSession = useEnsureSession();
  useAepLinkFollower();
  // The stage (state.step, saved) and the step on screen (this person's view, never saved).
  const stage = useBuilder((s) => s.draft.state.step);
  const visited = useBuilder((s) => s.draft.state.steps);
  // Named in the confirmation before the hand-over to the approvers (ADR 0054).
  const approvers = useBuilder((s) => s.draft.fields.approvers);
  const shown = viewStep(
    kind,
    useBuilder((s) => s.view),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [startInput, setStartInput] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const position = { kind, stage, visited, view: shown, mayEdit: !version && maySaveSolutionAt(role, stage) };
  const { back, next } = stepButtons(position);
  const guidance = guidanceFor(kind, shown);

  /** Leaving the ROM view forwards with its options ticked (spec: step 4) makes the ROM deck and the AEP record. */
  const leaveRom = () => {
    const id = store.getSnapshot().base?.id;
    if (!id || kind !== 'full') return;
    if (romOptions?.createAep) {
      romOptions.setCreateAep(false);
      void createAepRecord();
    }
    if (romOptions?.createRomDeck) {
      romOptions.setCreateRomDeck(false);
      startDocumentJob(id, 2).then(
        (job) => trackJob?.(job),
        (error: unknown) => {
          if (isSessionEnded(error)) void ensureSession();
          else notify(isApiError(error) ? error.message : 'The ROM deck could not be started.', 'error');
        },
      );
    }
  };

  const goTo = async (target: number, how: StepMoveKind) => {
    const outcome = stepMoveOutcome({ ...position, how, target });
    if (outcome === 'none') return;
    const leavingRom = shown === 2 && target > 2 && how === 'next';
    if (outcome === 'view') {
      // Only the view moves: nothing is saved, the stage stays (ADR 0051).
      store.showStep(target);
      if (leavingRom) leaveRom();
      return;
    }
    if (shown === 1 && target > 1) {
      setShowErrors(true);
      if (missingStepOne(store.getSnapshot().draft, startInput).length > 0) return;
    }
    setMoving(true);
    try {
      const stored = await store.goToStep(target as SolutionStep);
      if (stored && kind === 'submit' && target > 3) onSubmitted();
      if (stored && leavingRom) leaveRom();
    } finally {
      setMoving(false);
    }
  };

  // Next says what it does: a move of the stage saves ('Save and go to Detail'; the hand-over to the approvers
  // asks first, issue 18, and so does the partner's Submit, issue 30), a move of the view only shows the step
  // ('Go to Detail').
  const nextSaves = next?.outcome === 'save';
  const asksFirst = nextSaves ? confirmBeforeNext(kind, shown, approvers) : undefined;

  return (
    <div className={styles.root}>
      <StepTabs kind={kind} shown={shown} busy={moving} onSelect={(s) => void goTo(s, 'tab')} />
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
            <Button
              icon={<ArrowLeftRegular />}
              disabled={moving}
              onClick={() => void goTo(back.target, 'back')}
            >
              Back
            </Button>
          ) : null}
        </div>
        <div>
          {next !== undefined ? (
            <Tooltip
              content={
                nextSaves ? (nextDescription(kind, shown) ?? '') : viewMoveDescription(kind, next.target)
              }
              relationship="description"
            >
              <Button
                appearance="primary"
                icon={<ArrowRightRegular />}
                iconPosition="after"
                disabled={moving}
                onClick={() =>
                  asksFirst
                    ? setConfirm({
                        ...asksFirst,
                        onConfirm: () => void goTo(next.target, 'next'),
                      })
                    : void goTo(next.target, 'next')
                }
              >
                {nextSaves ? nextLabel(kind, shown) : 'Next'}
              </Button>
            </Tooltip>
          ) : null}
        </div>
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
