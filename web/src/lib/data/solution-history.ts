/**
 * A solution's history (issue 22, ADR 0028): its named versions, one version as it was, the diff between two
 * versions (or a version and now) and the audit trail of accepted saves. One module, so nothing else reads these
 * keys: GET /sales/solutions/{id}/versions, .../versions/{n}, .../diff?from=&to=, .../history (paged).
 * A version never changes, so a version and a diff between two versions are read once; the diff with "now" is
 * keyed by the solution's ETag as well, so it is read again after each save of the solution.
 */
import {
  diffResponseSchema,
  historyPageSchema,
  versionDetailSchema,
  versionListSchema,
  versionSummarySchema,
  type VersionSummary,
} from '@portal/domain';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '../api/client.ts';

/** The history's page size ('Show more' reads the next). */
export const HISTORY_PAGE_SIZE = 25;

const base = (id: string) => `/sales/solutions/${encodeURIComponent(id)}`;

export const solutionVersionsKey = (id: string) => `${base(id)}/versions`;
export const solutionVersionKey = (id: string, version: number) => `${base(id)}/versions/${version}`;

/** The other side of a comparison: a version or the solution as it is now. */
export type DiffTarget = number | 'current';

export function solutionDiffPath(id: string, from: number, to: DiffTarget): string {
  return `${base(id)}/diff?from=${from}&to=${to}`;
}

/**
 * The diff's key: its path, and for a comparison with now the ETag of the solution the person is looking at (a
 * save makes it another request); '' between two versions.
 */
export function solutionDiffKey(id: string, from: number, to: DiffTarget, etag?: string): [string, string] {
  return [solutionDiffPath(id, from, to), to === 'current' ? (etag ?? '') : ''];
}

export function solutionHistoryPath(id: string, continuationToken?: string): string {
  const params = new URLSearchParams({ pageSize: String(HISTORY_PAGE_SIZE) });
  if (continuationToken) params.set('continuationToken', continuationToken);
  return `${base(id)}/history?${params.toString()}`;
}

export function fetchVersions(key: string) {
  return apiFetch(key, { schema: versionListSchema });
}

export function fetchVersion(key: string) {
  return apiFetch(key, { schema: versionDetailSchema });
}

export function fetchDiff([path]: readonly [string, string]) {
  return apiFetch(path, { schema: diffResponseSchema });
}

export function fetchHistoryPage(path: string) {
  return apiFetch(path, { schema: historyPageSchema });
}

/** The versions, newest first. */
export function useSolutionVersions(id: string | undefined) {
  return useSWR(id ? solutionVersionsKey(id) : null, fetchVersions, { revalidateOnFocus: false });
}

/** One version: the solution as it was, redacted for the reader's role. Immutable: read once. */
export function useSolutionVersion(id: string | undefined, version: number | undefined) {
  return useSWR(id && version ? solutionVersionKey(id, version) : null, fetchVersion, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The changes from version `from` to version `to` or to now (`etag`: the solution's, for now). */
export function useSolutionDiff(
  id: string | undefined,
  from: number | undefined,
  to: DiffTarget | undefined,
  etag?: string,
) {
  return useSWR(id && from && to !== undefined ? solutionDiffKey(id, from, to, etag) : null, fetchDiff, {
    revalidateOnFocus: false,
    revalidateIfStale: to === 'current',
  });
}

/** The audit trail, newest first, one page after another ('Show more' follows continuationToken). */
export function useSolutionHistory(id: string | undefined) {
  return useSWRInfinite(
    (index, previous: { continuationToken?: string } | null) => {
      if (!id) return null;
      if (index === 0) return solutionHistoryPath(id);
      if (!previous?.continuationToken) return null;
      return solutionHistoryPath(id, previous.continuationToken);
    },
    fetchHistoryPage,
    { revalidateFirstPage: true, revalidateOnFocus: false },
  );
}

/** 'Save version': a named version of the solution as it is stored now; put first in the cached list. */
export async function saveVersion(id: string, name: string): Promise<VersionSummary> {
  const created = await apiFetch(solutionVersionsKey(id), {
    method: 'POST',
    body: { name },
    schema: versionSummarySchema,
  });
  await mutate(
    solutionVersionsKey(id),
    (list: VersionSummary[] | undefined) => [
      created,
      ...(list ?? []).filter((v) => v.version !== created.version),
    ],
    { revalidate: false },
  );
  return created;
}

/** After a save of the solution: the versions (an automatic one may have been taken) are read again when shown. */
export function refreshSolutionVersions(id: string) {
  return mutate(solutionVersionsKey(id));
}
