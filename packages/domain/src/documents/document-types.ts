/**
 * The solution's documents (spec: document types 1-5; POST /sales/generate with documentType 2 ROM, 3 proposal,
 * 4 solution plan; 5 the capability contract). Type 1, the engagement slide deck, comes with engagements.
 */
import { z } from 'zod';
import { line } from '../contracts/common.ts';

export const DOCUMENT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Slide Deck',
  2: 'ROM',
  3: 'Proposal',
  4: 'Solution Plan',
  5: 'Capability Contract',
};

export function documentTypeName(type: number): string {
  return DOCUMENT_TYPE_NAMES[type] ?? `Document ${type}`;
}

/** The documents a solution's page can generate, with the spec's success notices. */
export const GENERATED_DOCUMENTS = {
  2: { title: 'ROM', created: 'ROM Created!', working: 'Creating the ROM deck...', format: 'pptx' },
  3: { title: 'Proposal', created: 'Proposal Created!', working: 'Creating the proposal...', format: 'docx' },
  4: {
    title: 'Solution Plan (SP051)',
    created: 'Solution Plan (SP051) Created!',
    working: 'Creating the solution plan (SP051)...',
    format: 'docx',
  },
  5: {
    title: 'Capability Contract',
    created: 'Capability Contract Created!',
    working: 'Creating the capability contract...',
    format: 'docx',
  },
} as const;

/**
 * The engagement's slide deck (document type 1), generated from an engagement (POST/PUT /sales/engagements), never
 * through POST /sales/generate, whose contract stays 2-5. Same shape and toast texts as the solution's documents.
 */
export const ENGAGEMENT_DECK_TYPE = 1;
export const ENGAGEMENT_DOCUMENTS = {
  1: {
    title: 'Slide Deck',
    created: 'Slide Deck Created!',
    working: 'Creating the slide deck...',
    format: 'pptx',
  },
} as const;

export type GeneratedDocumentType = keyof typeof GENERATED_DOCUMENTS;
export const GENERATED_DOCUMENT_TYPES = [2, 3, 4, 5] as const satisfies readonly GeneratedDocumentType[];

export const isGeneratedDocumentType = (n: number): n is GeneratedDocumentType =>
  (GENERATED_DOCUMENT_TYPES as readonly number[]).includes(n);

export const DOCUMENT_MIME: Record<'pptx' | 'docx', string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * POST /api/sales/generate. The spec's body also carried the capabilities, the hours and the client as the browser
 * saw them; the server takes only the solution's id and reads everything else from the store (never trusted as
 * sent), so extra keys are ignored.
 */
export const generateRequestSchema = z.object({
  solutionId: line(15).regex(/^\d{1,15}$/, 'must be a numeric id'),
  documentType: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** POST /api/sales/documents/download/{id}: a read-only link to the one file, valid for under 15 minutes. */
export const documentDownloadSchema = z.object({
  sasUrl: z.string(),
  documentFileName: z.string(),
});
export type DocumentDownload = z.infer<typeof documentDownloadSchema>;

/** POST /api/sales/documents/{blobFilename}/preview-images/content: PNG images of the first pages, as data URLs. */
export const documentPreviewSchema = z.object({
  documentId: z.string(),
  documentFileName: z.string(),
  previewImages: z
    .array(
      z.object({ page: z.number().int().min(1), content: z.string().startsWith('data:image/png;base64,') }),
    )
    .max(50),
});
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;
