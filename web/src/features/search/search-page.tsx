/**
 * /search (ADR 0023): one box that finds the solutions, clients and capabilities the user may see. The query is
 * kept in the address (?q=, replaced while typing after a 300 ms pause), so Back from an opened result comes
 * back to the same results; fewer than two characters search nothing.
 */
import {
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchTerm } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useSearch } from '../../lib/data/search.ts';
import { SearchResultsView } from './search-results.tsx';

/** The pause after the last key before the query is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  box: { maxWidth: '560px' },
  status: { color: tokens.colorNeutralForeground2, minHeight: '20px' },
});

export default function SearchPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role, mode } = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const written = useRef(q);

  // Back and Forward change the address: the box follows.
  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      setText(q);
    }
  }, [q]);

  // Typing: the address follows after a pause (replaced, so Back leaves the page rather than undoing letters).
  useEffect(() => {
    const next = text.trim();
    if (next === q.trim()) return;
    const timer = setTimeout(() => {
      written.current = next;
      const nextParams = new URLSearchParams(params);
      if (next) nextParams.set('q', next);
      else nextParams.delete('q');
      setParams(nextParams, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, params, setParams]);

  const { data, error, isLoading, searched } = useSearch(q);
  const term = searchTerm(q);
  const total = data ? data.solutions.length + data.clients.length + data.capabilities.length : 0;

  let status = '';
  if (!term) status = q.trim() ? `Type at least ${SEARCH_MIN_LENGTH} characters.` : '';
  else if (data && !isLoading && total === 0) status = `No results for "${term}"`;
  else if (data && !isLoading) status = `${total} ${total === 1 ? 'result' : 'results'} for "${term}"`;

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        {title}
      </Text>
      <Field className={styles.box} label="Find solutions, clients and capabilities">
        <SearchBox
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Name, client or solution number"
          autoFocus={!q}
          onChange={(_e, d) => setText(d.value)}
        />
      </Field>
      <Text className={styles.status} role="status">
        {status}
      </Text>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(error) ? error.message : 'The search could not be done.'}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {searched && isLoading ? <Spinner size="small" label="Searching…" /> : null}
      {term && data && total > 0 ? <SearchResultsView results={data} role={role} mode={mode} /> : null}
    </section>
  );
}
