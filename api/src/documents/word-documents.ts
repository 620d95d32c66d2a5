/**
 * The Word documents (docx): the proposal (type 3), the SP051 solution plan (type 4) and the capability contract
 * (type 5), each laid out from the document model (docs/documents.md) and placed in its Word template (the cover,
 * headers, footers, styles and fixed text are the template's: docs/templates.md). Charts are PNGs (chart-images.ts).
 */
import { governance } from './word-governance.ts';
import { activityTables, planTables } from './word-plan.ts';
import {
  DOCUMENT_TEMPLATE_ID,
  DOCUMENT_TYPE,
  DOCUMENT_VARIANT_LABELS,
  type DocumentModel,
  type PrecedenceKind,
  withDefinedTerms,
} from '@portal/domain';
import { PageBreak, Paragraph } from 'docx';
import { defaultTemplate } from '../templates/default-templates.ts';
import { fillWordTemplate } from '../templates/fill-word-template.ts';
import { DEFAULT_LOOK, type DocumentLook } from '../templates/document-look.ts';
import { contentsLineXml } from '../templates/table-xml.ts';
import {
  heading,
  PAGE_WIDTH_DXA,
  para,
  richParagraphs,
  settle,
  type Block,
  type BodyBlock,
} from '../templates/word-blocks.ts';
import {
  activityFigure,
  assumptionsAndRisks,
  documentControl,
  internal,
  part,
  type Part,
  security,
  sub,
  type Tables,
  tablesFor,
  timelineFigure,
  workProductsAndTools,
  written,
} from './word-sections.ts';
import { approvals, internalReview, internalTeam, riskAssessment } from './word-internal.ts';
import {
  deliverablesAndAcceptance,
  nextSteps,
  price,
  scopeTable,
  supplierFacts,
  teamTable,
  volumeAssumptions,
} from './word-bid.ts';
import { contractSummary, definedTermsSentence, executiveSummary, listed } from './word-summary.ts';
import { terms } from './word-terms.ts';
import { contractSchedules } from './word-schedules.ts';

export type WordKind =
  typeof DOCUMENT_TYPE.proposal | typeof DOCUMENT_TYPE.solutionPlan | typeof DOCUMENT_TYPE.capabilityContract;

const DEFAULT_TEMPLATE: Record<WordKind, string> = {
  [DOCUMENT_TYPE.proposal]: DOCUMENT_TEMPLATE_ID[DOCUMENT_TYPE.proposal],
  [DOCUMENT_TYPE.solutionPlan]: DOCUMENT_TEMPLATE_ID[DOCUMENT_TYPE.solutionPlan],
  [DOCUMENT_TYPE.capabilityContract]: DOCUMENT_TEMPLATE_ID[DOCUMENT_TYPE.capabilityContract],
};

const TITLES: Record<WordKind, string> = {
  [DOCUMENT_TYPE.proposal]: 'Proposal',
  [DOCUMENT_TYPE.solutionPlan]: 'Solution Plan',
  // The portal's name for the type stays 'Capability Contract' (the spec's); the client signs a contract for services.
  [DOCUMENT_TYPE.capabilityContract]: 'Contract for Services',
};

/** The bookmark of a part's heading, which its line in the contents refers to. */
const partBookmark = (i: number) => ({ id: 900 + i, name: `_Part${i + 1}` });

/**
 * The contents: the body's top-level headings, numbered in order, each with its page (a reference to the heading's
 * bookmark that the reader lays out).
 */
/**
 * The scope's opening: the typed scope definition, or, where none was typed, what the work covers (readers found the
 * Scope heading running straight into a capability's, and LibreOffice left it alone at a page's foot).
 */
function scopeOpening(tx: Tables, m: DocumentModel): BodyBlock[] {
  const typed = written(tx, m, 'Scope Definition', undefined, 'typed');
  if (typed.length) return typed;
  const names = m.capabilities.filter((c) => !c.path.includes('/')).map((c) => c.name);
  return names.length
    ? [para(`The work covers ${listed(names)}; the activities of each are set out below.`)]
    : [];
}

function contents(parts: readonly Part[]): Block[] {
  return [
    heading('Contents'),
    ...parts.map((p, i) => contentsLineXml(i + 1, p.title, partBookmark(i).name, i + 3, PAGE_WIDTH_DXA)),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

/**
 * The parts of each document, in order (docs/documents.md "What each document holds"). The internal variant adds
 * its internal review first and the approvals last; everything else is the customer's document.
 */
function parts(tx: Tables, m: DocumentModel, kind: WordKind): Part[] {
  const inside = internal(m) ? internalReview(tx, m) : [];
  const approvalsPart = approvals(tx, m);
  if (kind === DOCUMENT_TYPE.capabilityContract)
    return [
      ...inside,
      ...(internal(m) ? riskAssessment(tx, m) : []),
      ...part(
        'Parties',
        supplierFacts(tx, m),
        tx.facts(
          (
            [
              ['Client', m.client],
              ['Registration number', m.clientLegal.companyNumber],
              ['Registered office', m.clientLegal.registeredOffice],
              [
                'Contact',
                [m.bid.signatories.client.name, m.bid.signatories.client.title].filter(Boolean).join(', '),
              ],
            ] as [string, string][]
          ).filter(([, value]) => value),
        ),
        [para(definedTermsSentence(m, 'contract', false))],
      ),
      ...contractSummary(m),
      ...part('Requirements', richParagraphs(m.requirement)),
      ...part(
        'Scope',
        scopeOpening(tx, m),
        written(tx, m, 'Scope Definition', 'Scope of Work'),
        sub('Planned effort (for information; the price is fixed)', scopeTable(tx, m)),
        sub('Sizing volumes', volumeAssumptions(m)),
        sub('Out of scope', written(tx, m, 'Scope Definition', 'Out of Scope')),
      ),
      ...deliverablesAndAcceptance(tx, m),
      ...part('Plan', planTables(tx, m)),
      // Who does the work, onshore and offshore (readers of the twenty-ninth round found the offshore days only in
      // the rate table); the internal variant with its staffing by role, cost and dates.
      ...part('Team', teamTable(tx, m), internal(m) ? internalTeam(tx, m) : []),
      ...governance(tx, m),
      // The contract carries the risks too: a client signing a fixed price reads what could move it.
      ...assumptionsAndRisks(tx, m, true),
      ...price(tx, m, true),
      ...terms(tx, m, 'contract', otherReferences(m)),
      ...nextSteps(tx, m, 'contract', true),
      // The remote access model and the transfer risk assessment its order of precedence ranks (word-schedules.ts).
      ...contractSchedules(tx, m),
      ...approvalsPart,
    ];
  const plan = kind === DOCUMENT_TYPE.solutionPlan;
  // The parts with charts first: their charts render off the main thread while the other parts' tables are written.
  const timeline = timelineFigure(m, tx.colour);
  const activityChart = plan ? activityFigure(m, tx.colour) : [];
  const teamPart = part(
    'Team',
    teamTable(tx, m),
    internal(m) ? internalTeam(tx, m) : [],
    written(tx, m, 'Sourcing Strategy'),
  );
  const riskPart = internal(m) ? riskAssessment(tx, m) : [];
  return [
    ...inside,
    ...riskPart,
    ...executiveSummary(m, plan ? 'solution plan' : 'proposal'),
    // The executive summary states the requirement: the background is printed only when it was written.
    ...part('Background', written(tx, m, 'Opportunity Background', undefined, 'typed')),
    ...part(
      'Scope',
      scopeOpening(tx, m),
      written(tx, m, 'Scope Definition', 'Scope of Work'),
      sub('Effort by capability', scopeTable(tx, m)),
      sub('Sizing volumes', volumeAssumptions(m)),
      written(tx, m, 'Scope Definition', 'Key Outputs', 'typed'),
      sub('Out of scope', written(tx, m, 'Scope Definition', 'Out of Scope')),
    ),
    ...deliverablesAndAcceptance(tx, m),
    ...(plan ? workProductsAndTools(tx, m) : []),
    ...part(
      'Delivery approach and plan',
      written(tx, m, 'Delivery Approach Overview', undefined, 'typed'),
      written(tx, m, 'Mobilisation'),
      planTables(tx, m),
      timeline,
      activityChart,
      plan ? activityTables(tx, m) : [],
    ),
    ...teamPart,
    // How the work is run: the proposal too (its readers asked how progress is reported and who steers it).
    ...governance(tx, m),
    ...(plan ? security(tx, m) : []),
    ...assumptionsAndRisks(tx, m, true),
    ...price(tx, m),
    ...terms(tx, m, plan ? 'plan' : 'proposal', otherReferences(m)),
    ...(plan ? nextSteps(tx, m, 'plan', false) : nextSteps(tx, m, 'offer', true)),
    ...approvalsPart,
  ];
}

const REFERENCE_CODES: Record<WordKind, string> = {
  [DOCUMENT_TYPE.proposal]: 'PROP',
  // The plan's reference says what it is to the client ('1001-PLAN'); SP051 is the provider's name for the form.
  [DOCUMENT_TYPE.solutionPlan]: 'PLAN',
  [DOCUMENT_TYPE.capabilityContract]: 'CON',
};

/** The customer documents' references, as one document names the others (never an internal variant's). */
function otherReferences(m: DocumentModel): Record<PrecedenceKind, string> {
  return {
    contract: `${m.id}-${REFERENCE_CODES[DOCUMENT_TYPE.capabilityContract]}`,
    proposal: `${m.id}-${REFERENCE_CODES[DOCUMENT_TYPE.proposal]}`,
    plan: `${m.id}-${REFERENCE_CODES[DOCUMENT_TYPE.solutionPlan]}`,
  };
}

/** The document's reference: the solution's number and the document's code ('1001-PROP'; '-INT' when internal). */
export function documentReference(m: DocumentModel, code: string): string {
  return `${m.id}-${code}${internal(m) ? '-INT' : ''}`;
}

function body(tx: Tables, m: DocumentModel, kind: WordKind): BodyBlock[] {
  const all = parts(tx, m, kind);
  const withContents = kind !== DOCUMENT_TYPE.capabilityContract;
  // Numbered as the contents number them (a reader found sections 1 to 11 in the contents and none in the text).
  const flat = all.flatMap((p, i) => [
    heading(withContents ? `${i + 1}. ${p.title}` : p.title, 1, partBookmark(i), p.newPage),
    ...p.blocks,
  ]);
  return [
    ...documentControl(tx, m, documentReference(m, REFERENCE_CODES[kind])),
    ...(withContents ? contents(all) : []),
    ...flat,
  ];
}

/** The text placeholders of a Word template for this document (docs/templates.md). */
export function templateTexts(m: DocumentModel, kind: WordKind): Record<string, string> {
  return {
    // The internal variant says so on the cover, in the header and in the footer of every page.
    document_title: internal(m) ? `${TITLES[kind]} (internal)` : TITLES[kind],
    classification: internal(m) ? 'INTERNAL: not for the client' : 'Commercial in confidence',
    reference: documentReference(m, REFERENCE_CODES[kind]),
    version: '1.0',
    supplier: m.bid.supplier.legalName,
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
      subject: `${TITLES[kind]} for ${m.client}${internal(m) ? ', internal: not for the client' : ''}`,
      creator: m.preparedBy,
      description: `${TITLES[kind]} for ${m.client}, prepared by ${m.bid.supplier.legalName}`,
      created: new Date(m.generatedAt),
    },
    // Each document defines "the Client" and "the Supplier" where it starts, and says them so throughout.
    wording: withDefinedTerms,
  });
}
