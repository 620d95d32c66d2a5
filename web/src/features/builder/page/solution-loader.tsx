/**
 * Loading a solution page: the solution (SWR), the catalogue version it was built from (the current one for
 * a new solution or version 0), clients and countries. A spinner appears after 250 ms; a failure shows the
 * API's message ('This solution does not exist.' for a 404).
 */
import {
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { canCreateSolution, newSolutionRequest, organizationOf, type Solution } from '@portal/domain';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { openVersionOf } from '../../../lib/solution-history/history-address.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PageSpinner } from '../../../lib/page-spinner.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { cacheCatalogue, useCatalogue } from '../../../lib/data/catalogue.ts';
import { useClients } from '../../../lib/data/clients.ts';
import { useCountries } from '../../../lib/data/countries.ts';
import { cacheSolution, useSolution } from '../../../lib/data/solution.ts';
import { VersionSolution } from '../readonly/version-view.tsx';
import { BuilderRoot } from './builder-root.tsx';

/** After the first save the browser moves to the solution's own route (spec: save-and-redirect 200 ms). */
export const SAVE_REDIRECT_MS = 200;
export const NOT_FOUND_MESSAGE = 'This solution does not exist.';
export const LOAD_ERROR_TITLE = 'The solution cannot be shown';

const useStyles = makeStyles({
  error: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
});

export function loadErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 404 ? NOT_FOUND_MESSAGE : error.message;
  return 'The solution could not be loaded.';
}

function LoadError({ error }: { error: unknown }) {
  const styles = useStyles();
  const navigate = useNavigate();
  // A solution that does not exist (404) or could not be loaded is titled as its message is.
  usePageTitle(LOAD_ERROR_TITLE);
  return (
    <div className={styles.error}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{LOAD_ERROR_TITLE}</MessageBarTitle>
          {loadErrorMessage(error)}
        </MessageBarBody>
      </MessageBar>
      <Link
        href="/sales/solution"
        onClick={(e) => {
          e.preventDefault();
          navigate('/sales/solution');
        }}
      >
        Back to solutions
      </Link>
    </div>
  );
}

/** /sales/solution/{id}, or one of its versions read-only with ?version=N (issue 22). */
export function ExistingSolution({ id }: { id: string }) {
  const version = openVersionOf(useSearchParams()[0]);
  if (version !== undefined) return <VersionSolution key={version} id={id} version={version} />;
  return <CurrentSolution id={id} />;
}

function CurrentSolution({ id }: { id: string }) {
  const solution = useSolution(id);
  const catalogue = useCatalogue(solution.data ? solution.data.catalogueVersion : null);
  const clients = useClients();
  const countries = useCountries();
  const { mutate } = solution;
  const reload = useCallback(() => mutate(), [mutate]);

  const loaded = Boolean(solution.data && catalogue.data && clients.data && countries.data);
  // The builder's first render (a few hundred components) is a background render React slices into short tasks,
  // so the page stays responsive while it builds; the spinner shows until it is done (ADR 0048).
  const shown = useDeferredValue(loaded);

  const error = solution.error ?? catalogue.error ?? clients.error ?? countries.error;
  if (error) return <LoadError error={error} />;
  if (!solution.data || !catalogue.data || !clients.data || !countries.data || !shown) {
    return <PageSpinner label="Loading solution…" />;
  }
  return <BuilderRoot solution={solution.data} catalogue={catalogue.data} reload={reload} />;
}

/** /sales/solution/new (and any non-numeric id): a new solution, created by Next on step 1. */
export function NewSolution() {
  const { role } = useSignedInUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const catalogue = useCatalogue(undefined);
  const clients = useClients();
  const countries = useCountries();
  const [now] = useState(() => new Date());
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onCreated = useCallback(
    (created: Solution) => {
      notify('Solution Created!');
      // The solution's own route then starts from these without a round trip.
      void cacheSolution(created);
      if (catalogue.data) void cacheCatalogue(catalogue.data, created.catalogueVersion);
      redirect.current = setTimeout(
        () => navigate(`/sales/solution/${created.id}`, { replace: true }),
        SAVE_REDIRECT_MS,
      );
    },
    [notify, navigate, catalogue.data],
  );

  if (!canCreateSolution(role)) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Your role can view solutions but cannot create them.</MessageBarBody>
      </MessageBar>
    );
  }
  const error = catalogue.error ?? clients.error ?? countries.error;
  if (error) return <LoadError error={error} />;
  if (!catalogue.data || !clients.data || !countries.data) return <PageSpinner label="Loading…" />;
  return (
    <BuilderRoot
      solution={undefined}
      initial={{
        ...newSolutionRequest({ organization: organizationOf(role), now }),
        catalogueVersion: catalogue.data.version,
      }}
      catalogue={catalogue.data}
      onCreated={onCreated}
    />
  );
}
