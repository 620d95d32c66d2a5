/**
 * The Claiming Partner of Record wizard (spec: Derived views, States and transitions; docs/cpor.md): 5 steps
 * on 4 tabs (Eligibility, Disclosure, Acceptance, Proof). The rules are the domain's (cpor/wizard.ts); every
 * move saves at once, answers and notes like any edit. Tabs up to the current step can be revisited: they are the
 * way back (the Disclosure tab opens on its question, so Back from 4 returns to 2), and one button goes on, named
 * for where it goes ('Continue to Acceptance', 'Finish'), so the step's own Back and Next below stay the page's one
 * pair (issue 30, ADR 0056). The disclosure text (step 3) shows under the notification question, which can still
 * be changed there. Finishing says so first on the Proof tab, above the proof.
 */
import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  answerCporQuestion,
  blockedReason,
  CPOR_DISCLOSURE_TEXT,
  CPOR_TABS,
  cporTabOf,
  CPOR_ELIGIBILITY_TEXTS,
  eligibility,
  eligibilityLocked,
  initialCpor,
  nextCporStep,
  type CporState,
  type CporStep,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';
import { CporApprovals } from './cpor-approvals.tsx';
import { CporProof } from './cpor-proof.tsx';
import { CporQuestions } from './cpor-questions.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '960px',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  disclosure: {
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
  },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
});

const ELIGIBILITY_INTENT = { eligible: 'success', ineligible: 'error', unanswered: 'info' } as const;

export const CPOR_DONE = 'The CPoR is complete and saved.';

/** The wizard's one forward button: 'Finish' on the last step, else where it goes ('Continue to Acceptance'). */
export function continueLabel(cpor: CporState, step: CporStep): string {
  const target = nextCporStep(cpor, step);
  if (target === undefined) return 'Finish';
  const tab = cporTabOf(target);
  return tab === cporTabOf(step) ? 'Continue' : `Continue to ${CPOR_TABS[tab]?.name ?? ''}`;
}

export default function CporView() {
  const styles = useStyles();
  const view = useSolutionView();
  const hintId = useId();
  const eligibilityId = useId();
  const [fresh] = useState(initialCpor);
  const cpor = view.state.cpor ?? fresh;
  const [shownStep, setShownStep] = useState<CporStep>(cpor.step as CporStep);
  const [finished, setFinished] = useState(false);
  // An editor stands where the saved CPoR stands; a reader may look back at earlier tabs.
  const step = (view.editable ? cpor.step : Math.min(shownStep, cpor.step)) as CporStep;

  const save = (next: CporState, delayMs?: number) =>
    view.updateState((s) => ({ ...s, cpor: next }), delayMs);
  const move = (to: CporStep | undefined) => {
    if (to === undefined) return;
    setFinished(false);
    setShownStep(to);
    if (view.editable) save({ ...cpor, step: to }, 0);
  };
  const answer = (id: string, value: 0 | 1) => save(answerCporQuestion(cpor, id, value));
  const notes = (id: string, text: string) =>
    save({ ...cpor, questions: cpor.questions.map((q) => (q.id === id ? { ...q, notes: text } : q)) });
  const questions = (block: number, locked = false) => (
    <CporQuestions
      questions={cpor.questions.filter((q) => q.block.id === block)}
      disabled={!view.editable || locked}
      onAnswer={answer}
      onNotes={notes}
    />
  );

  const status = eligibility(cpor);
  const blocked = blockedReason(cpor, step);
  // At step 1 an eligibility reason is the message above the approvals: the button points to it, no second text.
  const blockedShownAbove = step === 1 && status !== 'eligible';
  const tab = cporTabOf(step);
  const reached = cporTabOf(cpor.step as CporStep);

  return (
    <section className={styles.root} aria-label="Claiming Partner of Record">
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => move(CPOR_TABS[Number(d.value)]?.steps[0])}
        aria-label="CPoR steps"
      >
        {CPOR_TABS.map((t, i) => (
          <Tab key={t.name} value={i} disabled={i > reached}>
            {t.name}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={CPOR_TABS[tab]?.name} className={styles.section}>
        {step === 1 ? (
          <>
            <Body1>Is the solution eligible for a Claiming Partner of Record?</Body1>
            {questions(1, eligibilityLocked(cpor))}
            <MessageBar intent={ELIGIBILITY_INTENT[status]}>
              <MessageBarBody id={eligibilityId}>{CPOR_ELIGIBILITY_TEXTS[status]}</MessageBarBody>
            </MessageBar>
            {eligibilityLocked(cpor) ? (
              <Text size={200}>
                The answers are fixed while an approval is requested or once one is given.
              </Text>
            ) : null}
            <Text weight="semibold">Approvals</Text>
            <CporApprovals
              cpor={cpor}
              editable={view.editable}
              eligible={status === 'eligible'}
              userId={view.userId}
              onChange={(next) => save(next, 0)}
              answer={view.answerCpor}
            />
          </>
        ) : null}
        {step === 2 || step === 3 ? (
          <>
            <Body1>Disclosure notification</Body1>
            {questions(2)}
          </>
        ) : null}
        {step === 3 && nextCporStep(cpor, 2) === 3 ? (
          <>
            <Body1>The client has not been notified yet: send them this disclosure.</Body1>
            <Text as="p" className={styles.disclosure}>
              {CPOR_DISCLOSURE_TEXT}
            </Text>
          </>
        ) : null}
        {step === 4 ? (
          <>
            <Body1>Client acceptance</Body1>
            {questions(4)}
          </>
        ) : null}
        {step === 5 ? (
          <>
            {finished ? (
              <MessageBar intent="success">
                <MessageBarBody>{CPOR_DONE}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Body1>Proof of execution</Body1>
            <CporProof
              solutionId={view.solutionId}
              proof={cpor.proof}
              editable={view.editable}
              leadProvider={view.leadProvider}
              onChange={(proof) => {
                const { proof: _old, ...rest } = cpor;
                save(proof ? { ...rest, proof } : rest, 0);
              }}
            />
          </>
        ) : null}
      </div>
      <div className={styles.footer}>
        {step < 5 ? (
          <Button
            disabled={!view.editable || !!blocked}
            aria-describedby={blocked ? (blockedShownAbove ? eligibilityId : hintId) : undefined}
            onClick={() => move(nextCporStep(cpor, step))}
          >
            {continueLabel(cpor, step)}
          </Button>
        ) : (
          <Button
            disabled={!view.editable}
            onClick={() => {
              save({ ...cpor, step: 5 }, 0);
              setFinished(true);
            }}
          >
            Finish
          </Button>
        )}
        {blocked && !blockedShownAbove && view.editable && step < 5 ? (
          <Text id={hintId} size={200} className={styles.grow}>
            {blocked}
          </Text>
        ) : null}
      </div>
    </section>
  );
}
