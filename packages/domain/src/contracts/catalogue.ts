/**
 * The capability catalogue: capabilities (a tree), their actions (a tree) and the children of actions
 * (spec: Entities and their fields). Admins maintain it; every save makes a new immutable version and a
 * solution copies the subtree it selects, with the catalogue version, into its own state.
 */
import { z } from 'zod';
import { idNameSchema, text } from './common.ts';

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
  id: z.string().max(100),
  name: text(300),
  effort: z.number().min(0).max(9999),
  defaultEffort: z.number().min(0).max(9999).optional(),
  value: z.number().int().min(0).max(9999),
  defaultValue: z.number().int().min(0).max(9999).optional(),
  core: z.boolean().optional(),
  metricId: z.string().max(100).optional(),
});
export type Metric = z.infer<typeof metricSchema>;

export const DOCUMENT_FORMATS = ['None', 'Word', 'Excel', 'PowerPoint', 'PDF'] as const;
export const documentFormatSchema = z.object({ id: z.string().max(50), name: z.string().max(50) });

export const reviewSettingsSchema = z.object({
  cycles: z.number().int().min(1).max(10),
  review: z.number().int().min(1).max(10),
  update: z.number().int().min(1).max(10),
  approve: z.number().int().min(1).max(10),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** Deliverable, work product or tool of an action. documentId is an uploaded document id or a web link. */
export const documentItemSchema = z.object({
  id: z.string().max(100),
  name: text(300),
  description: text(4000),
  format: documentFormatSchema,
  documentId: z.string().max(2000).optional(),
  reviewSettings: reviewSettingsSchema.optional(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** A role child of an action: a static role and the share of time it works on the action. */
export const actionRoleSchema = z.object({
  staticId: z.string().max(100),
  name: text(300),
  value: z.number().int().min(0).max(100),
  days: z.number().min(0).max(99999).optional(),
});
export type ActionRole = z.infer<typeof actionRoleSchema>;

export const riskItemSchema = z.object({
  id: z.string().max(100),
  name: text(500),
  consequence: text(4000),
  mitigation: text(4000),
  impact: text(100),
  probability: text(100),
  owner: text(300),
  comments: text(4000).optional(),
});
export type RiskItem = z.infer<typeof riskItemSchema>;

const actionFields = {
  id: z.string().max(100),
  name: text(300),
  description: text(8000).optional(),
  effort: z.number().min(0).max(9999),
  parallel: z.number().int().min(0).max(100).optional(),
  tranches: z.number().int().min(0).max(100).optional(),
  defaultSelected: z.boolean().optional(),
  aepPhase: aepPhaseSchema.optional(),
  sequential: z.boolean().optional(),
  selected: z.boolean().optional(),
  expanded: z.boolean().optional(),
  dependencyIds: z.array(z.string().max(100)).max(200).optional(),
  metrics: z.array(metricSchema).max(200).optional(),
  dependencies: z.array(idNameSchema).max(200).optional(),
  assumptions: z.array(idNameSchema).max(200).optional(),
  deliverables: z.array(documentItemSchema).max(200).optional(),
  workProducts: z.array(documentItemSchema).max(200).optional(),
  tools: z.array(documentItemSchema).max(200).optional(),
  roles: z.array(actionRoleSchema).max(100).optional(),
  risks: z.array(riskItemSchema).max(200).optional(),
  /** staticIds of the baseline security controls this action implements. */
  securityControlIds: z.array(z.string().max(50)).max(200).optional(),
  owners: z.array(z.string().max(320)).max(50).optional(),
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
  id: z.string().max(100),
  name: text(300),
  description: text(8000).optional(),
  sizeDescription: z
    .object({ S: text(2000), M: text(2000), C: text(2000), VC: text(2000) })
    .partial()
    .optional(),
  productAi: z
    .object({ name: text(300), url: z.string().max(2000) })
    .partial()
    .optional(),
  published: z.array(publicationSchema).max(5).optional(),
  linkIds: z.array(z.string().max(100)).max(200).optional(),
  incomingIds: z.array(z.string().max(100)).max(200).optional(),
  groups: z.array(z.string().max(100)).max(50).optional(),
  owners: z.array(z.string().max(320)).max(50).optional(),
  areaId: z.string().max(100).optional(),
  relevance: relevanceScoresSchema.optional(),
  metrics: z.array(metricSchema).max(200).optional(),
  actions: z.array(actionSchema).max(500).optional(),
  selected: z.boolean().optional(),
  size: z.union([sizeCodeSchema, z.literal('')]).optional(),
  expanded: z.boolean().optional(),
  /** ROM team and delivery location chosen for the capability in a solution. */
  teamId: z.string().max(100).optional(),
  locationId: z.string().max(100).optional(),
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

export const capabilityAreaSchema = z.object({ id: z.string(), name: z.string() });
export type CapabilityArea = z.infer<typeof capabilityAreaSchema>;

/** A catalogue version: immutable once saved. */
export const catalogueSchema = z.object({
  version: z.number().int().min(1),
  areas: z.array(capabilityAreaSchema),
  capabilities: z.array(capabilitySchema),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Groups value that hides a capability. */
export const HIDDEN_GROUP = 'HIDDEN';
/** Adding a capability is limited to depth below this. */
export const MAX_CAPABILITY_DEPTH = 8;
