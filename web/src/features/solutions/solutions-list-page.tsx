import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import {
  canCreateSolution,
  hasFullSolutionAccess,
  DEFAULT_REGION_ID,
  LIST_LOAD_DELAY_MS,
  PRESENCE_REFRESH_MS,
  type SolutionView,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { useDelayedFlag } from '../../lib/hooks/use-delayed-flag.ts';
import { useNow } from '../../lib/hooks/use-now.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useSolutions } from '../../lib/data/solutions.ts';
import { SolutionsTable } from './solutions-table.tsx';
import { resolveView, ViewFilter, widerView } from './view-filter.tsx';

const ImportSolutionDialog = lazy(() => import('./import-solution-dialog.tsx'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  title: { flexGrow: 1 },
  more: { alignSelf: 'center' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    color: tokens.colorNeutralForeground2,
  },
});

/** /sales/solution: the solutions list with its view filter (kept in ?view=) and paging. */
export default function SolutionsListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user, role } = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const view = resolveView(role, params.get('view'));
  const region = user.regionId || DEFAULT_REGION_ID;
  const { data, error, isLoading, isValidating, size, setSize } = useSolutions({ view, region });
  const showSpinner = useDelayedFlag(isLoading, LIST_LOAD_DELAY_MS);
  const now = useNow(PRESENCE_REFRESH_MS);
  const [importing, setImporting] = useState(false);

  const items = data?.flatMap((page) => page.items) ?? [];
  // An empty view offers the wider one (issue 30).
  const wider = widerView(role, view);
  const hasMore = Boolean(data?.[data.length - 1]?.continuationToken);
  const loadingMore = isValidating && data !== undefined && size > data.length;

  const onViewChange = (next: SolutionView) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('view', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <div className={styles.toolbar}>
        <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
          Solutions
        </Text>
        <ViewFilter role={role} value={view} onChange={onViewChange} />
        {canCreateSolution(role) ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/sales/solution/new')}>
            New Solution
          </Button>
        ) : null}
        {hasFullSolutionAccess(role) ? (
          <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
            Import Solution
          </Button>
        ) : null}
      </div>
      {importing ? (
        <Suspense fallback={<Spinner size="tiny" label="Loading..." />}>
          <ImportSolutionDialog onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(error) ? error.message : 'The solutions could not be loaded.'}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {showSpinner ? <Spinner label="Loading solutions…" /> : null}
      {!isLoading && !error && items.length === 0 ? (
        <div className={styles.empty}>
          <Text role="status">No solutions found!</Text>
          {wider ? <Button onClick={() => onViewChange(wider.view)}>{wider.label}</Button> : null}
        </div>
      ) : null}
      {items.length > 0 ? <SolutionsTable items={items} role={role} now={now} /> : null}
      {hasMore ? (
        <Button className={styles.more} disabled={loadingMore} onClick={() => void setSize(size + 1)}>
          {loadingMore ? <Spinner size="tiny" label="Loading…" /> : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
