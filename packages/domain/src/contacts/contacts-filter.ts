/**
 * The contacts page (/sales/people, issue 10): three multi-select filters (Country, {product} Region, HP Region)
 * that narrow each other, the default region filter (spec §9: EME-UKI), and how a contact reads ('TBC' where a
 * name is missing). Decisions: docs/contacts.md.
 */
import type { Contact, ContactKind, SalesCountry } from '../contracts/places.ts';
import { DEFAULT_REGION_ID } from '../solutions/access.ts';

/** What a user chose in each filter (ids: country ids, provider region ids, HP region ids). Empty means any. */
export interface ContactFilters {
  countries: readonly string[];
  regions: readonly string[];
  hpRegions: readonly string[];
}

export type ContactFilterKey = keyof ContactFilters;

export const CONTACT_FILTER_KEYS: readonly ContactFilterKey[] = ['countries', 'regions', 'hpRegions'];

export const NO_CONTACT_FILTERS: ContactFilters = { countries: [], regions: [], hpRegions: [] };

/** One choice of a filter: how many countries it would give with the other two filters as they are. */
export interface ContactFilterOption {
  value: string;
  count: number;
  selected: boolean;
}

export interface ContactsView {
  /** The countries that match all three filters, in the order given (the API sorts them by name). */
  rows: SalesCountry[];
  /** Per filter, the values left by the other two filters, plus what is selected (so it can be removed). */
  options: Record<ContactFilterKey, ContactFilterOption[]>;
}

/** The value a country has for a filter; '' (a country without an HP region) matches no HP region choice. */
export function contactFilterValue(country: SalesCountry, key: ContactFilterKey): string {
  switch (key) {
    case 'countries':
      return country.id;
    case 'regions':
      return country.fields.provider.regionId;
    case 'hpRegions':
      return country.fields.hp.region;
  }
}

const matches = (country: SalesCountry, filters: ContactFilters, skip?: ContactFilterKey) =>
  CONTACT_FILTER_KEYS.every(
    (key) =>
      key === skip || filters[key].length === 0 || filters[key].includes(contactFilterValue(country, key)),
  );

/**
 * Faceted narrowing: the rows match every filter (an empty filter matches all); the options of a filter are the
 * values of the countries that match the other two, with their counts, in the countries' order for Country and by
 * id for the regions. A selected value that the other filters leave no country for is still listed (count 0), so
 * its tag can be seen and removed.
 */
export function filterContacts(countries: readonly SalesCountry[], filters: ContactFilters): ContactsView {
  const rows = countries.filter((c) => matches(c, filters));
  const options = {} as Record<ContactFilterKey, ContactFilterOption[]>;
  for (const key of CONTACT_FILTER_KEYS) {
    const counts = new Map<string, number>();
    for (const country of countries) {
      if (!matches(country, filters, key)) continue;
      const value = contactFilterValue(country, key);
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const value of filters[key]) if (!counts.has(value)) counts.set(value, 0);
    const list = [...counts].map(([value, count]) => ({
      value,
      count,
      selected: filters[key].includes(value),
    }));
    if (key !== 'countries') list.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    else {
      const order = new Map(countries.map((c, i) => [c.id, i]));
      list.sort((a, b) => (order.get(a.value) ?? Infinity) - (order.get(b.value) ?? Infinity));
    }
    options[key] = list;
  }
  return { rows, options };
}

/**
 * The filters the list opens with (spec §9: default region filter EME-UKI): the {product} Region filter holds the
 * default region when some country is in it, otherwise nothing (a portal whose data has no EME-UKI country would
 * otherwise open on an empty list). A click on a country of the map opens the list on that country's region.
 */
export function defaultContactFilters(
  countries: readonly SalesCountry[],
  regionId: string = DEFAULT_REGION_ID,
): ContactFilters {
  const known = countries.some((c) => c.fields.provider.regionId === regionId);
  return { countries: [], regions: known ? [regionId] : [], hpRegions: [] };
}

/** Drops selections that are not values of any country (e.g. after an admin moved the last one away). */
export function knownContactFilters(
  countries: readonly SalesCountry[],
  filters: ContactFilters,
): ContactFilters {
  const out = { ...filters };
  for (const key of CONTACT_FILTER_KEYS) {
    const values = new Set(countries.map((c) => contactFilterValue(c, key)));
    out[key] = filters[key].filter((v) => values.has(v));
  }
  return out;
}

/** Spec: 'TBC' is shown when a name is missing. */
export const CONTACT_TBC = 'TBC';

/** The contacts page's order of the four contacts (spec: sponsor, alliance, sales and solutions). */
export const CONTACTS_PAGE_ORDER: readonly ContactKind[] = ['sponsor', 'alliance', 'sales', 'solutions'];

export interface ContactLine {
  /** The name, or 'TBC' when it is missing. */
  name: string;
  /** The e-mail address to link to, only when there is a name and an address. */
  email?: string;
  tbc: boolean;
}

/**
 * How one contact reads on the page: a missing (or blank) name is 'TBC' without a link, even when an address was
 * kept, since a link to nobody in particular would mislead; an address without a name is not shown.
 */
export function contactLine(contact: Contact): ContactLine {
  const name = contact.name.trim();
  if (!name) return { name: CONTACT_TBC, tbc: true };
  const email = contact.email.trim();
  return email ? { name, email, tbc: false } : { name, tbc: false };
}
