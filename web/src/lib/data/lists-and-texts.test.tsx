// @vitest-environment happy-dom
/**
 * The data modules modules.test.tsx leaves out: the solutions list (its path per view and page, and the rows'
 * schema), the user menu's counts, the public texts (no API, no token) and a document's preview (a POST).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_COUNTS_ROW, SOLUTION_ROW } from './lists-and-texts.fixtures.ts';
import { documentPreviewKey } from './document-preview.ts';
import { NOTIFICATION_COUNTS_KEY, useNotificationCounts } from './notification-counts.ts';
import { solutionScheduleKey } from './solution-schedule.ts';
import { fetchSolutionsPage, solutionsPath, useSolutions } from './solutions.ts';
import { useStaticText } from './static-text.ts';
import { freshCacheEachTest, loaded, stubApi } from './test-support.tsx';

freshCacheEachTest();

describe('the solutions list', () => {
  it.each([
    [{ view: 'all' as const }, undefined, '/sales/solutions?view=all&pageSize=50'],
    [
      { view: 'region' as const, region: 'EME-UKI' },
      undefined,
      '/sales/solutions?view=region&pageSize=50&region=EME-UKI',
    ],
    [{ view: 'created' as const }, 'p 2', '/sales/solutions?view=created&pageSize=50&continuationToken=p+2'],
    [{ view: 'all' as const, region: 'EME-UKI' }, undefined, '/sales/solutions?view=all&pageSize=50'],
  ])('%j, page %s: %s', (query, token, path) => {
    expect(solutionsPath(query, token)).toBe(path);
  });

  it('reads page after page by the continuation token', async () => {
    const sent = stubApi({
      [`GET ${solutionsPath({ view: 'all' })}`]: { body: { items: [SOLUTION_ROW], continuationToken: 'p2' } },
      [`GET ${solutionsPath({ view: 'all' }, 'p2')}`]: { body: { items: [{ ...SOLUTION_ROW, id: '13' }] } },
    });
    const { result } = renderHook(() => useSolutions({ view: 'all' }));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(() => result.current.setSize(2));
    await waitFor(() => expect(result.current.data?.map((p) => p.items[0]!.id)).toEqual(['12', '13']));
    expect(sent.map((s) => s.path)).toEqual([
      solutionsPath({ view: 'all' }),
      solutionsPath({ view: 'all' }, 'p2'),
    ]);
  });

  it('refuses rows without the stage every list row now carries', async () => {
    const { stage: _stage, ...withoutStage } = SOLUTION_ROW;
    const path = solutionsPath({ view: 'all' });
    stubApi({ [`GET ${path}`]: { body: { items: [withoutStage] } } });
    await expect(fetchSolutionsPage(path)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('the other keys and reads', () => {
  it('the counts of the user menu', async () => {
    expect(NOTIFICATION_COUNTS_KEY).toBe('/notifications/counts');
    stubApi({ 'GET /notifications/counts': { body: [DOCUMENT_COUNTS_ROW] } });
    expect((await loaded(() => useNotificationCounts(true))).current.data).toEqual([DOCUMENT_COUNTS_ROW]);
  });

  it('keys per solution and per document', () => {
    expect(solutionScheduleKey('12')).toBe('/sales/solutions/12/schedule');
    expect(documentPreviewKey('a/b c')).toBe('/sales/documents/a%2Fb%20c/preview-images/content');
  });

  it('the public texts come from the site, not the API, and a missing one is an error', async () => {
    const sent = stubApi({});
    const { result } = renderHook(() => useStaticText('/documentation.txt'));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(String(result.current.error)).toContain('/documentation.txt could not be loaded (404)');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/documentation.txt' });
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });
});
