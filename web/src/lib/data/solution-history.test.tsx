// @vitest-environment happy-dom
/**
 * A solution's history (issue 22): one key per read, the contract's schemas refusing other shapes, 'Save version'
 * putting the answer first in the cached list, the diff with now read again when the solution's ETag moves (and
 * the diff of two versions read once), and the audit trail page after page.
 */
import type { DiffResponse, HistoryEntry, VersionDetail, VersionSummary } from '@portal/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OLIVIA, SAM, SOLUTION } from './resources.fixtures.ts';
import {
  saveVersion,
  solutionDiffKey,
  solutionDiffPath,
  solutionHistoryPath,
  solutionVersionKey,
  solutionVersionsKey,
  useSolutionDiff,
  useSolutionHistory,
  useSolutionVersion,
  useSolutionVersions,
} from './solution-history.ts';
import { freshCacheEachTest, loaded, problem, settle, stubApi } from './test-support.tsx';

freshCacheEachTest();

const V1: VersionSummary = {
  version: 1,
  name: 'Partner submitted',
  kind: 'partner-submit',
  createdAt: '2027-03-01T09:00:00.000Z',
  createdBy: SAM,
};
const V2: VersionSummary = {
  version: 2,
  name: 'Sent to Mercia',
  kind: 'manual',
  createdAt: '2027-03-12T14:05:00.000Z',
  createdBy: OLIVIA,
};
const id = SOLUTION.id;
const renamed: DiffResponse = {
  from: V2,
  changes: [{ area: 'details', path: 'fields.name', label: 'Solution name', before: 'A', after: 'B' }],
};
const entry = (at: string): HistoryEntry => ({
  at,
  by: SAM,
  changes: [{ area: 'details', path: 'fields.name', label: 'Solution name', before: 'A', after: 'B' }],
});

describe('solution history', () => {
  it('keys each read under the solution', () => {
    expect(solutionVersionsKey('12')).toBe('/sales/solutions/12/versions');
    expect(solutionVersionKey('12', 3)).toBe('/sales/solutions/12/versions/3');
    expect(solutionDiffKey('12', 2, 'current', '"e7"')).toEqual([
      '/sales/solutions/12/diff?from=2&to=current',
      '"e7"',
    ]);
    expect(solutionDiffKey('12', 1, 2, '"e7"')).toEqual(['/sales/solutions/12/diff?from=1&to=2', '']);
    expect(solutionHistoryPath('12', 'p 2')).toBe(
      '/sales/solutions/12/history?pageSize=25&continuationToken=p+2',
    );
  });

  it('reads the versions and refuses a row without its kind', async () => {
    stubApi({ [`GET ${solutionVersionsKey(id)}`]: { body: [V2, V1] } });
    expect((await loaded(() => useSolutionVersions(id))).current.data).toEqual([V2, V1]);
    const { kind: _kind, ...withoutKind } = V1;
    stubApi({ [`GET ${solutionVersionsKey(`${id}0`)}`]: { body: [withoutKind] } });
    await expect(loaded(() => useSolutionVersions(`${id}0`))).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it("'Save version' posts the name and puts the new version first in the cached list", async () => {
    const sent = stubApi({
      [`GET ${solutionVersionsKey(id)}`]: { body: [V1] },
      [`POST ${solutionVersionsKey(id)}`]: { status: 201, body: V2 },
    });
    const result = await loaded(() => useSolutionVersions(id));
    await act(() => saveVersion(id, 'Sent to Mercia'));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Sent to Mercia' } });
    expect(result.current.data).toEqual([V2, V1]);
  });

  it('a refused save rejects with the API message', async () => {
    stubApi({ [`POST ${solutionVersionsKey(id)}`]: problem(400, 'invalid_request', 'Name the version.') });
    await expect(saveVersion(id, ' ')).rejects.toMatchObject({ status: 400, message: 'Name the version.' });
  });

  it('reads a version as it was, once', async () => {
    const detail: VersionDetail = { ...V2, solution: SOLUTION };
    const sent = stubApi({ [`GET ${solutionVersionKey(id, 2)}`]: { body: detail } });
    expect((await loaded(() => useSolutionVersion(id, 2))).current.data?.solution.id).toBe(id);
    expect(sent).toHaveLength(1);
  });

  it('reads the diff with now again when the solution is saved, the diff of two versions once', async () => {
    const sent = stubApi({
      [`GET ${solutionDiffPath(id, 2, 'current')}`]: { body: renamed },
      [`GET ${solutionDiffPath(id, 1, 2)}`]: { body: { ...renamed, from: V1, to: V2 } },
    });
    const { result, rerender } = renderHook(({ etag }) => useSolutionDiff(id, 2, 'current', etag), {
      initialProps: { etag: '"e1"' },
    });
    await waitFor(() => expect(result.current.data?.changes).toHaveLength(1));
    rerender({ etag: '"e2"' });
    await waitFor(() => expect(sent).toHaveLength(2));
    const versions = renderHook(({ etag }) => useSolutionDiff(id, 1, 2, etag), {
      initialProps: { etag: '"e1"' },
    });
    await waitFor(() => expect(versions.result.current.data?.to).toEqual(V2));
    versions.rerender({ etag: '"e2"' });
    await settle();
    expect(sent.map((s) => s.path)).toEqual([
      solutionDiffPath(id, 2, 'current'),
      solutionDiffPath(id, 2, 'current'),
      solutionDiffPath(id, 1, 2),
    ]);
  });

  it('asks nothing without a version to compare from', async () => {
    const sent = stubApi({});
    renderHook(() => useSolutionDiff(id, undefined, 'current', '"e1"'));
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('reads the audit trail page after page by the continuation token', async () => {
    const sent = stubApi({
      [`GET ${solutionHistoryPath(id)}`]: {
        body: { items: [entry('2027-03-12T14:05:00.000Z')], continuationToken: 'p2' },
      },
      [`GET ${solutionHistoryPath(id, 'p2')}`]: { body: { items: [entry('2027-03-01T09:00:00.000Z')] } },
    });
    const { result } = renderHook(() => useSolutionHistory(id));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(() => result.current.setSize(2));
    await waitFor(() =>
      expect(result.current.data?.map((p) => p.items[0]!.at)).toEqual([
        '2027-03-12T14:05:00.000Z',
        '2027-03-01T09:00:00.000Z',
      ]),
    );
    expect(sent.map((s) => s.path)).toContain(solutionHistoryPath(id, 'p2'));
  });
});
