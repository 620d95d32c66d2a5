/**
 * A version opened read-only (issue 22, `?version=N` on the solution's route): the builder's read-only tabs and
 * derived views drawn from the version's solution instead of the stored one, under a banner that says which
 * version it is and leads back. The store it runs on never saves (its save refuses), keeps no draft backup, and
 * the page context carries the version, so the CPoR view answers nothing.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { hasFullSolutionAccess, solutionNameOrDefault, userKind, type VersionDetail } from '@portal/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../lib/page-spinner.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { useCatalogue } from '../../../lib/data/catalogue.ts';
import { useSolutionVersion } from '../../../lib/data/solution-history.ts';
import { versionWords } from '../../../lib/solution-history/history-words.ts';
import { VersionEstimateSlot } from '../../../lib/solution-views/estimate-panel-slot.tsx';
import { BuilderProvider } from '../state/builder-context.tsx';
import { createBuilderStore } from '../state/builder-store.ts';
import { requestFrom } from '../state/server-owned.ts';
import { SolutionPageProvider, type SolutionPageValue } from '../state/page-context.tsx';
import { ReadOnlyView } from './read-only-view.tsx';

export const BACK_TO_CURRENT = 'Back to the current solution';
export const viewingText = (detail: VersionDetail) => `You are viewing ${versionWords(detail)}.`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  title: { overflowWrap: 'anywhere', margin: 0 },
  card: {
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  estimate: { maxWidth: '480px' },
});

/** /sales/solution/{id}?version=N */
export function VersionSolution({ id, version }: { id: string; version: number }) {
  const detail = useSolutionVersion(id, version);
  const catalogue = useCatalogue(detail.data ? detail.data.solution.catalogueVersion : null);
  const navigate = useNavigate();
  const error = detail.error ?? catalogue.error;
  if (error) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          Version {version} cannot be shown. {error instanceof Error ? error.message : ''}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => navigate(`/sales/solution/${id}`)}>{BACK_TO_CURRENT}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!detail.data || !catalogue.data) return <PageSpinner label={`Loading version ${version}…`} />;
  return <VersionScreen detail={detail.data} catalogue={catalogue.data} />;
}

function VersionScreen({
  detail,
  catalogue,
}: {
  detail: VersionDetail;
  catalogue: NonNullable<ReturnType<typeof useCatalogue>['data']>;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user, role } = useSignedInUser();
  const { solution } = detail;
  usePageTitle(solutionNameOrDefault(solution.fields.name));
  const store = useMemo(
    () =>
      createBuilderStore({
        initial: requestFrom(solution),
        base: solution,
        catalogue: catalogue.capabilities,
        save: () => Promise.reject(new Error('A version never changes.')),
      }),
    [solution, catalogue.capabilities],
  );
  const page = useMemo<SolutionPageValue>(
    () => ({
      kind: userKind(role),
      user,
      role,
      areas: catalogue.areas,
      refresh: () => undefined,
      refreshing: false,
      version: detail,
    }),
    [role, user, catalogue.areas, detail],
  );
  const back = () => navigate(`/sales/solution/${solution.id}`);

  return (
    <SolutionPageProvider value={page}>
      <BuilderProvider store={store}>
        <section className={styles.root} aria-labelledby="page-title">
          <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
            {solutionNameOrDefault(solution.fields.name)}
          </Text>
          <MessageBar intent="info" layout="multiline" aria-label="Version">
            <MessageBarBody>{viewingText(detail)}</MessageBarBody>
            <MessageBarActions>
              <Button icon={<ArrowLeftRegular />} onClick={back}>
                {BACK_TO_CURRENT}
              </Button>
            </MessageBarActions>
          </MessageBar>
          <div className={styles.card}>
            <ReadOnlyView withPreviousNext />
          </div>
          {/* The estimate as it was (full users only: the API sends it to no one else). */}
          {detail.estimate && hasFullSolutionAccess(role) ? (
            <div className={styles.estimate}>
              <VersionEstimateSlot estimate={detail.estimate} />
            </div>
          ) : null}
        </section>
      </BuilderProvider>
    </SolutionPageProvider>
  );
}
