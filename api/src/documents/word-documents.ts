/**
 * The Word documents (docx): the proposal (type 3), the SP051 solution plan (type 4) and the capability contract
 * (type 5), each laid out from the document model (docs/documents.md) and placed in its Word template (the cover,
 * headers, footers, styles and fixed text are the template's: docs/templates.md). Charts are PNGs (chart-images.ts).
 */
import {
  DOCUMENT_TEMPLATE_ID,
  DOCUMENT_TYPE,
  DOCUMENT_VARIANT_LABELS,
  type DocumentModel,
} from '@portal/domain';
import { PageBreak, Paragraph, TabStopType, TextRun } from 'docx';
import { defaultTemplate } from '../templates/default-templates.ts';
import { fillWordTemplate } from '../templates/fill-word-template.ts';
import { DEFAULT_LOOK, type DocumentLook } from '../templates/document-look.ts';
import { heading, richParagraphs, settle, type Block, type BodyBlock } from '../templates/word-blocks.ts';
import {
  acceptance,
  approvals,
  charges,
  commercial,
  content,
  documentControl,
  internal,
  lists,
  part,
  type Part,
  riskBlocks,
  scope,
  security,
  summary,
  type Tables,
  tablesFor,
  team,
  timelineBlocks,
} from './word-sections.ts';

export type WordKind =
  typeof DOCUMENT_TYPE.proposal | typeof DOCUMENT_TYPE.solutionPlan | typeof DOCUMENT_TYPE.capabilityContract;

const DEFAULT_TEMPLATE: Record<WordKind, string> = {
  [DOCUMENT_TYPE.proposal]: DOCUMENT_TEMPLATE_ID[DOCUMENT_TYPE.proposal],
  [DOCUMENT_TYPE.solutionPlan]: DOCUMENT_TEMPLATE_ID[DOCUMENT_TYPE.solutionPlan],
  [DOCUMENT_TYPE.capabilityContract]: DOCUMENT_TEMPLATE_ID[DOCUMENT_TYPE.capabilityContract],
};

const TITLES: Record<WordKind, string> = {
  [DOCUMENT_TYPE.proposal]: 'Proposal',
  [DOCUMENT_TYPE.solutionPlan]: 'Solution Plan (SP051)',
  [DOCUMENT_TYPE.capabilityContract]: 'Capability Contract',
};

/** The contents: the body's top-level headings, numbered in order (written out, so every reader shows them). */
function contents(parts: readonly Part[]): Block[] {
  return [
    heading('Contents'),
    ...parts.map(
      (p, i) =>
        new Paragraph({
          spacing: { after: 60 },
          tabStops: [{ type: TabStopType.LEFT, position: 500 }],
          children: [new TextRun(`${i + 1}.\t${p.title}`)],
        }),
    ),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function parts(tx: Tables, m: DocumentModel, kind: WordKind): Part[] {
  if (kind !== DOCUMENT_TYPE.capabilityContract) {
    const plan = kind === DOCUMENT_TYPE.solutionPlan;
    // The parts with charts first: their charts render off the main thread while the other parts' tables are written.
    const charted = [...timelineBlocks(m), ...team(tx, m, plan), ...riskBlocks(tx, m)];
    return [
      ...summary(tx, m),
      ...commercial(tx, m),
      ...content(tx, m),
      ...scope(tx, m, plan),
      ...charted,
      ...(plan ? security(tx, m) : []),
      ...lists(tx, m, plan),
      ...approvals(tx, m),
    ];
  }
  return [
    ...part(
      'Parties',
      tx.facts([
        ['Client', m.client],
        ['Supplier', 'The provider'],
        ['Solution', `${m.name} (${m.id})`],
        ['Start', m.totals.workStartText],
        ['End', m.totals.endDateText],
      ]),
    ),
    ...part('Requirements', richParagraphs(m.requirement)),
    ...content(tx, m, ['Scope Definition']),
    ...scope(tx, m, true),
    ...lists(tx, m, false),
    ...charges(tx, m),
    ...acceptance(tx, m),
  ];
}

function body(tx: Tables, m: DocumentModel, kind: WordKind): BodyBlock[] {
  const all = parts(tx, m, kind);
  const flat = all.flatMap((p) => [heading(p.title), ...p.blocks]);
  const withContents = kind !== DOCUMENT_TYPE.capabilityContract;
  return [...documentControl(tx, m), ...(withContents ? contents(all) : []), ...flat];
}

/** The text placeholders of a Word template for this document (docs/templates.md). */
export function templateTexts(m: DocumentModel, kind: WordKind): Record<string, string> {
  return {
    document_title: TITLES[kind],
    solution_name: m.name,
    solution_id: m.id,
    client: m.client,
    country: m.country,
    owner: m.owner,
    prepared_by: m.preparedBy,
    date: m.generatedOn,
    // The stage is internal: a customer template's {{stage}} reads empty.
    stage: internal(m) ? m.stage : '',
    variant: DOCUMENT_VARIANT_LABELS[m.variant],
    expected_start: m.expectedStart,
    start_date: m.totals.workStartText,
    end_date: m.totals.endDateText,
    total_hours: m.totals.hoursText,
    total_weeks: m.totals.weeksText,
  };
}

/**
 * Writes the document into its template: an admin's (`template`, checked by the job first) or the built-in default.
 * `look` gives the tables' header colours.
 */
export async function writeWordDocument(
  m: DocumentModel,
  kind: WordKind,
  look: DocumentLook = DEFAULT_LOOK,
  template?: Buffer,
): Promise<Buffer> {
  const data = template ?? (await defaultTemplate(DEFAULT_TEMPLATE[kind]));
  if (!data) throw new Error(`There is no default template for document type ${kind}`);
  return fillWordTemplate(data, {
    texts: templateTexts(m, kind),
    body: await settle(body(tablesFor(look), m, kind)),
    properties: {
      title: `${m.name}: ${TITLES[kind]}${internal(m) ? ' (internal)' : ''}`,
      creator: m.preparedBy,
      description: `${TITLES[kind]} for ${m.client}`,
    },
  });
}
