import { EMPTY_SEARCH_RESULTS, searchResultsSchema, searchTerm, type SearchResults } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

/** The path of GET /api/search for a term (undefined when the query is too short to search). */
export function searchPath(q: string): string | undefined {
  const term = searchTerm(q);
  return term ? `/search?q=${encodeURIComponent(term)}` : undefined;
}

export function fetchSearch(path: string): Promise<SearchResults> {
  return apiFetch(path, { schema: searchResultsSchema });
}

/** Results for the (debounced) query; a query under two characters asks nothing and finds nothing. */
export function useSearch(q: string) {
  const path = searchPath(q);
  const swr = useSWR(path ?? null, fetchSearch, { revalidateOnFocus: false, keepPreviousData: true });
  return { ...swr, searched: path !== undefined, data: path ? swr.data : EMPTY_SEARCH_RESULTS };
}
