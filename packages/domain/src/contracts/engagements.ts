/**
 * Engagements (spec §2 "Engagements list", "New engagement wizard"; §3 Engagement; §4; §9 priority values):
 * the create/save request, the stored engagement and the list item. Issue 10; decisions in docs/engagements.md.
 *
 * Decisions where the spec is silent:
 * - The spec's fields hold "priority and offering selections" and its state holds the priorities; the priorities
 *   are kept once, in state.priorities, and the offering selections in fields.offeringIds.
 * - partnerSubmitted starts false and is set only by the server (no behaviour shown); a request never carries it.
 * - An empty name is stored as 'Engagement for {client}' (engagements/engagement.ts); notes are plain text up to
 *   4,000 characters (the spec shows no limit).
 * - What we heard from the client (clientNeeds, issue 29) is a field the spec does not have: the notes are the
 *   seller's own and stay out of the deck, so the client-facing record of the conversation is kept apart, up to
 *   1,500 characters (what fits one slide).
 * - The list reconciles the spec's two readings into one: Client, Notes, Owner, Created (HH:mm, DD-MM-YYYY), Slide
 *   Deck and a link to the framework solution when one exists, with New Engagement above it.
 */
import { z } from 'zod';
import { DOCUMENT_TYPE } from './document-types.ts';
import { idNameSchema, line, personRefSchema, storedText, text } from './common.ts';
import { jobViewSchema } from './jobs.ts';
import { solutionDocumentSchema } from './solutions.ts';
import { sliderPrioritiesSchema } from './sliders.ts';

const id = (max = 100) => line(max).trim().min(1);

export const ENGAGEMENT_NOTES_MAX = 4000;
/** What the client told us, printed on the deck's 'What we heard' slide (issue 29): a slide's worth. */
export const ENGAGEMENT_HEARD_MAX = 1500;
/** Who we met: names and job titles on one line. */
export const ENGAGEMENT_MET_WITH_MAX = 300;
export const ENGAGEMENT_NAME_MAX = 300;
export const ENGAGEMENT_OFFERINGS_MAX = 500;

export const ENGAGEMENT_PRIORITY_VALUES = [-1, 0, 1, 2, 3] as const;
export type EngagementPriority = (typeof ENGAGEMENT_PRIORITY_VALUES)[number];

/** One priority: -1 unset, 0 N/A, 1 Low, 2 Medium, 3 High. */
export const engagementPrioritySchema = z.union(
  [z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3)],
  { error: 'must be -1 (unset), 0 (N/A), 1 (Low), 2 (Medium) or 3 (High)' },
) satisfies z.ZodType<EngagementPriority>;

const priority = () => engagementPrioritySchema.default(-1);

/** The five client priorities; a missing one is unset (-1). */
export const engagementPrioritiesSchema = z
  .object({ EX: priority(), CS: priority(), ROI: priority(), TCO: priority(), OE: priority() })
  .prefault({});

export const ENGAGEMENT_TYPES = { engagementOnly: 0, withFrameworkSolution: 1 } as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[keyof typeof ENGAGEMENT_TYPES];

/** 0 engagement only, 1 engagement plus framework solution. */
export const engagementTypeSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'type must be 0 (engagement) or 1 (engagement and solution)',
}) satisfies z.ZodType<EngagementType>;

export const engagementFieldsSchema = z.object({
  name: text(ENGAGEMENT_NAME_MAX).default(''),
  engagementNotes: text(ENGAGEMENT_NOTES_MAX).default(''),
  /**
   * What we heard from the client, in their words (their people, sites, estate, deadline, what they want to
   * change): the slide deck prints it for the client, unlike the notes, which are the seller's own (issue 29).
   * Older engagements have none.
   */
  clientNeeds: text(ENGAGEMENT_HEARD_MAX).default(''),
  /** The day of that conversation (ISO date; '' when not given): the deck says when we heard it (issue 29). */
  metOn: z.union([z.literal(''), z.iso.date({ error: 'must be a date (YYYY-MM-DD)' })]).default(''),
  /** Whom we met, names and job titles on one line: the deck says whom we heard it from (issue 29). */
  metWith: line(ENGAGEMENT_MET_WITH_MAX).default(''),
  /** Chosen offerings (ids of the offerings configuration), each once. */
  offeringIds: z
    .array(id())
    .max(ENGAGEMENT_OFFERINGS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each offering may be chosen once')
    .default([]),
});
export type EngagementFields = z.infer<typeof engagementFieldsSchema>;

/**
 * POST /sales/engagements (create) and PUT /sales/engagements/{engagementId} (save, with If-Match). Both create
 * buttons need a client with an id, so the request does too; the server takes the client's name from the stored
 * client, not from the request.
 */
export const saveEngagementRequestSchema = z.object({
  salesClient: z.object({ id: id(), name: text(200).optional() }),
  type: engagementTypeSchema,
  fields: engagementFieldsSchema.prefault({}),
  state: z.object({ priorities: engagementPrioritiesSchema }).prefault({}),
  /** A logo from POST /sales/engagements/logos (resolved from the store; unknown is a 400). */
  logoId: id().optional(),
  /** The sales helper's five sliders (50..100 step 10), for engagements it made. */
  sliders: sliderPrioritiesSchema.optional(),
});
export type SaveEngagementRequest = z.infer<typeof saveEngagementRequestSchema>;

export const engagementStateSchema = z.object({
  partnerSubmitted: z.boolean(),
  priorities: engagementPrioritiesSchema,
});

export const ENGAGEMENT_LOGO_MAX_BYTES = 1024 * 1024;
export const ENGAGEMENT_LOGO_MIN_PX = 16;
export const ENGAGEMENT_LOGO_MAX_PX = 4000;

/** POST /sales/engagements/logos (multipart, one field `logoFile`): 201 with the stored logo. */
export const engagementLogoSchema = z.object({
  logoId: storedText(),
  fileName: storedText(),
  width: z.number().int().min(ENGAGEMENT_LOGO_MIN_PX).max(ENGAGEMENT_LOGO_MAX_PX),
  height: z.number().int().min(ENGAGEMENT_LOGO_MIN_PX).max(ENGAGEMENT_LOGO_MAX_PX),
});
export type EngagementLogo = z.infer<typeof engagementLogoSchema>;

/** The stored engagement, as the API returns it (etag is the concurrency token for the next save). */
export const engagementSchema = z.object({
  id: storedText(),
  salesClient: idNameSchema,
  type: engagementTypeSchema,
  fields: engagementFieldsSchema,
  state: engagementStateSchema,
  owner: personRefSchema,
  modifiedBy: personRefSchema,
  createdAt: storedText(),
  modifiedAt: storedText(),
  /** The catalogue version the offerings were chosen from. */
  catalogueVersion: z.number().int().min(0).optional(),
  /** The generated slide deck (document type 1), once generated. */
  documents: z.array(solutionDocumentSchema),
  /** The framework solution created with it (type 1), once created. */
  solutionId: storedText().optional(),
  /** The client's logo shown on the deck's cover (from POST /sales/engagements/logos). */
  logo: engagementLogoSchema.optional(),
  /** The sales helper's sliders, when the sales helper made it. */
  sliders: sliderPrioritiesSchema.optional(),
  etag: storedText(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** One row of the engagements list. */
export const engagementListItemSchema = z.object({
  id: storedText(),
  clientName: storedText(),
  name: storedText(),
  notes: storedText(),
  owner: personRefSchema,
  createdAt: storedText(),
  type: engagementTypeSchema,
  /** The slide deck to download, when generated. */
  slideDeck: z.object({ documentId: storedText(), fileName: storedText() }).optional(),
  solutionId: storedText().optional(),
});
export type EngagementListItem = z.infer<typeof engagementListItemSchema>;

export const engagementListSchema = z.object({ items: z.array(engagementListItemSchema) });

/** The list row of a stored engagement: the newest slide deck (document type 1) is the one offered. */
export function toEngagementListItem(e: Engagement): EngagementListItem {
  const decks = e.documents.filter((d) => d.type === DOCUMENT_TYPE.slideDeck);
  const deck = decks.reduce<(typeof decks)[number] | undefined>(
    (newest, d) => (newest === undefined || d.modifiedAt > newest.modifiedAt ? d : newest),
    undefined,
  );
  return {
    id: e.id,
    clientName: e.salesClient.name,
    name: e.fields.name,
    notes: e.fields.engagementNotes,
    owner: e.owner,
    createdAt: e.createdAt,
    type: e.type,
    ...(deck ? { slideDeck: { documentId: deck.id, fileName: deck.fileName } } : {}),
    ...(e.solutionId ? { solutionId: e.solutionId } : {}),
  };
}

/** POST /sales/engagements (201) and PUT /sales/engagements/{id} (200): the engagement and its slide deck job. */
export const createEngagementResponseSchema = z.object({ engagement: engagementSchema, job: jobViewSchema });
export type CreateEngagementResponse = z.infer<typeof createEngagementResponseSchema>;
