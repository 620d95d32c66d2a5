/**
 * The solution document (spec: Solution, fields, state) and the calls of the solutions list and editor.
 */
import { z } from 'zod';
import { ORGANIZATIONS } from '../auth/roles.ts';
import { capabilitySchema, PRIORITY_KEYS, reviewSettingsSchema, sizeCodeSchema } from './catalogue.ts';
import { idNameSchema, personRefSchema, text } from './common.ts';

export const SOLUTION_STEPS = [0, 1, 2, 2.5, 3, 4, 5, 6, 7, 8] as const;
export const solutionStepSchema = z.union(SOLUTION_STEPS.map((s) => z.literal(s)));
export type SolutionStep = (typeof SOLUTION_STEPS)[number];

export const AEP_SOLUTION_TYPES = ['Hero Offer', 'Solution Play', 'aaS', 'Bespoke'] as const;
export const aepSolutionTypeSchema = z.enum(AEP_SOLUTION_TYPES);

export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM');

const urlOrEmpty = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]);

export const solutionRoleEntrySchema = z.object({
  id: z.string().max(100),
  name: text(200),
  user: personRefSchema.nullable().optional(),
});
export type SolutionRoleEntry = z.infer<typeof solutionRoleEntrySchema>;

/**
 * An approval (spec: {id, name}): id names the approved row of the approvals table ('solution' or a document
 * id), name the approver; approverId and approvedAt record who and when (set and checked by the API).
 */
export const approvalSchema = z.object({
  id: z.string().max(200),
  name: text(200),
  approverId: z.string().max(200).optional(),
  approvedAt: z.string().max(40).optional(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const SOLUTION_APPROVAL_ROW = 'solution';

export const solutionFieldsSchema = z.object({
  organization: z.enum(ORGANIZATIONS),
  name: text(300),
  regionId: z.string().max(50).optional(),
  clientContacts: text(4000).optional(),
  proposalStatus: text(100).optional(),
  opportunityBackground: text(20000).optional(),
  scopeDefinition: text(20000).optional(),
  scopeDefinitionScopeOfWork: text(20000).optional(),
  scopeDefinitionKeyOutputs: text(20000).optional(),
  scopeDefinitionOutOfScope: text(20000).optional(),
  deliveryApproach: text(20000).optional(),
  sourcingStrategy: text(20000).optional(),
  mobilization: text(20000).optional(),
  isExportedToDeliver: z.boolean().optional(),
  exportedToDeliverAt: z.string().max(40).optional(),
  approvals: z.array(approvalSchema).max(100).optional(),
  complexity: z.number().min(0.5).max(5).multipleOf(0.5),
  aepSolutionType: aepSolutionTypeSchema,
  aepUrl: urlOrEmpty.optional(),
  c365Url: urlOrEmpty.optional(),
  roles: z.array(solutionRoleEntrySchema).max(50).optional(),
  engagementNotes: text(20000).optional(),
});
export type SolutionFields = z.infer<typeof solutionFieldsSchema>;

export interface ScopeItem {
  id: string;
  name: string;
  effort: number;
  metrics?: { name: string; value: number }[];
  items?: ScopeItem[];
}
export const scopeItemSchema: z.ZodType<ScopeItem> = z.object({
  id: z.string().max(100),
  name: text(300),
  effort: z.number().min(0).max(9999),
  metrics: z
    .array(z.object({ name: text(300), value: z.number().int().min(0).max(9999) }))
    .max(200)
    .optional(),
  get items() {
    return z.array(scopeItemSchema).max(500).optional();
  },
});

/** A selected capability: its path in the tree, size, team and location, and its scope. */
export const selectedCapabilitySchema = z.object({
  path: z.string().max(2000),
  isSelected: z.boolean(),
  size: z.union([sizeCodeSchema, z.literal('')]).optional(),
  teamId: z.string().max(100).optional(),
  locationId: z.string().max(100).optional(),
  scope: z.array(scopeItemSchema).max(500).optional(),
});

export const riskAnswerSchema = z.object({
  id: z.number().int().min(0).max(3),
  selected: z.boolean(),
  description: text(2000).optional(),
  mitigatingActions: text(4000).optional(),
});
export const riskQuestionSchema = z.object({
  id: z.string().max(100),
  block: z.object({ id: z.number().int().min(1).max(7) }),
  text: text(2000),
  notes: text(4000).optional(),
  answers: z.array(riskAnswerSchema).max(10),
});

export const cporStateSchema = z.object({
  step: z.number().int().min(1).max(5),
  approvals: z
    .array(
      z.object({
        id: z.string().max(100),
        active: z.boolean(),
        requested: z.boolean(),
        answers: z.array(z.number().int().min(0).max(1)).max(10),
        text: text(4000).optional(),
      }),
    )
    .max(10),
  questions: z.array(riskQuestionSchema).max(200),
});

export const prioritiesSchema = z.object(
  Object.fromEntries(PRIORITY_KEYS.map((k) => [k, z.number().int().min(-1).max(100)])) as Record<
    (typeof PRIORITY_KEYS)[number],
    z.ZodNumber
  >,
);

export const solutionStateSchema = z.object({
  step: solutionStepSchema,
  steps: z.array(solutionStepSchema).max(20),
  items: z.array(capabilitySchema).max(5000),
  capabilities: z.array(selectedCapabilitySchema).max(5000).optional(),
  deliverableReviewSettings: reviewSettingsSchema.optional(),
  peopleSettings: z
    .object({
      gap: z.number().int().min(1).max(60),
      mobilisation: z.number().int().min(7).max(84).multipleOf(7),
    })
    .optional(),
  timelineSettings: z.object({ scale: z.number().int().min(-5).max(5) }).optional(),
  risk: z.object({ questions: z.array(riskQuestionSchema).max(200) }).optional(),
  cpor: cporStateSchema.optional(),
  priorities: prioritiesSchema.partial().optional(),
  partnerSubmitted: z.boolean().optional(),
  offerings: z.array(z.string().max(100)).max(500).optional(),
  actions: z.array(z.string().max(100)).max(10000).optional(),
});
export type SolutionState = z.infer<typeof solutionStateSchema>;

export const salesCountryRefSchema = z.object({
  id: z.string().max(100),
  name: text(200),
  fields: z.record(z.string(), z.unknown()).optional(),
});

export const solutionDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.number().int().min(1).max(5),
  modifiedAt: z.string(),
  fileName: z.string(),
  fileUrl: z.string().optional(),
  timestamp: z.string().optional(),
});
export type SolutionDocument = z.infer<typeof solutionDocumentSchema>;

/** The stored solution, as the API returns it (etag is the concurrency token for the next save). */
export const solutionSchema = z.object({
  id: z.string(),
  type: z.literal(1),
  userId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  salesClient: idNameSchema.nullable(),
  expectedStart: yearMonthSchema,
  salesCountry: salesCountryRefSchema.nullable(),
  requirementDescription: z.string(),
  owner: personRefSchema,
  modifiedBy: personRefSchema,
  createdAt: z.string(),
  modifiedAt: z.string(),
  catalogueVersion: z.number().int().min(0),
  documents: z.array(solutionDocumentSchema),
  traceId: z.string().optional(),
  assigneeIds: z.array(z.string()),
  fields: solutionFieldsSchema,
  state: solutionStateSchema,
  etag: z.string(),
});
export type Solution = z.infer<typeof solutionSchema>;

/** POST /sales/solutions: create (no solutionId) or save (solutionId plus If-Match with the etag). */
export const saveSolutionRequestSchema = z.object({
  solutionId: z.string().regex(/^\d+$/, 'solutionId must be numeric').optional(),
  salesClient: idNameSchema.nullable(),
  expectedStart: yearMonthSchema,
  salesCountry: salesCountryRefSchema.nullable(),
  requirementDescription: text(20000),
  catalogueVersion: z.number().int().min(0).optional(),
  fields: solutionFieldsSchema,
  state: solutionStateSchema,
  createAepRecord: z.boolean().optional(),
  trace: z.string().max(100).optional(),
});
export type SaveSolutionRequest = z.infer<typeof saveSolutionRequestSchema>;

export const SOLUTION_VIEWS = ['created', 'assigned', 'region', 'all'] as const;
export const solutionViewSchema = z.enum(SOLUTION_VIEWS);
export type SolutionView = z.infer<typeof solutionViewSchema>;

/** GET /sales/solutions query. */
export const solutionListQuerySchema = z.object({
  view: solutionViewSchema.default('created'),
  region: z.string().trim().max(50).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  continuationToken: z.string().max(4000).optional(),
});
export type SolutionListQuery = z.infer<typeof solutionListQuerySchema>;

/** A row of the solutions list. */
export const solutionListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization: z.enum(ORGANIZATIONS),
  clientName: z.string(),
  regionId: z.string().optional(),
  countryName: z.string().optional(),
  owner: personRefSchema,
  step: solutionStepSchema,
  aepUrl: z.string().optional(),
  c365Url: z.string().optional(),
  modifiedAt: z.string(),
});
export type SolutionListItem = z.infer<typeof solutionListItemSchema>;

/** The export file: everything needed to recreate the solution, with a versioned schema. */
export const SOLUTION_EXPORT_SCHEMA = 'solution-portal/solution-export';
export const SOLUTION_EXPORT_VERSION = 1;
export const solutionExportSchema = z.object({
  schema: z.literal(SOLUTION_EXPORT_SCHEMA),
  version: z.literal(SOLUTION_EXPORT_VERSION),
  exportedAt: z.string(),
  exportedBy: personRefSchema,
  appVersion: z.string(),
  solution: solutionSchema.omit({ etag: true }),
});
export type SolutionExport = z.infer<typeof solutionExportSchema>;
