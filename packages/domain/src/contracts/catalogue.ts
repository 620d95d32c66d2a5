/**
 * The capability catalogue: capabilities (a tree), their actions (a tree) and the children of actions
 * (spec: Entities and their fields). Admins maintain it; every save makes a new immutable version and a
 * solution copies the subtree it selects, with the catalogue version, into its own state.
 */
import { z } from 'zod';
import { computedNumber, httpUrl, idNameSchema, line, richText, storedText, text } from './common.ts';

export const AEP_PHASES = [
  'Plan',
  'Analyze',
  'Design',
  'Build',
  'Test Prep',
  'Test Exec',
  'Test Fix',
  'Deploy',
] as const;
export const aepPhaseSchema = z.enum(AEP_PHASES);
export type AepPhase = z.infer<typeof aepPhaseSchema>;

/** Stored size codes; the ROM step shows them as S, M, C, VC. */
export const SIZE_CODES = ['S', 'M', 'L', 'XL'] as const;
export const sizeCodeSchema = z.enum(SIZE_CODES);
export type SizeCode = z.infer<typeof sizeCodeSchema>;

export const PUBLICATIONS = ['DRAFT', 'PROVIDER', 'PARTNER', 'ACCENTURE', 'HP'] as const;
export const publicationSchema = z.enum(PUBLICATIONS);

export const PRIORITY_KEYS = ['EX', 'CS', 'ROI', 'TCO', 'OE'] as const;
export type PriorityKey = (typeof PRIORITY_KEYS)[number];
/** Capability relevance scores per client priority, whole numbers 0-100. */
export const relevanceScoresSchema = z.object({
  EX: z.number().int().min(0).max(100),
  CS: z.number().int().min(0).max(100),
  ROI: z.number().int().min(0).max(100),
  TCO: z.number().int().min(0).max(100),
  OE: z.number().int().min(0).max(100),
});
export type RelevanceScores = z.infer<typeof relevanceScoresSchema>;

export const metricSchema = z.object({
  id: line(100),
  name: text(300),
  effort: z.number().min(0).max(9999),
  defaultEffort: z.number().min(0).max(9999).optional(),
  value: z.number().int().min(0).max(9999),
  defaultValue: z.number().int().min(0).max(9999).optional(),
  core: z.boolean().optional(),
  metricId: line(100).optional(),
});
export type Metric = z.infer<typeof metricSchema>;

export const DOCUMENT_FORMATS = ['None', 'Word', 'Excel', 'PowerPoint', 'PDF'] as const;
/** A deliverable's, work product's or tool's format: one must be chosen (None is a format; an empty id is not). */
export const documentFormatSchema = z.object({
  id: line(50).min(1, 'Choose a format'),
  name: line(50).min(1, 'Choose a format'),
});

export const reviewSettingsSchema = z.object({
  cycles: z.number().int().min(1).max(10),
  review: z.number().int().min(1).max(10),
  update: z.number().int().min(1).max(10),
  approve: z.number().int().min(1).max(10),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/**
 * The most characters of the texts a person types in the builder's child item dialogs: the schemas below use
 * them, and the web stops input at them with a message (issue 18: nothing is cut without a word).
 */
export const CHILD_ITEM_TEXT_LIMITS = {
  documentName: 300,
  documentDescription: 4000,
  riskName: 500,
  riskText: 4000,
  riskLevel: 100,
  riskOwner: 300,
  itemName: 500,
} as const;

/** Deliverable, work product or tool of an action. documentId is an uploaded document id or a web link. */
export const documentItemSchema = z.object({
  id: line(100),
  name: text(CHILD_ITEM_TEXT_LIMITS.documentName),
  description: richText(CHILD_ITEM_TEXT_LIMITS.documentDescription),
  format: documentFormatSchema,
  documentId: line(2000).optional(),
  reviewSettings: reviewSettingsSchema.optional(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** A role child of an action: a static role and the share of time it works on the action. */
export const actionRoleSchema = z.object({
  staticId: line(100),
  name: text(300),
  value: z.number().int().min(0).max(100),
  /** Computed by the schedule: never bounded by what a person may type. */
  days: computedNumber.optional(),
});
export type ActionRole = z.infer<typeof actionRoleSchema>;

export const riskItemSchema = z.object({
  id: line(100),
  name: text(CHILD_ITEM_TEXT_LIMITS.riskName),
  consequence: richText(CHILD_ITEM_TEXT_LIMITS.riskText),
  mitigation: richText(CHILD_ITEM_TEXT_LIMITS.riskText),
  impact: text(CHILD_ITEM_TEXT_LIMITS.riskLevel),
  probability: text(CHILD_ITEM_TEXT_LIMITS.riskLevel),
  owner: text(CHILD_ITEM_TEXT_LIMITS.riskOwner),
  comments: text(CHILD_ITEM_TEXT_LIMITS.riskText).optional(),
});
export type RiskItem = z.infer<typeof riskItemSchema>;

const actionFields = {
  id: line(100),
  name: text(300),
  description: richText(8000).optional(),
  effort: z.number().min(0).max(9999),
  parallel: z.number().int().min(0).max(100).optional(),
  tranches: z.number().int().min(0).max(100).optional(),
  /**
   * The most of its volume one weekly wave moves (issue 32, ADR 0057): a rollout of 2,600 devices at 500 a week runs
   * over six weeks with the same hours; 0 or none, no limit.
   */
  waveSize: z.number().int().min(0).max(9999).optional(),
  defaultSelected: z.boolean().optional(),
  aepPhase: aepPhaseSchema.optional(),
  sequential: z.boolean().optional(),
  selected: z.boolean().optional(),
  expanded: z.boolean().optional(),
  dependencyIds: z.array(line(100)).max(200).optional(),
  metrics: z.array(metricSchema).max(200).optional(),
  dependencies: z.array(idNameSchema).max(200).optional(),
  assumptions: z.array(idNameSchema).max(200).optional(),
  deliverables: z.array(documentItemSchema).max(200).optional(),
  workProducts: z.array(documentItemSchema).max(200).optional(),
  tools: z.array(documentItemSchema).max(200).optional(),
  roles: z.array(actionRoleSchema).max(100).optional(),
  risks: z.array(riskItemSchema).max(200).optional(),
  /** staticIds of the baseline security controls this action implements. */
  securityControlIds: z.array(line(50)).max(200).optional(),
  owners: z.array(line(320)).max(50).optional(),
};

export interface Action extends z.infer<z.ZodObject<typeof actionFields>> {
  actions?: Action[];
}
export const actionSchema: z.ZodType<Action> = z.object({
  ...actionFields,
  get actions() {
    return z.array(actionSchema).max(500).optional();
  },
});

const capabilityFields = {
  id: line(100),
  name: text(300),
  description: richText(8000).optional(),
  sizeDescription: z
    .object({ S: text(2000), M: text(2000), C: text(2000), VC: text(2000) })
    .partial()
    .optional(),
  productAi: z
    .object({ name: text(300), url: z.union([z.literal(''), httpUrl()]) })
    .partial()
    .optional(),
  published: z.array(publicationSchema).max(5).optional(),
  linkIds: z.array(line(100)).max(200).optional(),
  incomingIds: z.array(line(100)).max(200).optional(),
  groups: z.array(line(100)).max(50).optional(),
  owners: z.array(line(320)).max(50).optional(),
  areaId: line(100).optional(),
  relevance: relevanceScoresSchema.optional(),
  metrics: z.array(metricSchema).max(200).optional(),
  actions: z.array(actionSchema).max(500).optional(),
  selected: z.boolean().optional(),
  size: z.union([sizeCodeSchema, z.literal('')]).optional(),
  expanded: z.boolean().optional(),
  /** ROM team and delivery location chosen for the capability in a solution. */
  teamId: line(100).optional(),
  locationId: line(100).optional(),
};

export interface Capability extends z.infer<z.ZodObject<typeof capabilityFields>> {
  items?: Capability[];
}
export const capabilitySchema: z.ZodType<Capability> = z.object({
  ...capabilityFields,
  get items() {
    return z.array(capabilitySchema).max(500).optional();
  },
});

/** Adding a capability is limited to depth below this (spec: max capability depth 8). */
export const MAX_CAPABILITY_DEPTH = 8;
/** Actions nest too (sub-actions); no catalogue needs more than this. */
export const MAX_ACTION_DEPTH = 8;

/** How deep a tree goes: 1 for a list of leaves, 0 for an empty list. */
export function treeDepth<T>(
  nodes: readonly T[] | undefined,
  children: (node: T) => readonly T[] | undefined,
): number {
  let depth = 0;
  for (const node of nodes ?? []) depth = Math.max(depth, 1 + treeDepth(children(node), children));
  return depth;
}

function deepestAction(capabilities: readonly Capability[] | undefined): number {
  let depth = 0;
  for (const c of capabilities ?? []) {
    depth = Math.max(
      depth,
      treeDepth(c.actions, (a) => a.actions),
      deepestAction(c.items),
    );
  }
  return depth;
}

/** A capability tree (a catalogue's or a solution's), at most 8 capabilities deep and 8 actions deep. */
export const capabilityTreeSchema = (max: number) =>
  z
    .array(capabilitySchema)
    .max(max)
    .superRefine((items, ctx) => {
      if (treeDepth(items, (c) => c.items) > MAX_CAPABILITY_DEPTH)
        ctx.addIssue({
          code: 'custom',
          message: `capabilities nest at most ${MAX_CAPABILITY_DEPTH} levels deep`,
        });
      if (deepestAction(items) > MAX_ACTION_DEPTH)
        ctx.addIssue({ code: 'custom', message: `actions nest at most ${MAX_ACTION_DEPTH} levels deep` });
    });

export const capabilityAreaSchema = z.object({ id: storedText(), name: storedText() });
export type CapabilityArea = z.infer<typeof capabilityAreaSchema>;

/** A catalogue version: immutable once saved. */
export const catalogueSchema = z.object({
  version: z.number().int().min(1),
  areas: z.array(capabilityAreaSchema),
  capabilities: capabilityTreeSchema(5000),
  createdAt: storedText(),
  createdBy: z.object({ id: storedText(), name: storedText(), email: storedText() }),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Groups value that hides a capability. */
export const HIDDEN_GROUP = 'HIDDEN';

/** POST /api/sales/configuration (capabilities admin): the whole tree; If-Match names the `current` version edited. */
export const saveCatalogueRequestSchema = z.object({ capabilities: capabilityTreeSchema(5000) });
export type SaveCatalogueRequest = z.infer<typeof saveCatalogueRequestSchema>;
