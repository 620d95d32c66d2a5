/**
 * Document templates (spec: Templates admin; docs/templates.md): which template each generated document uses, the
 * placeholders a Word template may hold, the labelled texts a slide-deck template may hold, the upload limit and the
 * shapes of the admin calls. The API checks every upload against these rules before it stores anything.
 */
import { z } from 'zod';
import { line, text } from '../contracts/common.ts';
import { templateSchema } from '../contracts/reference.ts';
import { DOCUMENT_TYPE } from '../contracts/document-types.ts';

/** The five default templates' ids (api/src/seed/seed-data/templates.ts). */
export const TEMPLATE_IDS = {
  engagement: 'template-engagement',
  rom: 'template-rom',
  proposal: 'template-proposal',
  solutionPlan: 'template-solution-plan',
  deliverableContract: 'template-deliverable-contract',
} as const;

/** The template each generated document type uses (1, the engagement deck, comes with engagements). */
export const DOCUMENT_TEMPLATE_ID = {
  [DOCUMENT_TYPE.slideDeck]: TEMPLATE_IDS.engagement,
  [DOCUMENT_TYPE.rom]: TEMPLATE_IDS.rom,
  [DOCUMENT_TYPE.proposal]: TEMPLATE_IDS.proposal,
  [DOCUMENT_TYPE.solutionPlan]: TEMPLATE_IDS.solutionPlan,
  [DOCUMENT_TYPE.capabilityContract]: TEMPLATE_IDS.deliverableContract,
} as const;

/** The documents generated from each template, as the edit page lists them. */
export const TEMPLATE_DOCUMENTS: Readonly<Record<string, string>> = {
  [TEMPLATE_IDS.engagement]: 'Engagement slide deck (comes with engagements)',
  [TEMPLATE_IDS.rom]: 'ROM deck',
  [TEMPLATE_IDS.proposal]: 'Proposal',
  [TEMPLATE_IDS.solutionPlan]: 'Solution Plan (SP051)',
  [TEMPLATE_IDS.deliverableContract]: 'Capability Contract',
};

export type TemplateFormat = 'pptx' | 'docx';

/** A template's format from its stored file name (the reference list's, never an upload's). */
export function templateFormatOf(filename: string): TemplateFormat | undefined {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.pptx')) return 'pptx';
  if (lower.endsWith('.docx')) return 'docx';
  return undefined;
}

export const TEMPLATE_FORMAT_NAMES: Record<TemplateFormat, string> = {
  pptx: 'PowerPoint presentation (.pptx)',
  docx: 'Word document (.docx)',
};

/** Spec: after a template upload the list refreshes after about 2000 ms. */
export const TEMPLATE_UPLOAD_REFRESH_MS = 2_000;

/** Largest template upload: 10 MB (a template with a logo and a cover picture is well under 1 MB). */
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
export const MAX_TEMPLATE_SIZE_TEXT = '10 MB';

const kilobytes = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Spec: the chosen file's size in KB ('1,234.5 KB', UK format). */
export const formatKilobytes = (bytes: number): string => `${kilobytes.format(bytes / 1024)} KB`;

/** The Word template's placeholder where the generated body goes: a paragraph holding only `{{content}}`. */
export const CONTENT_PLACEHOLDER = 'content';

export interface TemplatePlaceholder {
  key: string;
  meaning: string;
  example: string;
}

/** Placeholders a Word template may hold anywhere (body, tables, headers, footers), typed as `{{key}}`. */
export const TEMPLATE_PLACEHOLDERS: readonly TemplatePlaceholder[] = [
  {
    key: CONTENT_PLACEHOLDER,
    meaning: 'Where the generated body goes; required, in a paragraph of its own in the main text',
    example: 'Summary, scope, timeline, team, risks…',
  },
  {
    key: 'document_title',
    meaning: 'The kind of document (the internal variant adds ": INTERNAL")',
    example: 'Solution Plan (SP051)',
  },
  {
    key: 'classification',
    meaning:
      'Who may read it, for headers and footers: "Commercial in confidence" or "INTERNAL: not for the client"',
    example: 'Commercial in confidence',
  },
  { key: 'reference', meaning: "The document's reference", example: '1001-PROP' },
  { key: 'version', meaning: "The document's version", example: '1.0' },
  {
    key: 'supplier',
    meaning: "The supplier's legal name (Settings)",
    example: 'Provider Technology Services Limited',
  },
  { key: 'solution_name', meaning: "The solution's name", example: 'Windows 11 rollout' },
  { key: 'solution_id', meaning: "The solution's number", example: '1001' },
  { key: 'client', meaning: "The client's name", example: 'Northbridge Ltd' },
  { key: 'country', meaning: "The solution's country", example: 'United Kingdom' },
  { key: 'owner', meaning: "The solution's owner", example: 'Sam Patel' },
  { key: 'prepared_by', meaning: 'Who generated the document', example: 'Alex Morgan' },
  { key: 'date', meaning: 'The day it was generated', example: '14 March 2027' },
  {
    key: 'stage',
    meaning: "The solution's stage (internal documents only; empty in a customer document)",
    example: 'Draft',
  },
  { key: 'variant', meaning: 'Who the document is for', example: 'Customer' },
  { key: 'expected_start', meaning: 'The expected start (month)', example: 'March 2027' },
  { key: 'start_date', meaning: 'The first day of delivery', example: '5 April 2027' },
  { key: 'end_date', meaning: 'The last day of delivery', example: '30 July 2027' },
  { key: 'total_hours', meaning: 'The total effort', example: '1,234.5 h' },
  { key: 'total_weeks', meaning: 'The total effort in person-weeks', example: '30.9 person-weeks' },
];

export const TEMPLATE_PLACEHOLDER_KEYS: ReadonlySet<string> = new Set(
  TEMPLATE_PLACEHOLDERS.map((p) => p.key),
);

/** The placeholders in a text, each key once, spaces inside the braces ignored: '{{ client }}' → 'client'. */
export function placeholdersIn(value: string): string[] {
  const out = new Set<string>();
  for (const match of value.matchAll(/\{\{([^{}]{0,80})\}\}/g)) out.add(match[1]!.trim());
  return [...out];
}

export interface DeckText {
  key: 'company' | 'footer' | 'coverLabel';
  label: string;
  meaning: string;
}

/**
 * The fixed texts a slide-deck template holds as lines 'Label: text' on any of its slides (the first line of each
 * label counts). The deck's colours and fonts come from the template's theme.
 */
export const DECK_TEXTS: readonly DeckText[] = [
  { key: 'company', label: 'Company', meaning: "The deck's company property" },
  { key: 'footer', label: 'Footer', meaning: 'The line at the foot of every slide' },
  { key: 'coverLabel', label: 'Cover label', meaning: 'The line above the solution name on the cover' },
];

/** Reads the labelled texts of a deck's slide lines ('Footer: Commercial in confidence'). */
export function deckTextsIn(lines: readonly string[]): Partial<Record<DeckText['key'], string>> {
  const out: Partial<Record<DeckText['key'], string>> = {};
  for (const raw of lines) {
    const match = /^\s*([A-Za-z ]{3,20}?)\s*:\s*(.*?)\s*$/.exec(raw);
    if (!match) continue;
    const text = DECK_TEXTS.find((t) => t.label.toLowerCase() === match[1]!.toLowerCase());
    if (text && out[text.key] === undefined && match[2]) out[text.key] = match[2].slice(0, 200);
  }
  return out;
}

/** PUT /api/sales/templates/{templateId}: the template's new name (If-Match: the templates list's ETag). */
export const renameTemplateRequestSchema = z.object({ name: text(200).min(1, 'Enter a name') });
export type RenameTemplateRequest = z.infer<typeof renameTemplateRequestSchema>;

/** The templates list (GET /api/sales/configuration/templates, and the answer of an upload or a rename). */
export const templatesListSchema = z.array(templateSchema);

/** GET /api/sales/templates/{templateId}/preview: what the stored file holds and whether it can be used. */
export const templatePreviewSchema = z.object({
  template: templateSchema,
  format: z.enum(['pptx', 'docx']),
  /** 'default': the shipped default; 'uploaded': an admin's file. */
  source: z.enum(['default', 'uploaded']),
  size: z.number().int().min(0),
  documents: text(200),
  /** Word templates: the known placeholders the file holds. */
  placeholders: z.array(line(100)),
  /** Slide-deck templates: the labelled texts found. */
  texts: z.array(z.object({ label: text(50), value: text(200) })),
  theme: z
    .object({
      colours: z.array(z.object({ name: line(40), hex: line(6) })),
      headingFont: text(100),
      bodyFont: text(100),
    })
    .optional(),
  /** Why the stored file cannot be used (empty when it can). */
  problems: z.array(text(500)),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;
