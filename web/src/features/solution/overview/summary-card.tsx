import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatTimestamp, stageLabel, type Solution } from '@portal/domain';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** Who owns the solution, when it was created and last changed, and the steps visited so far. */
export function SummaryCard({ solution }: { solution: Solution }) {
  const styles = useStyles();
  const visited = [...new Set(solution.state.steps)].sort((a, b) => a - b).map(stageLabel);
  return (
    <dl className={styles.card} aria-label="Summary">
      <dt className={styles.term}>Owner</dt>
      <dd className={styles.value}>
        <Link href={`mailto:${solution.owner.email}`}>{solution.owner.name}</Link>
      </dd>
      <dt className={styles.term}>Created</dt>
      <dd className={styles.value}>
        <Text>{formatTimestamp(solution.createdAt)}</Text>
      </dd>
      <dt className={styles.term}>Last changed by</dt>
      <dd className={styles.value}>
        <Text>
          {solution.modifiedBy.name}, {formatTimestamp(solution.modifiedAt)}
        </Text>
      </dd>
      <dt className={styles.term}>Steps visited</dt>
      <dd className={styles.value}>
        <Text>{visited.length > 0 ? visited.join(', ') : stageLabel(solution.state.step)}</Text>
      </dd>
    </dl>
  );
}
