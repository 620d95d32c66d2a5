// @vitest-environment happy-dom
/**
 * The data modules modules.test.tsx leaves out: the solutions list (its path per view and page, and the rows'
 * schema), the user menu's counts, the public texts (no API, no token), a document's preview (a POST, not retried)
 * and the server's schedule of a solution (suspends; its Map of actions rebuilt).
 */
import { computeSchedule, ESTIMATE_ITEMS, scheduleToJson } from '@portal/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_COUNTS_ROW, SOLUTION_ROW } from './lists-and-texts.fixtures.ts';
import { documentPreviewKey, useDocumentPreview } from './document-preview.ts';
import { NOTIFICATION_COUNTS_KEY, useNotificationCounts } from './notification-counts.ts';
import { solutionScheduleKey, useSolutionSchedule } from './solution-schedule.ts';
import { fetchSolutionsPage, solutionsPath, useSolutions } from './solutions.ts';
import { useStaticText } from './static-text.ts';
import {
  freshCacheEachTest,
  loaded,
  problem,
  renderRetrying,
  rendersIdle,
  settle,
  stubApi,
} from './test-support.tsx';

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

describe('a document’s preview', () => {
  const id = '5b1e7c2a-8f3d-4e61-a0c9-2d7f4b9e1a36';
  const key = documentPreviewKey(id);
  const preview = {
    documentId: id,
    documentFileName: 'Proposal 1003 Mercia Cloud PC for hybrid working 2026-11-26.docx',
    previewImages: [{ page: 1, content: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' }],
  };

  it('is made by a POST to its key', async () => {
    const sent = stubApi({ [`POST ${key}`]: { body: preview } });
    expect((await loaded(() => useDocumentPreview(id))).current.data).toEqual(preview);
    expect(sent).toMatchObject([{ method: 'POST', path: key }]);
  });

  it('refuses pages that are not PNG data, and is not asked again after an error', async () => {
    const pages = [{ page: 1, content: 'https://files.provider.example/previews/page-1.png' }];
    const sent = stubApi({
      [`POST ${key}`]: { body: { ...preview, previewImages: pages } },
      [`POST ${documentPreviewKey('gone')}`]: problem(404, 'not_found', 'The document no longer exists.'),
    });
    const refused = renderRetrying(() => useDocumentPreview(id));
    const missing = renderRetrying(() => useDocumentPreview('gone'));
    await waitFor(() => expect(refused.current.error).toMatchObject({ code: 'invalid_response' }));
    await waitFor(() => expect(missing.current.error).toMatchObject({ status: 404 }));
    await settle(150);
    expect(sent).toHaveLength(2);
  });
});

describe('the server’s schedule of a solution', () => {
  // A partner's copy: the dates and people figures without the hours (ADR 0004).
  const schedule = computeSchedule({ items: ESTIMATE_ITEMS, expectedStart: '2027-03' });
  const json = JSON.parse(JSON.stringify(scheduleToJson(schedule, false))) as unknown;

  /** The app's SWR settings (a request deduplicated for 2 s), under a Suspense boundary. */
  function Suspending({ children }: { children: ReactNode }) {
    return <Suspense fallback={null}>{children}</Suspense>;
  }

  it('is read from its key with its Map of actions rebuilt', async () => {
    const sent = stubApi({ [`GET ${solutionScheduleKey('1004')}`]: { body: json } });
    // React 19 renders a suspending component only in an awaited act.
    const { result } = await act(async () =>
      renderHook(() => useSolutionSchedule('1004'), { wrapper: Suspending }),
    );
    await waitFor(() => expect(result.current?.data).toBeDefined());
    const data = result.current.data!;
    expect(data.actions).toBeInstanceOf(Map);
    expect([...data.actions.keys()].sort()).toEqual([...schedule.actions.keys()].sort());
    expect([data.endDate, data.calendarDays, data.hours]).toEqual([
      schedule.endDate,
      schedule.calendarDays,
      0,
    ]);
    expect(sent).toMatchObject([{ method: 'GET', path: '/sales/solutions/1004/schedule' }]);
  });

  it('is not asked for without a solution id (the browser computes it)', async () => {
    const sent = stubApi({});
    await rendersIdle(() => useSolutionSchedule(null));
    expect(sent).toEqual([]);
  });
});
