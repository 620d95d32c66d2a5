import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import type { SalesCountry } from '../contracts/places.ts';
import { solutionFor } from '../catalogue/exposure.ts';
import { COUNT_MESSAGE, contactVisibility, countryFor, formatCount, parseCount } from './places.ts';

const person = (name: string) => ({ name, email: `${name.toLowerCase()}@x.example` });
const UK: SalesCountry = {
  id: 'GB',
  name: 'United Kingdom',
  fields: {
    provider: {
      regionId: 'EME-UKI',
      contacts: { sponsor: person('A'), sales: person('B'), alliance: person('C'), solutions: person('D') },
    },
    hp: {
      region: 'HP-UKI',
      contacts: { sponsor: person('E'), sales: person('F'), alliance: person('G'), solutions: person('H') },
    },
  },
};

describe('contacts of a country by role (ADR 0017)', () => {
  it.each([
    ['ADMIN', true, true],
    ['SALES_PERSON', true, true],
    ['SOLUTION_REVIEWER', true, true],
    ['HP_SALES_PERSON', true, true],
    ['HP_SOLUTION_ARCHITECT', true, true],
    ['ACCENTURE_SALES_PERSON', true, false],
    ['ACCENTURE_SOLUTION_ARCHITECT', true, false],
    ['CLIENT', false, false],
  ] as [RoleId, boolean, boolean][])('%s sees provider contacts %s, HP contacts %s', (role, provider, hp) => {
    expect(contactVisibility(role)).toEqual({ provider, hp });
    const seen = countryFor(role, UK);
    expect(seen.fields.provider.regionId).toBe('EME-UKI');
    expect(seen.fields.hp.region).toBe('HP-UKI');
    expect(seen.fields.provider.contacts.sales.name).toBe(provider ? 'B' : '');
    expect(seen.fields.provider.contacts.sales.email).toBe(provider ? 'b@x.example' : '');
    expect(seen.fields.hp.contacts.solutions.name).toBe(hp ? 'H' : '');
    expect(seen.fields.hp.contacts.solutions.email).toBe(hp ? 'h@x.example' : '');
  });

  it('never changes the stored country it is given', () => {
    const copy = JSON.parse(JSON.stringify(UK)) as SalesCountry;
    countryFor('CLIENT', UK);
    expect(UK).toEqual(copy);
  });
});

describe('client numbers', () => {
  it.each([
    [0, '0'],
    [410, '410'],
    [6200, '6,200'],
    [14500, '14,500'],
    [100_000_000, '100,000,000'],
  ])('formats %d as %s', (n, text) => expect(formatCount(n)).toBe(text));

  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['6200', 6200],
    ['6,200', 6200],
    [' 14 500 ', 14500],
    ['1,234,567', 1234567],
    ['100000000', 100_000_000],
  ])('reads %j as %d', (typed, value) => expect(parseCount(typed)).toEqual({ ok: true, value }));

  it.each(['-4', '1.5', '12a', '1,23', '1,2345', '100000001', '1e6', 'NaN', '٣'])(
    'refuses %j with the field message',
    (typed) => expect(parseCount(typed)).toEqual({ ok: false, message: COUNT_MESSAGE }),
  );
});

describe("a solution's copy of its primary country", () => {
  const solution = { state: { items: [] }, salesCountry: UK } as unknown as Parameters<typeof solutionFor>[1];
  it.each([
    ['SALES_PERSON', 'B', 'F'],
    ['HP_SOLUTION_ARCHITECT', 'B', 'F'],
    ['ACCENTURE_SALES_PERSON', 'B', ''],
    ['CLIENT', '', ''],
  ] as [RoleId, string, string][])(
    '%s gets the contacts the countries list gives it',
    (role, provider, hp) => {
      const seen = solutionFor(role, solution).salesCountry!;
      expect(seen.fields!.provider.contacts.sales.name).toBe(provider);
      expect(seen.fields!.hp.contacts.sales.name).toBe(hp);
      expect(seen.fields!.provider.regionId).toBe('EME-UKI');
    },
  );
  it('leaves a solution without a country as it is', () => {
    const none = { state: { items: [] }, salesCountry: null } as unknown as Parameters<typeof solutionFor>[1];
    expect(solutionFor('CLIENT', none).salesCountry).toBeNull();
  });
});
