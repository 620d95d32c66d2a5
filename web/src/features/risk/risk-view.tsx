/**
 * Risk Assessment (spec: Derived views): the 7-tab wizard (freely navigable; Previous block, Next block, and
 * Finish on the 7th; each move saves; named apart from the step's Back and Next below, issue 18), each question answered High, Above Normal, Normal or NA with notes and mitigating
 * actions; below, the scores table and the radar. The sample questions (domain) are used until the solution
 * has its own. In screenshot mode ('risk') only the table and the radar.
 */
import {
  Button,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  answerRiskQuestion,
  initialRiskQuestions,
  RISK_ANSWERS,
  RISK_BLOCKS,
  riskScores,
  type RiskQuestion,
} from '@portal/domain';
import { useCallback, useMemo, useState } from 'react';
import { useDrawnSignal } from '../../lib/solution-views/drawn-signal.ts';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';
import { RiskSummary } from './risk-summary.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  tabs: { flexWrap: 'wrap' },
  question: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  texts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  footer: { display: 'flex', justifyContent: 'space-between' },
});

function QuestionCard({
  question,
  index,
  editable,
  onChange,
}: {
  question: RiskQuestion;
  index: number;
  editable: boolean;
  onChange: (change: (q: RiskQuestion) => RiskQuestion) => void;
}) {
  const styles = useStyles();
  const selected = question.answers.find((a) => a.selected);
  return (
    <section className={styles.question} aria-label={`Question ${index + 1}`}>
      <Text weight="semibold">
        {index + 1}. {question.text}
      </Text>
      <RadioGroup
        layout="horizontal"
        aria-label={`Answer to question ${index + 1}`}
        value={selected ? String(selected.id) : ''}
        disabled={!editable}
        onChange={(_, d) => onChange((q) => answerRiskQuestion([q], q.id, Number(d.value))[0] ?? q)}
      >
        {RISK_ANSWERS.map((a) => (
          <Radio key={a.id} value={String(a.id)} label={a.label} />
        ))}
      </RadioGroup>
      {selected?.description ? <Text size={200}>{selected.description}</Text> : null}
      <div className={styles.texts}>
        <Field label="Notes">
          <Textarea
            value={question.notes ?? ''}
            readOnly={!editable}
            resize="vertical"
            onChange={(_, d) => onChange((q) => ({ ...q, notes: d.value }))}
          />
        </Field>
        {selected ? (
          <Field label="Mitigating actions">
            <Textarea
              value={selected.mitigatingActions ?? ''}
              readOnly={!editable}
              resize="vertical"
              onChange={(_, d) =>
                onChange((q) => ({
                  ...q,
                  answers: q.answers.map((a) => (a.selected ? { ...a, mitigatingActions: d.value } : a)),
                }))
              }
            />
          </Field>
        ) : null}
      </div>
    </section>
  );
}

export default function RiskView() {
  const styles = useStyles();
  const view = useSolutionView();
  const [sample] = useState(initialRiskQuestions);
  const questions = view.state.risk?.questions.length ? view.state.risk.questions : sample;
  const scores = useMemo(() => riskScores(questions), [questions]);
  const [block, setBlock] = useState(1);
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  useDrawnSignal(view.screenshot, drawn);

  const save = (next: RiskQuestion[], delayMs?: number) =>
    view.updateState((s) => ({ ...s, risk: { questions: next } }), delayMs);
  const change = (id: string) => (edit: (q: RiskQuestion) => RiskQuestion) => {
    const base = view.state.risk?.questions.length ? view.state.risk.questions : questions;
    save(base.map((q) => (q.id === id ? edit(q) : q)));
  };
  // Each move saves at once (spec); nothing is written for a person who may not change the solution.
  const move = (to: number) => {
    setBlock(to);
    if (view.editable) save(questions, 0);
  };

  const summary = (
    <RiskSummary
      blocks={scores.blocks}
      overall={scores.overall}
      overallMax={scores.overallMax}
      screenshot={view.screenshot}
      fileName={`risk-${view.solutionId ?? 'new'}`}
      onDrawn={onDrawn}
    />
  );
  if (view.screenshot) return summary;
  const mine = questions.filter((q) => q.block.id === block);
  return (
    <div className={styles.root}>
      <TabList
        className={styles.tabs}
        selectedValue={block}
        onTabSelect={(_, d) => move(Number(d.value))}
        aria-label="Risk blocks"
      >
        {RISK_BLOCKS.map((b) => (
          <Tab key={b.id} value={b.id}>
            {b.name}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={RISK_BLOCKS[block - 1]?.name}>
        <div className={styles.root}>
          {mine.map((q, i) => (
            <QuestionCard
              key={q.id}
              question={q}
              index={i}
              editable={view.editable}
              onChange={change(q.id)}
            />
          ))}
        </div>
      </div>
      <div className={styles.footer}>
        <Button icon={<ChevronLeftRegular />} disabled={block <= 1} onClick={() => move(block - 1)}>
          Previous block
        </Button>
        {block < RISK_BLOCKS.length ? (
          <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => move(block + 1)}>
            Next block
          </Button>
        ) : (
          <Button appearance="primary" disabled={!view.editable} onClick={() => save(questions, 0)}>
            Finish
          </Button>
        )}
      </div>
      {summary}
    </div>
  );
}
