import { pageSchema, solutionListItemSchema, type SolutionView } from '@portal/domain';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '../api/client.ts';

export const SOLUTIONS_PAGE_SIZE = 50;
const solutionsPageSchema = pageSchema(solutionListItemSchema);

export interface SolutionsQuery {
  view: SolutionView;
  /** Only for the region view. */
  region?: string;
}

/** The query string of GET /sales/solutions for one page. */
export function solutionsPath(query: SolutionsQuery, continuationToken?: string): string {
  const params = new URLSearchParams({ view: query.view, pageSize: String(SOLUTIONS_PAGE_SIZE) });
  if (query.view === 'region' && query.region) params.set('region', query.region);
  if (continuationToken) params.set('continuationToken', continuationToken);
  return `/sales/solutions?${params.toString()}`;
}

export function fetchSolutionsPage(path: string) {
  return apiFetch(path, { schema: solutionsPageSchema });
}

/** The solutions list, newest first, one page after another ('Load more' follows continuationToken). */
export function useSolutions(query: SolutionsQuery) {
  return useSWRInfinite(
    (index, previous: { continuationToken?: string } | null) => {
      if (index === 0) return solutionsPath(query);
      if (!previous?.continuationToken) return null;
      return solutionsPath(query, previous.continuationToken);
    },
    fetchSolutionsPage,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}
