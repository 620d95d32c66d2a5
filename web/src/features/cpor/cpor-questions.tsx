/** TRUE / FALSE questions of one CPoR block, each with its notes. */
import { Field, makeStyles, Radio, RadioGroup, Text, Textarea, tokens } from '@fluentui/react-components';
import { CPOR_ANSWERS, type CporState } from '@portal/domain';

/** The bordered box of a question or an approval. */
export const useCardStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Question = CporState['questions'][number];

export function CporQuestions({
  questions,
  disabled,
  onAnswer,
  onNotes,
}: {
  questions: readonly Question[];
  disabled: boolean;
  onAnswer: (questionId: string, answer: 0 | 1) => void;
  onNotes: (questionId: string, notes: string) => void;
}) {
  const styles = useStyles();
  const cards = useCardStyles();
  return (
    <div className={styles.list}>
      {questions.map((q, i) => {
        const selected = q.answers.find((a) => a.selected);
        return (
          <section key={q.id} className={cards.card} aria-label={`Question ${i + 1}`}>
            <Text weight="semibold">
              {i + 1}. {q.text}
            </Text>
            <RadioGroup
              layout="horizontal"
              aria-label={`Answer to question ${i + 1}`}
              value={selected ? String(selected.id) : ''}
              disabled={disabled}
              onChange={(_, d) => onAnswer(q.id, Number(d.value) === 1 ? 1 : 0)}
            >
              {CPOR_ANSWERS.map((a) => (
                <Radio key={a.id} value={String(a.id)} label={a.label} />
              ))}
            </RadioGroup>
            <Field label="Notes">
              <Textarea
                value={q.notes ?? ''}
                readOnly={disabled}
                resize="vertical"
                onChange={(_, d) => onNotes(q.id, d.value)}
              />
            </Field>
          </section>
        );
      })}
    </div>
  );
}
