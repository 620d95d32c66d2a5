/**
 * The solution's documents (spec: document types 1-5; POST /sales/generate with documentType 2 ROM, 3 proposal,
 * 4 solution plan; 5 the capability contract; 6 the estimate workbook, internal only, issue 19). Type 1, the engagement slide deck, comes with engagements.
 */
import { z } from 'zod';
import { line, storedText } from './common.ts';

/** The generated document types by name: code says DOCUMENT_TYPE.rom, never a bare 2 (uploads are 101-105). */
export const DOCUMENT_TYPE = {
  slideDeck: 1,
  rom: 2,
  proposal: 3,
  solutionPlan: 4,
  capabilityContract: 5,
  /** Internal only (issue 19): the estimate as an xlsx with live formulas. */
  estimateWorkbook: 6,
} as const;
export type DocumentTypeNumber = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];

export const isDocumentTypeNumber = (n: number): n is DocumentTypeNumber =>
  (Object.values(DOCUMENT_TYPE) as number[]).includes(n);

export const DOCUMENT_TYPE_NAMES: Readonly<Record<number, string>> = {
  [DOCUMENT_TYPE.slideDeck]: 'Slide Deck',
  [DOCUMENT_TYPE.rom]: 'ROM',
  [DOCUMENT_TYPE.proposal]: 'Proposal',
  [DOCUMENT_TYPE.solutionPlan]: 'Solution Plan',
  [DOCUMENT_TYPE.capabilityContract]: 'Capability Contract',
  [DOCUMENT_TYPE.estimateWorkbook]: 'Estimate Workbook',
};

export function documentTypeName(type: number): string {
  return DOCUMENT_TYPE_NAMES[type] ?? `Document ${type}`;
}

/** The documents a solution's page can generate, with the spec's success notices. */
export const GENERATED_DOCUMENTS = {
  [DOCUMENT_TYPE.rom]: {
    title: 'ROM',
    created: 'ROM Created!',
    working: 'Creating the ROM deck...',
    format: 'pptx',
  },
  [DOCUMENT_TYPE.proposal]: {
    title: 'Proposal',
    created: 'Proposal Created!',
    working: 'Creating the proposal...',
    format: 'docx',
  },
  [DOCUMENT_TYPE.solutionPlan]: {
    title: 'Solution Plan (SP051)',
    created: 'Solution Plan (SP051) Created!',
    working: 'Creating the solution plan (SP051)...',
    format: 'docx',
  },
  [DOCUMENT_TYPE.capabilityContract]: {
    title: 'Capability Contract',
    created: 'Capability Contract Created!',
    working: 'Creating the capability contract...',
    format: 'docx',
  },
  [DOCUMENT_TYPE.estimateWorkbook]: {
    title: 'Estimate Workbook',
    created: 'Estimate Workbook Created!',
    working: 'Creating the estimate workbook...',
    format: 'xlsx',
  },
} as const;

/**
 * Documents only the bid team reads (cost, rates, margin): always the internal variant, listed and downloaded only
 * for those who may see the estimate (the lead provider's full users).
 */
export const INTERNAL_ONLY_DOCUMENT_TYPES: readonly number[] = [DOCUMENT_TYPE.estimateWorkbook];
export const isInternalOnlyDocumentType = (type: number) => INTERNAL_ONLY_DOCUMENT_TYPES.includes(type);

/**
 * The engagement's slide deck (document type 1), generated from an engagement (POST/PUT /sales/engagements), never
 * through POST /sales/generate, whose contract stays 2-5. Same shape and toast texts as the solution's documents.
 */
export const ENGAGEMENT_DECK_TYPE = DOCUMENT_TYPE.slideDeck;
export const ENGAGEMENT_DOCUMENTS = {
  [DOCUMENT_TYPE.slideDeck]: {
    title: 'Slide Deck',
    created: 'Slide Deck Created!',
    working: 'Creating the slide deck...',
    format: 'pptx',
  },
} as const;

export type GeneratedDocumentType = keyof typeof GENERATED_DOCUMENTS;
export const GENERATED_DOCUMENT_TYPES = [
  DOCUMENT_TYPE.rom,
  DOCUMENT_TYPE.proposal,
  DOCUMENT_TYPE.solutionPlan,
  DOCUMENT_TYPE.capabilityContract,
  DOCUMENT_TYPE.estimateWorkbook,
] as const satisfies readonly GeneratedDocumentType[];

export const isGeneratedDocumentType = (n: number): n is GeneratedDocumentType =>
  (GENERATED_DOCUMENT_TYPES as readonly number[]).includes(n);

export const DOCUMENT_MIME: Record<'pptx' | 'docx' | 'xlsx', string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Who a generated document is for (docs/documents.md): 'customer' (the default) leaves out everything internal
 * (risk scores, stage, AEP data, approvals, margin, cost, rates); 'internal' keeps them for the bid team.
 */
export const DOCUMENT_VARIANTS = ['customer', 'internal'] as const;
export const documentVariantSchema = z.enum(DOCUMENT_VARIANTS);
export type DocumentVariant = z.infer<typeof documentVariantSchema>;
export const DOCUMENT_VARIANT_LABELS: Readonly<Record<DocumentVariant, string>> = {
  customer: 'Customer',
  internal: 'Internal',
};

/**
 * POST /api/sales/generate. The spec's body also carried the capabilities, the hours and the client as the browser
 * saw them; the server takes only the solution's id and reads everything else from the store (never trusted as
 * sent), so extra keys are ignored.
 */
export const generateRequestSchema = z.object({
  solutionId: line(15).regex(/^\d{1,15}$/, 'must be a numeric id'),
  documentType: z.union(
    GENERATED_DOCUMENT_TYPES.map((t) => z.literal(t)) as [
      z.ZodLiteral<GeneratedDocumentType>,
      z.ZodLiteral<GeneratedDocumentType>,
      ...z.ZodLiteral<GeneratedDocumentType>[],
    ],
  ),
  /** 'customer' when left out. */
  variant: documentVariantSchema.optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** POST /api/sales/documents/download/{id}: a read-only link to the one file, valid for under 15 minutes. */
export const documentDownloadSchema = z.object({
  sasUrl: storedText(),
  documentFileName: storedText(),
});
export type DocumentDownload = z.infer<typeof documentDownloadSchema>;

/** POST /api/sales/documents/{blobFilename}/preview-images/content: PNG images of the first pages, as data URLs. */
export const documentPreviewSchema = z.object({
  documentId: storedText(),
  documentFileName: storedText(),
  previewImages: z
    .array(
      z.object({ page: z.number().int().min(1), content: storedText().startsWith('data:image/png;base64,') }),
    )
    .max(50),
});
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;
