// @vitest-environment happy-dom
/**
 * Countries: one key, the stored shape (regions, contacts, etag) for every page; the builder's choices are derived
 * from it; a save sends If-Match and puts the answer into the one cached list.
 */
import type { StoredSalesCountry } from '@portal/domain';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES_KEY,
  countriesSchema,
  countryChoices,
  saveCountry,
  useCountries,
  useCountryChoices,
} from './countries.ts';
import { loaded, stubApi, freshCacheEachTest } from './test-support.tsx';

const nobody = { name: '', email: '' };
const contacts = { sponsor: nobody, sales: nobody, alliance: nobody, solutions: nobody };
const country = (id: string, name: string, regionId: string): StoredSalesCountry => ({
  id,
  name,
  fields: { provider: { regionId, contacts }, hp: { region: 'HP-X', contacts } },
  etag: `"${id}-1"`,
});
const GERMANY = country('de', 'Germany', 'EME-DACH');
const FRANCE = country('fr', 'France', 'EME-FR');

freshCacheEachTest();

describe('countries', () => {
  it('reads GET /sales/countries under that one key and keeps the stored shape', async () => {
    expect(COUNTRIES_KEY).toBe('/sales/countries');
    const sent = stubApi({ 'GET /sales/countries': { body: [GERMANY, FRANCE] } });
    const result = await loaded(() => useCountries());
    expect(result.current.data).toEqual([GERMANY, FRANCE]);
    expect(sent.map((r) => r.path)).toEqual(['/sales/countries']);
  });

  it('refuses a list without the stored fields (the shape the builder once cached under the same key)', () => {
    expect(countriesSchema.safeParse([{ id: 'de', name: 'Germany', regionId: 'EME-DACH' }]).success).toBe(
      false,
    );
    expect(countriesSchema.safeParse([GERMANY]).success).toBe(true);
  });

  it('derives the choices with each country’s provider region', () => {
    expect(countryChoices([GERMANY, FRANCE])).toEqual([
      { id: 'de', name: 'Germany', regionId: 'EME-DACH' },
      { id: 'fr', name: 'France', regionId: 'EME-FR' },
    ]);
  });

  it('the choices and the stored list share one request and one cache entry', async () => {
    const sent = stubApi({ 'GET /sales/countries': { body: [GERMANY] } });
    const result = await loaded(() => {
      const choices = useCountryChoices();
      const stored = useCountries();
      return {
        data: choices.data && stored.data ? { choices: choices.data, stored: stored.data } : undefined,
      };
    });
    expect(result.current.data?.choices).toEqual([{ id: 'de', name: 'Germany', regionId: 'EME-DACH' }]);
    expect(result.current.data?.stored).toEqual([GERMANY]);
    expect(sent.map((r) => r.path)).toEqual(['/sales/countries']);
  });

  it('a save sends If-Match and replaces the country in the cached list', async () => {
    const saved = {
      ...GERMANY,
      fields: { ...GERMANY.fields, provider: { regionId: 'EME-CE', contacts } },
      etag: '"de-2"',
    };
    const sent = stubApi({
      'GET /sales/countries': { body: [GERMANY, FRANCE] },
      'PUT /sales/countries': { body: saved },
    });
    const result = await loaded(() => useCountries());
    const { etag: _etag, ...edited } = saved;
    await act(() => saveCountry(edited, GERMANY.etag));
    expect(sent.at(-1)?.method).toBe('PUT');
    expect(sent.at(-1)?.headers['if-match']).toBe('"de-1"');
    expect(result.current.data).toEqual([saved, FRANCE]);
  });
});
