/**
 * The capability relevance admin table (spec §2 "Capability relevance admin table"; §3 Capability configuration;
 * §5): rows Area, Name, Description, EX, CS, ROI, TCO, OE, with Edit and Save. Issue 10.
 *
 * Decisions where the spec is silent (docs/engagements.md):
 * - The scores live on the catalogue's capabilities (capability.relevance); the table lists the capabilities of the
 *   four offering areas. Area, Name and Description are shown, not edited here (they belong to the Capabilities
 *   admin); Save sends only the five scores per capability and makes a new catalogue version, with the ETag.
 * - What the user types is turned into a score by relevance/table-input.ts; the API still refuses anything that is
 *   not a whole number 0-100 (it never trusts the browser).
 */
import { z } from 'zod';
import { line, storedText } from './common.ts';
import { relevanceScoresSchema } from './catalogue.ts';

const score = () => z.number().int().min(0).max(100);

/** One row as the API lists it. */
export const capabilityRelevanceRowSchema = z.object({
  id: storedText(),
  areaId: storedText(),
  area: storedText(),
  name: storedText(),
  description: storedText(),
  EX: score(),
  CS: score(),
  ROI: score(),
  TCO: score(),
  OE: score(),
});
export type CapabilityRelevanceRow = z.infer<typeof capabilityRelevanceRowSchema>;

export const capabilityRelevanceTableSchema = z.object({
  rows: z.array(capabilityRelevanceRowSchema),
  catalogueVersion: z.number().int().min(0),
  etag: storedText(),
});
export type CapabilityRelevanceTable = z.infer<typeof capabilityRelevanceTableSchema>;

/** One saved row: the capability and its five scores (whole numbers 0-100). */
export const capabilityRelevanceUpdateSchema = relevanceScoresSchema.extend({ id: line(100).trim().min(1) });
export type CapabilityRelevanceUpdate = z.infer<typeof capabilityRelevanceUpdateSchema>;

/** Save (with If-Match): the changed rows, each capability once. */
export const saveCapabilityRelevanceRequestSchema = z.object({
  rows: z
    .array(capabilityRelevanceUpdateSchema)
    .min(1)
    .max(1000)
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'Each capability may appear once'),
});
export type SaveCapabilityRelevanceRequest = z.infer<typeof saveCapabilityRelevanceRequestSchema>;
