/**
 * The progress bar (spec: States and transitions): the organisation's stages (provider or Accenture), earlier
 * ones completed, the displayed one highlighted, later ones pending. It shows the stored solution's stage (the
 * draft's until a new solution is first saved), the one the list, Search and the documents name (ADR 0051), never
 * the step a person is looking at.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { solutionProgressBar, type StageStatus } from '@portal/domain';
import { useBuilder } from '../state/builder-context.tsx';
import { VISUALLY_HIDDEN } from '../../../lib/styles/visually-hidden.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    gap: '2px',
    overflowX: 'auto',
  },
  stage: {
    flex: '1 1 0',
    minWidth: '84px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    clipPath: 'polygon(0 0, calc(100% - 10px) 0, 100% 50%, calc(100% - 10px) 100%, 0 100%, 10px 50%)',
  },
  completed: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  pending: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  hidden: VISUALLY_HIDDEN,
});

const STATUS_TEXT: Record<StageStatus, string> = {
  completed: 'completed',
  current: 'current stage',
  pending: 'pending',
};

export function ProgressStages() {
  const styles = useStyles();
  const stored = useBuilder((s) => s.base ?? s.draft);
  const stages = solutionProgressBar(stored);
  return (
    <ol className={styles.list} aria-label="Progress">
      {stages.map((stage) => (
        <li
          key={stage.label}
          className={mergeClasses(styles.stage, styles[stage.status])}
          data-status={stage.status}
          aria-current={stage.status === 'current' ? 'step' : undefined}
        >
          {stage.status === 'completed' ? <CheckmarkRegular aria-hidden /> : null}
          <span>{stage.label}</span>
          <span className={styles.hidden}>({STATUS_TEXT[stage.status]})</span>
        </li>
      ))}
    </ol>
  );
}
