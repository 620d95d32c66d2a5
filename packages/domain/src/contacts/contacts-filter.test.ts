import { describe, expect, it } from 'vitest';
import type { SalesCountry } from '../contracts/places.ts';
import {
  CONTACT_TBC,
  CONTACTS_PAGE_ORDER,
  contactLine,
  defaultContactFilters,
  filterContacts,
  knownContactFilters,
  type ContactFilters,
} from './contacts-filter.ts';

const none = { name: '', email: '' };
const blank = { sponsor: none, sales: none, alliance: none, solutions: none };
const country = (id: string, name: string, regionId: string, hp: string): SalesCountry => ({
  id,
  name,
  fields: { provider: { regionId, contacts: blank }, hp: { region: hp, contacts: blank } },
});

// Sorted by name, as GET /sales/countries gives them. Belgium and the Netherlands share HP-NORTH with Norway
// but not their provider region; Luxembourg has no HP region.
const COUNTRIES = [
  country('AT', 'Austria', 'EME-DACH', 'HP-DACH'),
  country('BE', 'Belgium', 'EME-BENELUX', 'HP-NORTH'),
  country('DE', 'Germany', 'EME-DACH', 'HP-DACH'),
  country('IE', 'Ireland', 'EME-UKI', 'HP-UKI'),
  country('LU', 'Luxembourg', 'EME-BENELUX', ''),
  country('NL', 'Netherlands', 'EME-BENELUX', 'HP-NORTH'),
  country('NO', 'Norway', 'EME-NORDICS', 'HP-NORTH'),
  country('GB', 'United Kingdom', 'EME-UKI', 'HP-UKI'),
];

const f = (countries: string[] = [], regions: string[] = [], hpRegions: string[] = []): ContactFilters => ({
  countries,
  regions,
  hpRegions,
});

/** 'value:count' with a '*' for selected ones, to keep the table readable. */
const show = (view: ReturnType<typeof filterContacts>) => ({
  rows: view.rows.map((r) => r.id).join(' '),
  countries: view.options.countries.map((o) => `${o.value}${o.selected ? '*' : ''}:${o.count}`).join(' '),
  regions: view.options.regions.map((o) => `${o.value}${o.selected ? '*' : ''}:${o.count}`).join(' '),
  hpRegions: view.options.hpRegions.map((o) => `${o.value}${o.selected ? '*' : ''}:${o.count}`).join(' '),
});

describe('contacts filters narrow each other', () => {
  it.each([
    [
      'no filter: every country, every value',
      f(),
      {
        rows: 'AT BE DE IE LU NL NO GB',
        countries: 'AT:1 BE:1 DE:1 IE:1 LU:1 NL:1 NO:1 GB:1',
        regions: 'EME-BENELUX:3 EME-DACH:2 EME-NORDICS:1 EME-UKI:2',
        hpRegions: 'HP-DACH:2 HP-NORTH:3 HP-UKI:2',
      },
    ],
    [
      'the default region EME-UKI: Country and HP Region narrow to it, Region keeps its alternatives',
      f([], ['EME-UKI']),
      {
        rows: 'IE GB',
        countries: 'IE:1 GB:1',
        regions: 'EME-BENELUX:3 EME-DACH:2 EME-NORDICS:1 EME-UKI*:2',
        hpRegions: 'HP-UKI:2',
      },
    ],
    [
      'two regions are an OR within the filter',
      f([], ['EME-UKI', 'EME-DACH']),
      {
        rows: 'AT DE IE GB',
        countries: 'AT:1 DE:1 IE:1 GB:1',
        regions: 'EME-BENELUX:3 EME-DACH*:2 EME-NORDICS:1 EME-UKI*:2',
        hpRegions: 'HP-DACH:2 HP-UKI:2',
      },
    ],
    [
      'an HP region narrows the provider regions and the countries (HP-NORTH spans Benelux and Nordics)',
      f([], [], ['HP-NORTH']),
      {
        rows: 'BE NL NO',
        countries: 'BE:1 NL:1 NO:1',
        regions: 'EME-BENELUX:2 EME-NORDICS:1',
        hpRegions: 'HP-DACH:2 HP-NORTH*:3 HP-UKI:2',
      },
    ],
    [
      'filters combine as AND across: Benelux and HP-NORTH leave Belgium and the Netherlands (not Luxembourg)',
      f([], ['EME-BENELUX'], ['HP-NORTH']),
      {
        rows: 'BE NL',
        countries: 'BE:1 NL:1',
        regions: 'EME-BENELUX*:2 EME-NORDICS:1',
        hpRegions: 'HP-NORTH*:2',
      },
    ],
    [
      'a country narrows both region filters to its own',
      f(['LU']),
      {
        rows: 'LU',
        countries: 'AT:1 BE:1 DE:1 IE:1 LU*:1 NL:1 NO:1 GB:1',
        regions: 'EME-BENELUX:1',
        hpRegions: '',
      },
    ],
    [
      'a selection the others leave no country for stays listed with 0, and the rows are empty',
      f(['GB'], ['EME-DACH']),
      {
        rows: '',
        countries: 'AT:1 DE:1 GB*:0',
        regions: 'EME-DACH*:0 EME-UKI:1',
        hpRegions: '',
      },
    ],
    [
      'an unknown id selected matches nothing but stays removable',
      f([], ['EME-MARS']),
      {
        rows: '',
        countries: '',
        regions: 'EME-BENELUX:3 EME-DACH:2 EME-MARS*:0 EME-NORDICS:1 EME-UKI:2',
        hpRegions: '',
      },
    ],
  ] as const)('%s', (_, filters, expected) => {
    expect(show(filterContacts(COUNTRIES, filters))).toEqual(expected);
  });

  it('no countries: no rows and no options', () => {
    expect(show(filterContacts([], f([], ['EME-UKI'])))).toEqual({
      rows: '',
      countries: '',
      regions: 'EME-UKI*:0',
      hpRegions: '',
    });
  });
});

describe('default region filter (spec §9: EME-UKI)', () => {
  it.each([
    ['a portal with UK & Ireland countries opens on EME-UKI', COUNTRIES, undefined, f([], ['EME-UKI'])],
    ['a map click opens on the clicked region', COUNTRIES, 'EME-NORDICS', f([], ['EME-NORDICS'])],
    ['no EME-UKI country: no filter rather than an empty list', COUNTRIES.slice(0, 3), undefined, f()],
    ['no countries at all', [], undefined, f()],
  ] as const)('%s', (_, countries, region, expected) => {
    expect(defaultContactFilters(countries, region)).toEqual(expected);
  });

  it('drops selections no country has any more', () => {
    expect(knownContactFilters(COUNTRIES, f(['GB', 'XX'], ['EME-MARS', 'EME-UKI'], ['HP-UKI']))).toEqual(
      f(['GB'], ['EME-UKI'], ['HP-UKI']),
    );
  });
});

describe("a contact reads as its name, or 'TBC' (spec)", () => {
  it.each([
    [
      'name and e-mail',
      { name: 'Hannah Lewis', email: 'hannah.lewis@provider.example' },
      'Hannah Lewis',
      'hannah.lewis@provider.example',
    ],
    ['name only', { name: 'Hannah Lewis', email: '' }, 'Hannah Lewis', undefined],
    ['nothing', { name: '', email: '' }, CONTACT_TBC, undefined],
    ['blank name', { name: '   ', email: '' }, CONTACT_TBC, undefined],
    ['e-mail without a name', { name: '', email: 'team@provider.example' }, CONTACT_TBC, undefined],
  ] as const)('%s', (_, contact, name, email) => {
    const line = contactLine(contact);
    expect(line.name).toBe(name);
    expect(line.email).toBe(email);
    expect(line.tbc).toBe(name === CONTACT_TBC);
  });

  it('lists the four contacts in the spec order', () => {
    expect(CONTACTS_PAGE_ORDER).toEqual(['sponsor', 'alliance', 'sales', 'solutions']);
    expect(CONTACT_TBC).toBe('TBC');
  });
});
