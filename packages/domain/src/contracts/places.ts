/**
 * The countries and clients as the API lists and saves them (issue 9, ADR 0017): each item carries its etag, the
 * version an admin edits; a save sends it back as If-Match (428 without, 409 with the current item when stale).
 */
import { type z } from 'zod';
import { line } from './common.ts';
import { salesClientSchema, salesCountrySchema } from './reference.ts';

export const storedSalesClientSchema = salesClientSchema.extend({ etag: line(200) });
export type StoredSalesClient = z.infer<typeof storedSalesClientSchema>;

export const storedSalesCountrySchema = salesCountrySchema.extend({ etag: line(200) });
export type StoredSalesCountry = z.infer<typeof storedSalesCountrySchema>;
