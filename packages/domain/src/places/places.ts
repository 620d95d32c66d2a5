/**
 * Countries and clients (issue 9, ADR 0017): who sees which of a country's contacts, the labels of the contacts,
 * and the whole numbers of a client (users, devices, applications) as the screens show and read them.
 */
import { organizationOf, type RoleId } from '../auth/roles.ts';
import type { CountryContacts, SalesCountry } from '../contracts/places.ts';

/** The four contacts of each organisation, in the order the dialog shows them. */
export const CONTACT_LABELS = {
  sponsor: 'Sponsor',
  sales: 'Sales',
  alliance: 'Alliance',
  solutions: 'Solutions',
} as const;

/** Which organisations' contacts a role receives with the countries (names and e-mails of people). */
export interface ContactVisibility {
  provider: boolean;
  hp: boolean;
}

/**
 * The provider's staff see every contact (the contacts page lists both organisations). HP works with the
 * provider's people and its own, so it sees both. Accenture is the other partner: it sees the provider's contacts
 * but not HP's people. A client sees regions only: the contacts are the provider's and HP's internal staff.
 */
export function contactVisibility(role: RoleId): ContactVisibility {
  switch (organizationOf(role)) {
    case 'PROVIDER':
    case 'HP':
      return { provider: true, hp: true };
    case 'ACCENTURE':
      return { provider: true, hp: false };
    case 'CLIENT':
      return { provider: false, hp: false };
  }
}

const blank = (): CountryContacts => ({
  sponsor: { name: '', email: '' },
  sales: { name: '', email: '' },
  alliance: { name: '', email: '' },
  solutions: { name: '', email: '' },
});

/** The country as a role receives it: hidden contacts are empty (shown as 'TBC'), regions are always kept. */
export function countryFor<T extends SalesCountry>(role: RoleId, country: T): T {
  const sees = contactVisibility(role);
  if (sees.provider && sees.hp) return country;
  return {
    ...country,
    fields: {
      provider: {
        ...country.fields.provider,
        contacts: sees.provider ? country.fields.provider.contacts : blank(),
      },
      hp: { ...country.fields.hp, contacts: sees.hp ? country.fields.hp.contacts : blank() },
    },
  };
}

/** The largest number of users, devices or applications a client may have (the contract's bound). */
export const MAX_CLIENT_COUNT = 100_000_000;

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A whole number in UK format: 14500 -> '14,500'. */
export const formatCount = (n: number): string => grouped.format(n);

export type ParsedCount = { ok: true; value: number } | { ok: false; message: string };

export const COUNT_MESSAGE = `Enter a whole number from 0 to ${formatCount(MAX_CLIENT_COUNT)}.`;

/**
 * What a person typed in a number field of the client dialog: empty is 0; UK thousands separators and spaces are
 * allowed ('14,500', '14 500'); anything else (decimals, negatives, letters, too large) gets a field message.
 */
export function parseCount(typed: string): ParsedCount {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!/^(\d+|\d{1,3}([, ]\d{3})+)$/.test(trimmed)) return { ok: false, message: COUNT_MESSAGE };
  const value = Number(trimmed.replace(/[, ]/g, ''));
  if (value > MAX_CLIENT_COUNT) return { ok: false, message: COUNT_MESSAGE };
  return { ok: true, value };
}
