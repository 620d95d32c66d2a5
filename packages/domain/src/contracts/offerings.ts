/**
 * The engagement offerings' contract (ADR 0041; starter bundles, ADR 0061): the four offering areas, the limits, one
 * offering and the admins' save of the whole list (split from reference.ts).
 */
import { z } from 'zod';
import { line, text } from './common.ts';

/** The four fixed offering areas of the engagement wizard: the four capability areas of the catalogue. */
export const ENGAGEMENT_OFFERING_AREAS = [
  { id: 'area-core', name: 'Core' },
  { id: 'area-security', name: 'Security' },
  { id: 'area-virtualization', name: 'Virtualization' },
  { id: 'area-manage-evolve', name: 'Manage & Evolve' },
] as const;
export type EngagementOfferingAreaId = (typeof ENGAGEMENT_OFFERING_AREAS)[number]['id'];
export const ENGAGEMENT_OFFERING_AREA_IDS = ENGAGEMENT_OFFERING_AREAS.map((a) => a.id);

/** Limits of the offerings an admin keeps (ADR 0041). */
export const OFFERING_LIMITS = {
  offerings: 300,
  id: 100,
  name: 120,
  description: 2000,
  capabilities: 30,
} as const;
/** 'offering-' then lower-case letters, digits and hyphens: the id never changes once made (ADR 0041). */
export const OFFERING_ID_PATTERN = /^offering-[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const offeringSchema = z.object({
  id: line(OFFERING_LIMITS.id).regex(
    OFFERING_ID_PATTERN,
    "must be 'offering-' then lower-case letters, digits and hyphens",
  ),
  name: line(OFFERING_LIMITS.name).trim().min(1, 'is required'),
  areaId: z.enum(ENGAGEMENT_OFFERING_AREA_IDS as [EngagementOfferingAreaId, ...EngagementOfferingAreaId[]], {
    error: 'must be one of the four offering areas',
  }),
  /** Plain text (the wizard's tooltip and the deck's description); line breaks kept. */
  description: text(OFFERING_LIMITS.description),
  /**
   * A starter bundle's typical set (issue 32): the capabilities one choice ticks, in the builder's 'Start from an
   * offering' and in an engagement's framework solution. Absent: the offering's own capability ('offering-x' ticks
   * 'cap-x'). The API resolves them against the current catalogue when an admin saves.
   */
  capabilityIds: z.array(line(OFFERING_LIMITS.id).min(1)).max(OFFERING_LIMITS.capabilities).optional(),
});
export type Offering = z.infer<typeof offeringSchema>;

/** The offerings configuration as stored and served (GET /sales/configuration/offerings: { value }). */
export const offeringListSchema = z.array(offeringSchema).max(OFFERING_LIMITS.offerings);

/**
 * POST /sales/configuration/offerings (admins, If-Match): the whole list replaces the stored one. Each id once, and
 * each name once (ignoring case and surrounding spaces), so the wizard and the deck never show two alike.
 */
export const saveOfferingsRequestSchema = z
  .object({ offerings: offeringListSchema })
  .superRefine(({ offerings }, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    offerings.forEach((o, i) => {
      if (ids.has(o.id))
        ctx.addIssue({ code: 'custom', path: ['offerings', i, 'id'], message: 'is used twice' });
      ids.add(o.id);
      const name = o.name.trim().toLowerCase();
      if (names.has(name))
        ctx.addIssue({ code: 'custom', path: ['offerings', i, 'name'], message: 'is used twice' });
      names.add(name);
    });
  });
export type SaveOfferingsRequest = z.infer<typeof saveOfferingsRequestSchema>;
