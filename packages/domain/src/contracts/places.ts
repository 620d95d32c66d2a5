/**
 * Clients, countries and regions (spec "Entities and their fields": sales client, sales country, regions), the
 * request bodies that save them, and the stored forms the API lists (issue 9, ADR 0017): each stored item carries
 * its etag, the version an admin edits; a save sends it back as If-Match (428 without, 409 with the current item
 * when stale).
 */
import { z } from 'zod';
import { line, text } from './common.ts';

const id = (max = 100) => line(max).trim().min(1);
const count = z.number().int().min(0).max(100_000_000);
/** An e-mail address or nothing (a missing contact is shown as 'TBC'); surrounding spaces are dropped. */
const emailOrEmpty = line(320)
  .trim()
  .refine(
    (s) => s === '' || z.email().safeParse(s).success,
    'must be an e-mail address, such as name@example.com',
  );

// ---------------------------------------------------------------------------------------------------------------
// Volumes: what the work is sized on (issue 32)

/** The client's volumes a solution is sized on, in the order the Information step asks them. */
export const VOLUME_KINDS = ['users', 'devices', 'mobileDevices', 'applications', 'sites'] as const;
export type VolumeKind = (typeof VOLUME_KINDS)[number];

/** Each volume a whole number from 0; none typed is absent (not 0: 0 is a volume someone typed). */
export const volumesSchema = z.object({
  users: count.optional(),
  devices: count.optional(),
  mobileDevices: count.optional(),
  applications: count.optional(),
  sites: count.optional(),
});
export type Volumes = z.infer<typeof volumesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sales clients

export const salesClientFieldsSchema = z.object({
  industry: text(200),
  strategy: text(4000),
  users: count,
  /** Computers: Windows laptops and desktops (phones and tablets are `mobileDevices`). */
  devices: count,
  applications: count,
  /** Company phones and tablets, and sites (issue 32): kept from the client's last solution when not typed here. */
  mobileDevices: count.optional(),
  sites: count.optional(),
  c365id: text(100),
  hpid: text(100),
  /** The client's legal identity, for the contract's parties (issue 29): company number and registered office. */
  companyNumber: text(20).optional(),
  registeredOffice: text(300).optional(),
});
export type SalesClientFields = z.infer<typeof salesClientFieldsSchema>;

export const salesClientSchema = z.object({
  id: id(),
  name: text(200).min(1),
  fields: salesClientFieldsSchema,
  /**
   * The volumes of the client's last solution saved with them (issue 32, ADR 0060), offered to its next one; kept
   * apart from `fields`, which only admins change. Provider staff read them; partners and client users do not.
   */
  volumes: volumesSchema.optional(),
});
export type SalesClient = z.infer<typeof salesClientSchema>;

/** POST /sales/clients: create (no id) or update (id). Missing fields become empty text or 0. */
export const saveSalesClientRequestSchema = z.object({
  id: id().optional(),
  name: text(200).min(1, 'Client name is required'),
  fields: z
    .object({
      industry: text(200).default(''),
      strategy: text(4000).default(''),
      users: count.default(0),
      devices: count.default(0),
      applications: count.default(0),
      mobileDevices: count.optional(),
      sites: count.optional(),
      c365id: text(100).default(''),
      hpid: text(100).default(''),
      companyNumber: text(20).optional(),
      registeredOffice: text(300).optional(),
    })
    .prefault({}),
});
export type SaveSalesClientRequest = z.infer<typeof saveSalesClientRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Regions and sales countries

/** A geographic area (top level of the notifications matrix: Global, area, region, country). */
export const geoAreaSchema = z.object({ id: id(50), name: text(200).min(1) });
export type GeoArea = z.infer<typeof geoAreaSchema>;

export const regionSchema = z.object({ id: id(50), name: text(200).min(1), areaId: id(50) });
export type Region = z.infer<typeof regionSchema>;

export const contactSchema = z.object({ name: text(200), email: emailOrEmpty });
export type Contact = z.infer<typeof contactSchema>;

export const CONTACT_KINDS = ['sponsor', 'sales', 'alliance', 'solutions'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const countryContactsSchema = z.object({
  sponsor: contactSchema,
  sales: contactSchema,
  alliance: contactSchema,
  solutions: contactSchema,
});
export type CountryContacts = z.infer<typeof countryContactsSchema>;

export const salesCountryFieldsSchema = z.object({
  /** The lead provider: its region id (e.g. EME-UKI) and four contacts. */
  provider: z.object({ regionId: id(50), contacts: countryContactsSchema }),
  /** The partner HP: its region and the same four contacts. */
  hp: z.object({ region: text(50), contacts: countryContactsSchema }),
});
export type SalesCountryFields = z.infer<typeof salesCountryFieldsSchema>;

export const salesCountrySchema = z.object({
  id: id(),
  name: text(200).min(1),
  fields: salesCountryFieldsSchema,
});
export type SalesCountry = z.infer<typeof salesCountrySchema>;

/** PUT or POST /sales/countries: the edited country (regions and contacts). */
export const saveSalesCountryRequestSchema = salesCountrySchema;
export type SaveSalesCountryRequest = z.infer<typeof saveSalesCountryRequestSchema>;

export const storedSalesClientSchema = salesClientSchema.extend({ etag: line(200) });
export type StoredSalesClient = z.infer<typeof storedSalesClientSchema>;

/**
 * A stored client as a viewer receives it (GET /sales/clients, ADR 0053): `fields` for the provider's staff only;
 * partners and client users get the id, the name and the etag, what the solution form's client picker needs.
 */
export const storedSalesClientViewSchema = storedSalesClientSchema.extend({
  fields: salesClientFieldsSchema.optional(),
});
export type StoredSalesClientView = z.infer<typeof storedSalesClientViewSchema>;

export const storedSalesCountrySchema = salesCountrySchema.extend({ etag: line(200) });
export type StoredSalesCountry = z.infer<typeof storedSalesCountrySchema>;
