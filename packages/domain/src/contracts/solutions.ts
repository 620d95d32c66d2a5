/**
 * The solution document (spec: Solution, fields, state) and the calls of the solutions list and editor.
 */
import { z } from 'zod';
import { ORGANIZATIONS } from '../auth/roles.ts';
import { salesCountryFieldsSchema, volumesSchema } from './places.ts';
import { documentVariantSchema } from './document-types.ts';
import { acceptanceRouteSchema, priceBasisSchema } from './commercial-settings.ts';
import { capabilityTreeSchema, PRIORITY_KEYS, reviewSettingsSchema, sizeCodeSchema } from './catalogue.ts';
import {
  computedNumber,
  httpUrl,
  idNameSchema,
  line,
  personRefSchema,
  richText,
  storedText,
  text,
} from './common.ts';

export const SOLUTION_STEPS = [0, 1, 2, 2.5, 3, 4, 5, 6, 7, 8] as const;
export const solutionStepSchema = z.union(SOLUTION_STEPS.map((s) => z.literal(s)));
export type SolutionStep = (typeof SOLUTION_STEPS)[number];

export const AEP_SOLUTION_TYPES = ['Hero Offer', 'Solution Play', 'aaS', 'Bespoke'] as const;
export const aepSolutionTypeSchema = z.enum(AEP_SOLUTION_TYPES);

/** The most characters of the Information step's texts (the schemas below use them; the web stops input there). */
export const SOLUTION_NAME_MAX = 300;
export const REQUIREMENT_DESCRIPTION_MAX = 20000;
export const CLIENT_CONTACTS_MAX = 4000;
export const PROPOSAL_STATUS_MAX = 100;

/**
 * The proposal's status as a bid team tracks it (the spec names the field, not its values): chosen on the
 * Information step, shown in the details panel. Stored as text, so a value from elsewhere is kept and shown as is.
 */
export const PROPOSAL_STATUSES = [
  'Not started',
  'In preparation',
  'Submitted to client',
  'Won',
  'Lost',
  'Withdrawn',
] as const;

export const yearMonthSchema = line(100).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM');

/**
 * The range of an expected start a save accepts (the spec gives none; decided in ADR 0024): from 2000-01,
 * older than any opportunity this portal holds, to 2099-12. Stored solutions are read whatever their month.
 */
export const EARLIEST_EXPECTED_START = '2000-01';
export const LATEST_EXPECTED_START = '2099-12';

/** Why a well-formed YYYY-MM cannot be an expected start (undefined: it can). */
export function expectedStartProblem(value: string): string | undefined {
  if (value < EARLIEST_EXPECTED_START)
    return `The expected start cannot be before ${EARLIEST_EXPECTED_START}.`;
  if (value > LATEST_EXPECTED_START) return `The expected start cannot be after ${LATEST_EXPECTED_START}.`;
  return undefined;
}

/** A save's expected start: YYYY-MM within the range above. */
export const expectedStartSchema = yearMonthSchema.check((ctx) => {
  const problem = expectedStartProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

const urlOrEmpty = z.union([z.literal(''), httpUrl()]);

export const solutionRoleEntrySchema = z.object({
  id: line(100),
  name: text(200),
  user: personRefSchema.nullable().optional(),
});
export type SolutionRoleEntry = z.infer<typeof solutionRoleEntrySchema>;

/**
 * An approval (spec: {id, name}): id names the approved row of the approvals table ('solution' or a document
 * id), name the approver; approverId and approvedAt record who and when (set and checked by the API).
 */
export const approvalSchema = z.object({
  id: line(200),
  name: text(200),
  approverId: line(200).optional(),
  approvedAt: line(40).optional(),
  /** The solution version taken when the approval was given (issue 22); set by the API, never taken as sent. */
  version: z.number().int().min(1).optional(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const SOLUTION_APPROVAL_ROW = 'solution';

export const solutionFieldsSchema = z.object({
  organization: z.enum(ORGANIZATIONS),
  name: text(SOLUTION_NAME_MAX),
  regionId: line(50).optional(),
  clientContacts: text(CLIENT_CONTACTS_MAX).optional(),
  proposalStatus: text(PROPOSAL_STATUS_MAX).optional(),
  opportunityBackground: richText(20000).optional(),
  scopeDefinition: richText(20000).optional(),
  scopeDefinitionScopeOfWork: richText(20000).optional(),
  scopeDefinitionKeyOutputs: richText(20000).optional(),
  scopeDefinitionOutOfScope: richText(20000).optional(),
  deliveryApproach: richText(20000).optional(),
  sourcingStrategy: richText(20000).optional(),
  mobilization: richText(20000).optional(),
  isExportedToDeliver: z.boolean().optional(),
  exportedToDeliverAt: line(40).optional(),
  approvals: z.array(approvalSchema).max(100).optional(),
  complexity: z.number().min(0.5).max(5).multipleOf(0.5),
  aepSolutionType: aepSolutionTypeSchema,
  aepUrl: urlOrEmpty.optional(),
  c365Url: urlOrEmpty.optional(),
  roles: z.array(solutionRoleEntrySchema).max(50).optional(),
  /**
   * The people named to approve the solution (issue 30, ADR 0054): provider users, resolved by the API from the
   * users; each may give their own approval at Review whatever their role (solutions/approvers.ts).
   */
  approvers: z.array(personRefSchema).max(20).optional(),
  engagementNotes: richText(20000).optional(),
  /** How the customer documents price the work (issue 29): a fixed price unless chosen otherwise. */
  priceBasis: priceBasisSchema.optional(),
  /** How the client accepts: signing the proposal unless chosen otherwise (ADR 0066). */
  acceptanceRoute: acceptanceRouteSchema.optional(),
  /**
   * The client's volumes the work is sized on, asked on Information (issue 32, ADR 0060): they fill the
   * capabilities' metrics and suggest sizes (builder/volumes.ts).
   */
  volumes: volumesSchema.optional(),
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
  id: line(100),
  name: text(300),
  /** Computed (own effort, metrics, parallel and tranches): never bounded by what a person may type. */
  effort: computedNumber,
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
  path: line(2000),
  isSelected: z.boolean(),
  size: z.union([sizeCodeSchema, z.literal('')]).optional(),
  teamId: line(100).optional(),
  locationId: line(100).optional(),
  scope: z.array(scopeItemSchema).max(500).optional(),
});

export const riskAnswerSchema = z.object({
  id: z.number().int().min(0).max(3),
  selected: z.boolean(),
  description: text(2000).optional(),
  mitigatingActions: text(4000).optional(),
});
export const riskQuestionSchema = z.object({
  id: line(100),
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
        id: line(100),
        active: z.boolean(),
        requested: z.boolean(),
        answers: z.array(z.number().int().min(0).max(1)).max(10),
        text: text(4000).optional(),
        /** Who is asked (chosen from the users; the server resolves it from the store). */
        approver: personRefSchema.optional(),
      }),
    )
    .max(10),
  questions: z.array(riskQuestionSchema).max(200),
  /** Step 5: the signed proof of execution, an upload of this solution (type 104); the server fills the name. */
  proof: z
    .object({ documentId: line(100), fileName: line(255).optional(), uploadedAt: line(40).optional() })
    .optional(),
});

export type CporState = z.infer<typeof cporStateSchema>;
export type CporApproval = CporState['approvals'][number];

/** An approver's answer to a CPoR approval: APPROVE (1) or REFUSE (0), with a comment. */
export const cporAnswerRequestSchema = z.object({
  answer: z.union([z.literal(0), z.literal(1)]),
  text: text(4000).optional(),
});
export type CporAnswerRequest = z.infer<typeof cporAnswerRequestSchema>;

/**
 * POST /sales/solutions/{id}/approvals/{row} (ADR 0054): the caller gives (true) or withdraws (false) their own
 * approval of one row of the approvals table, and changes nothing else.
 */
export const solutionApprovalRequestSchema = z.object({ approved: z.boolean() });
export type SolutionApprovalRequest = z.infer<typeof solutionApprovalRequestSchema>;

export const prioritiesSchema = z.object(
  Object.fromEntries(PRIORITY_KEYS.map((k) => [k, z.number().int().min(-1).max(100)])) as Record<
    (typeof PRIORITY_KEYS)[number],
    z.ZodNumber
  >,
);

export const solutionStateSchema = z.object({
  step: solutionStepSchema,
  steps: z.array(solutionStepSchema).max(20),
  items: capabilityTreeSchema(5000),
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
  offerings: z.array(line(100)).max(500).optional(),
  actions: z.array(line(100)).max(10000).optional(),
});
export type SolutionState = z.infer<typeof solutionStateSchema>;

export const salesCountryRefSchema = z.object({
  id: line(100),
  name: text(200),
  /** The server replaces the reference with the stored country (name and fields), whatever was sent. */
  fields: salesCountryFieldsSchema.optional(),
});

export const solutionDocumentSchema = z.object({
  id: storedText(),
  name: storedText(),
  type: z.number().int().min(1).max(6),
  modifiedAt: storedText(),
  fileName: storedText(),
  fileUrl: storedText().optional(),
  timestamp: storedText().optional(),
  /** Generated solution documents (types 2-5): who the file is for; rows written before variants read 'customer'. */
  variant: documentVariantSchema.optional(),
});
export type SolutionDocument = z.infer<typeof solutionDocumentSchema>;

/** The stored solution, as the API returns it (etag is the concurrency token for the next save). */
export const solutionSchema = z.object({
  id: storedText(),
  type: z.literal(1),
  userId: storedText(),
  clientId: storedText(),
  clientName: storedText(),
  salesClient: idNameSchema.nullable(),
  expectedStart: yearMonthSchema,
  salesCountry: salesCountryRefSchema.nullable(),
  requirementDescription: storedText(),
  owner: personRefSchema,
  modifiedBy: personRefSchema,
  createdAt: storedText(),
  modifiedAt: storedText(),
  catalogueVersion: z.number().int().min(0),
  /** The rate card version the solution is priced with (issue 19); absent on solutions older than the card. */
  rateCardVersion: z.number().int().min(1).optional(),
  documents: z.array(solutionDocumentSchema),
  traceId: storedText().optional(),
  assigneeIds: z.array(storedText()),
  fields: solutionFieldsSchema,
  state: solutionStateSchema,
  etag: storedText(),
});
export type Solution = z.infer<typeof solutionSchema>;

/** POST /sales/solutions: create (no solutionId) or save (solutionId plus If-Match with the etag). */
export const saveSolutionRequestSchema = z.object({
  solutionId: line(100).regex(/^\d+$/, 'solutionId must be numeric').optional(),
  salesClient: idNameSchema.nullable(),
  expectedStart: expectedStartSchema,
  salesCountry: salesCountryRefSchema.nullable(),
  requirementDescription: richText(REQUIREMENT_DESCRIPTION_MAX),
  catalogueVersion: z.number().int().min(0).optional(),
  rateCardVersion: z.number().int().min(1).max(1_000_000).optional(),
  fields: solutionFieldsSchema,
  state: solutionStateSchema,
  createAepRecord: z.boolean().optional(),
  trace: line(100).optional(),
});
export type SaveSolutionRequest = z.infer<typeof saveSolutionRequestSchema>;

/**
 * The list's views. The last three are the targets of the user menu's notification counts (ADR 0023): each
 * shows exactly the solutions its count counts.
 */
export const SOLUTION_VIEWS = [
  'created',
  'assigned',
  'region',
  'all',
  'approvals',
  'assigned-open',
  'in-review',
] as const;
export const solutionViewSchema = z.enum(SOLUTION_VIEWS);
export type SolutionView = z.infer<typeof solutionViewSchema>;

/** GET /sales/solutions query. */
export const solutionListQuerySchema = z.object({
  view: solutionViewSchema.default('created'),
  region: line(50).trim().optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  continuationToken: line(4000).optional(),
});
export type SolutionListQuery = z.infer<typeof solutionListQuerySchema>;

/** A row of the solutions list. */
export const solutionListItemSchema = z.object({
  id: storedText(),
  name: storedText(),
  organization: z.enum(ORGANIZATIONS),
  clientName: storedText(),
  regionId: storedText().optional(),
  countryName: storedText().optional(),
  owner: personRefSchema,
  step: solutionStepSchema,
  /** The stage as the progress bar names it (solutionStage): one name for the list and the builder. */
  stage: storedText(),
  aepUrl: storedText().optional(),
  c365Url: storedText().optional(),
  modifiedAt: storedText(),
});
export type SolutionListItem = z.infer<typeof solutionListItemSchema>;

/** The export file: everything needed to recreate the solution, with a versioned schema. */
export const SOLUTION_EXPORT_SCHEMA = 'solution-portal/solution-export';
export const SOLUTION_EXPORT_VERSION = 1;
export const solutionExportSchema = z.object({
  schema: z.literal(SOLUTION_EXPORT_SCHEMA),
  version: z.literal(SOLUTION_EXPORT_VERSION),
  exportedAt: storedText(),
  exportedBy: personRefSchema,
  appVersion: storedText(),
  solution: solutionSchema.omit({ etag: true }),
});
export type SolutionExport = z.infer<typeof solutionExportSchema>;
