/**
 * /sales/solution/screenshot/{id}/{page}: one derived view alone, without the portal chrome, the slider or
 * animations, 1,500 px wide for capture; page is risk, people (staffing timeline), pyramids, security, or
 * anything else (timeline). `<html data-drawn="true">` tells the document jobs it is fully drawn.
 */
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { isLeadProvider, workingTree, type Solution } from '@portal/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../lib/page-spinner.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { DerivedView } from '../../../lib/solution-views/derived-view.tsx';
import type { DerivedViewName } from '../../../lib/solution-views/derived-views.tsx';
import {
  SolutionViewProvider,
  type SolutionViewData,
} from '../../../lib/solution-views/solution-view-context.tsx';
import { useCatalogue } from '../../../lib/data/catalogue.ts';
import { useSolution } from '../../../lib/data/solution.ts';
import { loadErrorMessage } from '../page/solution-loader.tsx';

export const SCREENSHOT_WIDTH = 1500;

const useStyles = makeStyles({
  root: {
    width: `${SCREENSHOT_WIDTH}px`,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    // No animations in a capture.
    '& *': { transitionDuration: '0s !important', animationDuration: '0s !important' },
  },
});

/** The view a screenshot page shows (spec: risk, people, pyramids, security, anything else timeline). */
export function screenshotView(page: string | undefined): DerivedViewName {
  switch (page) {
    case 'risk':
      return 'Risk Assessment';
    case 'people':
      return 'People';
    case 'pyramids':
      return 'Pyramids';
    case 'security':
      return 'Security';
    default:
      return 'Timeline';
  }
}

function Capture({ solution, name }: { solution: Solution; name: DerivedViewName }) {
  const { role, user } = useSignedInUser();
  const catalogue = useCatalogue(solution.catalogueVersion);
  const value = useMemo<SolutionViewData | undefined>(
    () =>
      catalogue.data && {
        solutionId: solution.id,
        items: workingTree(catalogue.data.capabilities, solution.state.items),
        areas: catalogue.data.areas,
        expectedStart: solution.expectedStart,
        clientId: solution.salesClient?.id,
        state: solution.state,
        role,
        userId: user.id,
        editable: false,
        leadProvider: isLeadProvider(role),
        screenshot: true,
        updateState: () => undefined,
      },
    [catalogue.data, solution, role, user.id],
  );
  if (catalogue.error) return <LoadFailure error={catalogue.error} />;
  if (!value) return <PageSpinner label="Loading…" />;
  return (
    <SolutionViewProvider value={value}>
      <DerivedView name={name} />
    </SolutionViewProvider>
  );
}

function LoadFailure({ error }: { error: unknown }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{loadErrorMessage(error)}</MessageBarBody>
    </MessageBar>
  );
}

export default function ScreenshotPage() {
  const styles = useStyles();
  const { solutionId = '', page } = useParams();
  const solution = useSolution(solutionId);
  const name = screenshotView(page);
  return (
    <main className={styles.root} aria-label={`${name} of solution ${solutionId}`}>
      {solution.error ? (
        <LoadFailure error={solution.error} />
      ) : solution.data ? (
        <Capture solution={solution.data} name={name} />
      ) : (
        <PageSpinner label="Loading…" />
      )}
    </main>
  );
}
