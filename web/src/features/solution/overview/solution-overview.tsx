import { Badge, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { hasFullSolutionAccess, isSubmitOnly, stageLabel } from '@portal/domain';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PageSpinner } from '../../../lib/page-spinner.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { useSolution } from '../api/get-solution.ts';
import { guidanceFor } from '../guidance.ts';
import { DetailsPanel } from './details-panel.tsx';
import { ResourcesMenu } from './resources-menu.tsx';
import { SummaryCard } from './summary-card.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 320px) 1fr',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /sales/solution/{id}: read-only overview of a stored solution. */
export function SolutionOverview({ solutionId }: { solutionId: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const { data: solution, error, isLoading, isValidating, mutate } = useSolution(solutionId);
  const full = hasFullSolutionAccess(role);

  if (isLoading) return <PageSpinner label="Loading solution…" />;
  if (error || !solution) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {isApiError(error) ? error.message : 'The solution could not be loaded.'}
        </MessageBarBody>
      </MessageBar>
    );
  }

  const guidance = guidanceFor(solution.state.step, isSubmitOnly(role));
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <div className={styles.heading}>
        <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
          {solution.fields.name || 'Draft'}
        </Text>
        <Badge appearance="tint" size="large">
          Stage: {stageLabel(solution.state.step)}
        </Badge>
        {full ? <ResourcesMenu solutionId={solution.id} /> : null}
      </div>
      <div className={styles.body}>
        <DetailsPanel
          solution={solution}
          full={full}
          refreshing={isValidating}
          onRefresh={() => void mutate()}
        />
        <div className={styles.main}>
          {guidance ? (
            <MessageBar intent="info">
              <MessageBarBody>{guidance}</MessageBarBody>
            </MessageBar>
          ) : null}
          <SummaryCard solution={solution} />
        </div>
      </div>
    </section>
  );
}
