// @vitest-environment happy-dom
/**
 * The catalogue: one key function (current or a version), one shape with areas, capabilities, currentVersion and the
 * ETag of `current`, for the builder, the admin pages, the offerings and the sales helper; a save caches the new
 * version as current with its ETag (so the next save sends the right If-Match and the builder still has its areas).
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_KEY,
  cataloguePath,
  saveCatalogue,
  storedCatalogueSchema,
  useCatalogue,
} from './catalogue.ts';
import { loaded, stubApi, freshCacheEachTest } from './test-support.tsx';

const AREAS = [{ id: 'core', name: 'Core' }];
const CAPS = [{ id: 'cap-1', name: 'Device management', areaId: 'core' }];
const BY = { id: 'u1', name: 'Alex Morgan', email: 'admin@provider.example' };
const version = (n: number, capabilities = CAPS) => ({
  version: n,
  areas: AREAS,
  capabilities,
  createdAt: '2026-11-01T10:00:00Z',
  createdBy: BY,
});

freshCacheEachTest();

describe('catalogue', () => {
  it('keys: the current version without a query, a version with ?version=N (0: the current one)', () => {
    expect(CATALOGUE_KEY).toBe('/sales/configuration');
    expect(cataloguePath(undefined)).toBe('/sales/configuration');
    expect(cataloguePath(0)).toBe('/sales/configuration');
    expect(cataloguePath(3)).toBe('/sales/configuration?version=3');
  });

  it('reads a version with currentVersion and the ETag of current; a partner’s copy has no createdBy', async () => {
    stubApi({
      'GET /sales/configuration?version=3': { body: { ...version(3), currentVersion: 4 }, etag: '"cur-4"' },
    });
    const result = await loaded(() => useCatalogue(3));
    expect(result.current.data).toMatchObject({
      version: 3,
      currentVersion: 4,
      areas: AREAS,
      etag: '"cur-4"',
    });
    const { createdBy: _by, ...partnerCopy } = version(3);
    expect(storedCatalogueSchema.safeParse(partnerCopy).success).toBe(true);
    expect(storedCatalogueSchema.safeParse({ version: 3, capabilities: CAPS }).success).toBe(false);
  });

  it('null asks nothing (the version is not known yet)', async () => {
    const sent = stubApi({});
    const { result } = renderHook(() => useCatalogue(null));
    expect(result.current.data).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('a save sends If-Match and caches the new version as current, with its areas and new ETag', async () => {
    const next = [{ ...CAPS[0]!, name: 'Endpoint management' }];
    const sent = stubApi({
      'GET /sales/configuration': { body: { ...version(4), currentVersion: 4 }, etag: '"cur-4"' },
      'POST /sales/configuration': { body: version(5, next), etag: '"cur-5"' },
    });
    const result = await loaded(() => useCatalogue(undefined));
    await act(() => saveCatalogue(next, result.current.data!.etag));
    expect(sent.find((r) => r.method === 'POST')?.headers['if-match']).toBe('"cur-4"');
    expect(result.current.data).toMatchObject({
      version: 5,
      currentVersion: 5,
      areas: AREAS,
      capabilities: next,
      etag: '"cur-5"',
    });
    // The new version is also cached under its own key (a solution created now starts from it at once).
    const five = renderHook(() => useCatalogue(5));
    expect(five.result.current.data).toMatchObject({ version: 5, etag: '"cur-5"' });
  });
});
