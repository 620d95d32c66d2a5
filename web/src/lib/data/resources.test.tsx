// @vitest-environment happy-dom
/**
 * The single-resource modules modules.test.tsx only names a key of, or leaves out: one engagement (read, create,
 * save with If-Match, the engagement a 409 carries, the page's writes keeping the cache in step), one solution (read, and a saved one cached without a request),
 * the current user (only with a session, an error not retried), the local sign-in (no token sent), the relevance
 * table (its save refreshes the catalogue, the page's save caches the answer) and a template's preview.
 */
import type { Engagement } from '@portal/domain';
import { act, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, setApiUserId } from '../api/client.ts';
import { isApiError } from '../api/api-error.ts';
import { CATALOGUE_KEY, useCatalogue } from './catalogue.ts';
import { CURRENT_USER_KEY, useCurrentUser } from './current-user.ts';
import {
  conflictEngagement,
  createEngagement,
  engagementKey,
  saveEngagement,
  useEngagement,
  useEngagementWrites,
} from './engagement.ts';
import { ENGAGEMENTS_KEY, useEngagementList } from './engagements.ts';
import { SOLUTION_ROW } from './lists-and-texts.fixtures.ts';
import { requestLocalToken, useLocalSignInUsers } from './local-sign-in-users.ts';
import { RELEVANCE_KEY, saveRelevance, useRelevanceTable, useRelevanceWrites } from './relevance.ts';
import {
  catalogueVersion,
  CURRENT_USER,
  ENGAGEMENT,
  ENGAGEMENT_ROW,
  LOCAL_USERS,
  RELEVANCE_TABLE,
  SAM,
  SAVE_ENGAGEMENT,
  savedEngagement,
  SOLUTION,
  TEMPLATE_PREVIEW,
  THEIR_ENGAGEMENT,
} from './resources.fixtures.ts';
import { cacheSolution, solutionPath, useSolution } from './solution.ts';
import { previewKey, useTemplatePreview } from './template-preview.ts';
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

describe('one engagement', () => {
  const key = engagementKey(ENGAGEMENT.id);

  it('is read under /sales/engagements/{id} (encoded) and not read without an id', async () => {
    expect(key).toBe('/sales/engagements/engagement-demo-mercia');
    expect(engagementKey('mercia/1 a')).toBe('/sales/engagements/mercia%2F1%20a');
    const sent = stubApi({ [`GET ${key}`]: { body: ENGAGEMENT } });
    await rendersIdle(() => useEngagement(undefined));
    expect(sent).toEqual([]);
    expect((await loaded(() => useEngagement(ENGAGEMENT.id))).current.data).toEqual(ENGAGEMENT);
  });

  it('refuses a list row, or an engagement without its etag, under its key', async () => {
    const { etag: _etag, ...withoutEtag } = ENGAGEMENT;
    stubApi({
      [`GET ${key}`]: { body: ENGAGEMENT_ROW },
      [`GET ${engagementKey('engagement-demo-severn')}`]: {
        body: { ...withoutEtag, id: 'engagement-demo-severn' },
      },
    });
    await expect(loaded(() => useEngagement(ENGAGEMENT.id))).rejects.toMatchObject({
      code: 'invalid_response',
    });
    await expect(loaded(() => useEngagement('engagement-demo-severn'))).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('create POSTs the request to /sales/engagements and answers the engagement with its deck job', async () => {
    const answer = savedEngagement(ENGAGEMENT);
    const sent = stubApi({ 'POST /sales/engagements': { status: 201, body: answer } });
    expect(await createEngagement(SAVE_ENGAGEMENT)).toEqual(answer);
    expect(sent).toMatchObject([{ method: 'POST', path: '/sales/engagements' }]);
    expect(sent[0]!.body).toEqual(SAVE_ENGAGEMENT);
    expect(sent[0]!.headers['if-match']).toBeUndefined();
  });

  it('create and save refuse an answer without the deck job', async () => {
    stubApi({
      'POST /sales/engagements': { status: 201, body: ENGAGEMENT },
      [`PUT ${key}`]: { body: { engagement: ENGAGEMENT } },
    });
    await expect(createEngagement(SAVE_ENGAGEMENT)).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(saveEngagement(ENGAGEMENT.id, SAVE_ENGAGEMENT, ENGAGEMENT.etag)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('save PUTs to its key with If-Match: the etag it was read with', async () => {
    const answer = savedEngagement({ ...ENGAGEMENT, etag: '"engagement-demo-mercia-3"' });
    const sent = stubApi({ [`PUT ${key}`]: { body: answer } });
    expect(await saveEngagement(ENGAGEMENT.id, SAVE_ENGAGEMENT, ENGAGEMENT.etag)).toEqual(answer);
    expect(sent).toMatchObject([{ method: 'PUT', path: key }]);
    expect(sent[0]!.body).toEqual(SAVE_ENGAGEMENT);
    expect(sent[0]!.headers['if-match']).toBe('"engagement-demo-mercia-2"');
  });

  it("the page's create and save read the list again and put the stored engagement under its key", async () => {
    const created = savedEngagement(ENGAGEMENT);
    const saved = savedEngagement({ ...ENGAGEMENT, etag: '"engagement-demo-mercia-3"' });
    const sent = stubApi({
      [`GET ${ENGAGEMENTS_KEY}`]: { body: { items: [ENGAGEMENT_ROW] } },
      'POST /sales/engagements': { status: 201, body: created },
      [`PUT ${key}`]: { body: saved },
    });
    let writes!: ReturnType<typeof useEngagementWrites>;
    const result = await loaded(() => {
      writes = useEngagementWrites();
      const list = useEngagementList();
      // Reads the engagement's entry only: no fetcher, so only a write puts anything there.
      const one = useSWR<Engagement>(key, null);
      return { data: list.data && { one: one.data }, error: list.error as unknown };
    });
    expect(result.current.data?.one).toBeUndefined();
    await act(() => writes.create(SAVE_ENGAGEMENT));
    await waitFor(() => expect(result.current.data?.one).toEqual(created.engagement));
    await act(() => writes.save(ENGAGEMENT.id, SAVE_ENGAGEMENT, ENGAGEMENT.etag));
    await waitFor(() => expect(result.current.data?.one).toEqual(saved.engagement));
    await settle();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${ENGAGEMENTS_KEY}`,
      'POST /sales/engagements',
      `GET ${ENGAGEMENTS_KEY}`,
      `PUT ${key}`,
      `GET ${ENGAGEMENTS_KEY}`,
    ]);
  });

  it('a 409 carries the stored engagement, which conflictEngagement picks out', async () => {
    const stale = 'Someone else saved this engagement after you opened it. Reload to see their changes.';
    stubApi({ [`PUT ${key}`]: problem(409, 'conflict', stale, { current: THEIR_ENGAGEMENT }) });
    const error: unknown = await saveEngagement(ENGAGEMENT.id, SAVE_ENGAGEMENT, ENGAGEMENT.etag).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(409);
    expect(conflictEngagement(isApiError(error) ? error.details : undefined)).toEqual(THEIR_ENGAGEMENT);
  });

  it('conflictEngagement gives undefined when the 409 carries no engagement', () => {
    expect(conflictEngagement(undefined)).toBeUndefined();
    expect(conflictEngagement({})).toBeUndefined();
    expect(conflictEngagement({ current: ENGAGEMENT_ROW })).toBeUndefined();
    expect(conflictEngagement({ current: RELEVANCE_TABLE })).toBeUndefined();
    expect(conflictEngagement(THEIR_ENGAGEMENT)).toBeUndefined();
  });
});

describe('one solution', () => {
  const path = solutionPath(SOLUTION.id);

  it('its key is /sales/solutions/{id}, encoded', () => {
    expect(path).toBe('/sales/solutions/1003');
    expect(solutionPath('10/03 a')).toBe('/sales/solutions/10%2F03%20a');
  });

  it('is read and validated: the stored solution with its etag, not a list row', async () => {
    stubApi({
      [`GET ${path}`]: { body: SOLUTION },
      [`GET ${solutionPath(SOLUTION_ROW.id)}`]: { body: SOLUTION_ROW },
    });
    expect((await loaded(() => useSolution(SOLUTION.id))).current.data).toEqual(SOLUTION);
    await expect(loaded(() => useSolution(SOLUTION_ROW.id))).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('a saved solution becomes the cached one under the same key, without a second GET', async () => {
    const saved = {
      ...SOLUTION,
      fields: { ...SOLUTION.fields, name: 'Mercia Cloud PC for 40 sites' },
      modifiedAt: '2026-11-26T09:30:00.000Z',
      etag: '"solution-1003-5"',
    };
    const sent = stubApi({ [`GET ${path}`]: { body: SOLUTION } });
    const result = await loaded(() => useSolution(SOLUTION.id));
    await act(() => cacheSolution(saved));
    await settle();
    expect(result.current.data).toEqual(saved);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${path}`]);
  });
});

describe('the current user', () => {
  it('is read from /v2/users/current only while there is a session', async () => {
    expect(CURRENT_USER_KEY).toBe('/v2/users/current');
    const sent = stubApi({ 'GET /v2/users/current': { body: CURRENT_USER } });
    await rendersIdle(() => useCurrentUser(false));
    expect(sent).toEqual([]);
    expect((await loaded(() => useCurrentUser(true))).current.data).toEqual(CURRENT_USER);
  });

  it('refuses a user without the role in effect', async () => {
    const { role: _role, ...withoutRole } = CURRENT_USER;
    stubApi({ 'GET /v2/users/current': { body: withoutRole } });
    await expect(loaded(() => useCurrentUser(true))).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('an error is not retried (the session rule decides), even where SWR would retry', async () => {
    const sent = stubApi({
      'GET /v2/users/current': problem(401, 'unauthorized', 'Your session has ended. Please sign in again.'),
    });
    const result = renderRetrying(() => useCurrentUser(true));
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 401 }));
    await settle(150);
    expect(sent).toHaveLength(1);
  });
});

describe('the local sign-in', () => {
  afterEach(() => {
    configureApiClient({ getToken: async () => null });
    setApiUserId(undefined);
  });

  /** A session in the browser (a token and the user's id), so a call that is not anonymous would carry both. */
  function signedIn() {
    configureApiClient({ getToken: async () => 'token-of-sam' });
    setApiUserId(CURRENT_USER.id);
  }

  it('lists the seeded users without sending the session (an ordinary call would)', async () => {
    signedIn();
    const sent = stubApi({
      'GET /local-auth/users': { body: LOCAL_USERS },
      'GET /v2/users/current': { body: CURRENT_USER },
    });
    expect((await loaded(() => useLocalSignInUsers())).current.data).toEqual(LOCAL_USERS);
    await loaded(() => useCurrentUser(true));
    const [users, current] = sent;
    expect(users).toMatchObject({ method: 'GET', path: '/local-auth/users' });
    expect(users!.headers).not.toHaveProperty('authorization');
    expect(users!.headers).not.toHaveProperty('x-portal-authorization');
    expect(users!.headers).not.toHaveProperty('x-portal-user-id');
    expect(current!.headers).toMatchObject({
      authorization: 'Bearer token-of-sam',
      'x-portal-user-id': CURRENT_USER.id,
    });
  });

  it('refuses users without their role', async () => {
    stubApi({ 'GET /local-auth/users': { body: LOCAL_USERS.map(({ name, email }) => ({ name, email })) } });
    await expect(loaded(() => useLocalSignInUsers())).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('asks for a token with the e-mail alone in the body, and no token of its own', async () => {
    signedIn();
    const token = {
      token: 'eyJhbGciOiJIUzI1NiJ9.c2FtQHByb3ZpZGVy.c2lnbmVk',
      expiresAt: '2026-11-26T17:00:00.000Z',
    };
    const sent = stubApi({ 'POST /local-auth/token': { body: token } });
    expect(await requestLocalToken(SAM.email)).toEqual(token);
    expect(sent).toMatchObject([{ method: 'POST', path: '/local-auth/token', body: { email: SAM.email } }]);
    expect(Object.keys(sent[0]!.body as object)).toEqual(['email']);
    expect(sent[0]!.headers).not.toHaveProperty('authorization');
    expect(sent[0]!.headers).not.toHaveProperty('x-portal-user-id');
  });
});

describe('the relevance table', () => {
  it('is read from /sales/configuration/relevance for admins only', async () => {
    expect(RELEVANCE_KEY).toBe('/sales/configuration/relevance');
    const sent = stubApi({ [`GET ${RELEVANCE_KEY}`]: { body: RELEVANCE_TABLE } });
    await rendersIdle(() => useRelevanceTable(false));
    expect(sent).toEqual([]);
    expect((await loaded(() => useRelevanceTable(true))).current.data).toEqual(RELEVANCE_TABLE);
  });

  it('refuses a table without the catalogue version it was read from', async () => {
    const { catalogueVersion: _version, ...withoutVersion } = RELEVANCE_TABLE;
    stubApi({ [`GET ${RELEVANCE_KEY}`]: { body: withoutVersion } });
    await expect(loaded(() => useRelevanceTable(true))).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('a save sends the rows with If-Match and reads the catalogue again (a new version)', async () => {
    let current = 1;
    const rows = [{ id: 'cap-discovery-assessment', EX: 90, CS: 45, ROI: 60, TCO: 65, OE: 75 }];
    const savedTable = {
      rows: [{ ...RELEVANCE_TABLE.rows[0]!, EX: 90 }],
      catalogueVersion: 2,
      etag: '"catalogue-current-2"',
    };
    const sent = stubApi({
      [`GET ${CATALOGUE_KEY}`]: () => ({
        body: catalogueVersion(current),
        etag: `"catalogue-current-${current}"`,
      }),
      [`POST ${RELEVANCE_KEY}`]: () => {
        current = 2;
        return { status: 201, body: savedTable };
      },
    });
    const catalogue = await loaded(() => useCatalogue(undefined));
    expect(catalogue.current.data).toMatchObject({ version: 1 });

    expect(await act(() => saveRelevance(rows, RELEVANCE_TABLE.etag))).toEqual(savedTable);
    const post = sent.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ path: RELEVANCE_KEY, body: { rows } });
    expect(post!.headers['if-match']).toBe('"catalogue-current-1"');
    await waitFor(() =>
      expect(catalogue.current.data).toMatchObject({ version: 2, etag: '"catalogue-current-2"' }),
    );
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${CATALOGUE_KEY}`,
      `POST ${RELEVANCE_KEY}`,
      `GET ${CATALOGUE_KEY}`,
    ]);
  });

  it("the page's save makes the answered table the cached one, without reading it again; show puts a newer one", async () => {
    const savedTable = { ...RELEVANCE_TABLE, catalogueVersion: 2, etag: '"catalogue-current-2"' };
    const sent = stubApi({
      [`GET ${RELEVANCE_KEY}`]: { body: RELEVANCE_TABLE },
      [`POST ${RELEVANCE_KEY}`]: { status: 201, body: savedTable },
    });
    let writes!: ReturnType<typeof useRelevanceWrites>;
    const table = await loaded(() => {
      writes = useRelevanceWrites();
      return useRelevanceTable(true);
    });
    await act(() => writes.save([], RELEVANCE_TABLE.etag));
    expect(table.current.data).toEqual(savedTable);
    const newer = { ...savedTable, catalogueVersion: 3, etag: '"catalogue-current-3"' };
    await act(() => writes.show(newer));
    expect(table.current.data).toEqual(newer);
    expect(sent.filter((r) => r.path === RELEVANCE_KEY).map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});

describe('a template’s preview', () => {
  it('is read from /sales/templates/{id}/preview (encoded), and not without an id', async () => {
    expect(previewKey('template-engagement')).toBe('/sales/templates/template-engagement/preview');
    expect(previewKey('my deck/v2')).toBe('/sales/templates/my%20deck%2Fv2/preview');
    const sent = stubApi({ 'GET /sales/templates/template-engagement/preview': { body: TEMPLATE_PREVIEW } });
    await rendersIdle(() => useTemplatePreview(undefined));
    expect(sent).toEqual([]);
    expect((await loaded(() => useTemplatePreview('template-engagement'))).current.data).toEqual(
      TEMPLATE_PREVIEW,
    );
  });

  it('refuses the template alone (no format, no problems list)', async () => {
    stubApi({ 'GET /sales/templates/template-engagement/preview': { body: TEMPLATE_PREVIEW.template } });
    await expect(loaded(() => useTemplatePreview('template-engagement'))).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
