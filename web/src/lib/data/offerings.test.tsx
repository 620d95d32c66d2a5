// @vitest-environment happy-dom
/**
 * The offerings (ADR 0041): one key and one shape, `{ offerings, etag }`, read by the engagement wizard, the sales
 * helper and Admin > Offerings; a save POSTs the whole list with If-Match and caches the answer without a GET; a
 * list of another shape is refused.
 */
import type { Offering } from '@portal/domain';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFERINGS_KEY, refreshOfferings, saveOfferings, useOfferings } from './offerings.ts';
import { freshCacheEachTest, loaded, rendersIdle, stubApi } from './test-support.tsx';

freshCacheEachTest();

const ZERO_TRUST: Offering = {
  id: 'offering-zero-trust',
  name: 'Zero Trust',
  areaId: 'area-security',
  description: 'Verify every access',
};

describe('offerings', () => {
  it('refuses offerings of another shape (an area that is none of the four)', async () => {
    stubApi({
      'GET /sales/configuration/offerings': { body: { value: [{ ...ZERO_TRUST, areaId: 'area-x' }] } },
    });
    await expect(loaded(() => useOfferings())).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reads the stored list and its ETag; a save sends If-Match and caches the answer; Reload reads again', async () => {
    expect(OFFERINGS_KEY).toBe('/sales/configuration/offerings');
    let version = 1;
    const renamed = { ...ZERO_TRUST, name: 'Zero Trust Access' };
    const sent = stubApi({
      'GET /sales/configuration/offerings': () => ({
        body: { name: 'offerings', value: version === 1 ? [ZERO_TRUST] : [renamed] },
        etag: `"o-${version}"`,
      }),
      'POST /sales/configuration/offerings': () => {
        version = 2;
        return { body: { name: 'offerings', value: [renamed] }, etag: '"o-2"' };
      },
    });
    const result = await loaded(() => useOfferings());
    expect(result.current.data).toEqual({ offerings: [ZERO_TRUST], etag: '"o-1"' });
    await act(() => saveOfferings([renamed], '"o-1"'));
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.headers['if-match']).toBe('"o-1"');
    expect(post.body).toEqual({ offerings: [renamed] });
    expect(result.current.data).toEqual({ offerings: [renamed], etag: '"o-2"' });
    expect(sent.filter((r) => r.method === 'GET')).toHaveLength(1);
    await act(() => refreshOfferings());
    expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('asks nothing when not enabled', async () => {
    const sent = stubApi({});
    await rendersIdle(() => useOfferings(false));
    expect(sent).toHaveLength(0);
  });
});
