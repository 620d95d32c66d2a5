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
  type SectionBlock,
} from '@portal/domain';
import { PageBreak, Paragraph, TabStopType, TextRun } from 'docx';
import { defaultTemplate } from '../templates/default-templates.ts';
import { fillWordTemplate } from '../templates/fill-word-template.ts';
import { pyramidChart, riskRadar, timelineChart } from './chart-images.ts';
import { DEFAULT_LOOK, type DocumentLook } from '../templates/document-look.ts';
import {
  bullets,
  facts,
  figure,
  heading,
  para,
  richParagraphs,
  table,
  type Block,
} from '../templates/word-blocks.ts';

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

/** Tables with the look's header colours. */
interface Tables {
  table: (
    header: readonly string[],
    rows: readonly (readonly (string | number)[])[],
    percent?: readonly number[],
  ) => Block[];
  facts: (pairs: readonly [string, string][]) => Block[];
}

function tablesFor(look: DocumentLook): Tables {
  const colours = { fill: look.colours.primary, text: look.colours.onPrimary };
  return {
    table: (header, rows, percent) => table(header, rows, colours, percent),
    facts: (pairs) => facts(pairs, colours),
  };
}

/** A top-level part of the body: its heading goes in the contents. A part with nothing in it is left out. */
interface Part {
  title: string;
  blocks: Block[];
}

const part = (title: string, ...blocks: Block[][]): Part[] => {
  const all = blocks.flat();
  return all.length ? [{ title, blocks: all }] : [];
};

/** A sub-heading with its blocks, or nothing when there are none (never a heading over a placeholder). */
const sub = (title: string, blocks: Block[], level: 2 | 3 = 2): Block[] =>
  blocks.length ? [heading(title, level), ...blocks] : [];

const internal = (m: DocumentModel) => m.variant === 'internal';

function summary(tx: Tables, m: DocumentModel): Part[] {
  // With an estimate, the Commercial summary gives the duration (the same delivery window): said once.
  const delivery = m.estimate ? '' : m.totals.deliveryText;
  return part(
    'Summary',
    tx.facts([
      ['Client', m.client],
      ['Country', m.country],
      ['Expected start', m.expectedStart],
      ['Delivery', delivery],
      [
        'Mobilisation',
        m.totals.mobilisationWeeks ? `${m.totals.mobilisationWeeks} weeks before delivery` : '',
      ],
      // With an estimate its range is the effort (Commercial summary): one effort figure per document.
      ['Total effort', m.estimate ? '' : `${m.totals.hoursText} (${m.totals.weeksText})`],
      ['Capabilities in scope', String(m.totals.capabilities)],
      ...(internal(m)
        ? ([
            ['ROM estimate', `${m.totals.romHoursText} (${m.totals.romWeeksText})`],
            ['Solution complexity', m.complexity],
            ['AEP solution type', m.aepSolutionType],
            ['Stage', m.stage],
          ] as [string, string][])
        : []),
    ]),
    sub('Description of requirements', richParagraphs(m.requirement)),
  );
}

/** The headline estimate, when the solution has one (document-estimate.ts). */
function commercial(tx: Tables, m: DocumentModel): Part[] {
  if (!m.estimate) return [];
  return part(
    'Commercial summary',
    tx.facts([
      ['Investment', m.estimate.price],
      ['Estimated effort', m.estimate.effort],
      ['Duration', m.estimate.duration],
      ...(m.estimate.internal ?? []),
    ]),
  );
}

/**
 * A written section: typed text as paragraphs; a written list as a table (the fast path for a solution of 1,000
 * actions: tables are written once by Packer, paragraphs and bullets go through patchDocument: fill-word-template.ts),
 * with one column when no item has a detail.
 */
function sectionBlocks(tx: Tables, blocks: readonly SectionBlock[]): Block[] {
  return blocks.flatMap((b) => {
    if (b.kind === 'text') return richParagraphs(b.lines);
    const withDetail = b.items.some((i) => i.detail);
    return [
      heading(b.heading, 3),
      ...(b.intro ? [para(b.intro)] : []),
      ...tx.table(
        withDetail ? b.columns : [b.columns[0]],
        b.items.map((i) => (withDetail ? [i.name, i.detail] : [i.name])),
      ),
    ];
  });
}

function content(tx: Tables, m: DocumentModel, only?: string[]): Part[] {
  return m.sections
    .filter((s) => !only || only.includes(s.title))
    .flatMap((s) =>
      part(
        s.title,
        sectionBlocks(tx, s.blocks),
        ...s.parts.map((p) => sub(p.title, sectionBlocks(tx, p.blocks))),
      ),
    );
}

function scope(tx: Tables, m: DocumentModel, withActions: boolean): Part[] {
  return part(
    'Scope',
    tx.table(
      ['Capability', 'Hours', 'Start', 'End'],
      m.capabilities.map((c) => [c.path, c.hours, c.startDate, c.endDate]),
    ),
    ...(withActions
      ? m.capabilities.map((c) =>
          sub(
            c.path,
            tx.table(
              ['Action', 'Phase', 'Hours', 'Start', 'End', 'Roles'],
              c.actions.map((a) => [a.name, a.phase, a.hours, a.startDate, a.endDate, a.roles]),
            ),
          ),
        )
      : []),
  );
}

function timelineBlocks(m: DocumentModel): Part[] {
  if (!m.capabilities.length) return [];
  const chart = timelineChart(m);
  const mobilisation = m.totals.mobilisationWeeks
    ? `, after ${m.totals.mobilisationWeeks} weeks of mobilisation from ${m.expectedStart}`
    : '';
  return part(
    'Timeline',
    [para(`Delivery takes ${m.totals.deliveryText}${mobilisation}.`)],
    chart ? figure(chart.png, chart.width, chart.height, 'Timeline by capability') : [],
  );
}

function team(tx: Tables, m: DocumentModel, withRoles: boolean): Part[] {
  const chart = pyramidChart(m);
  return part(
    'Team',
    tx.table(
      ['Team', 'Onshore roles', 'Onshore days', 'Offshore roles', 'Offshore days', 'Onshore : offshore'],
      m.people.tables.map((t) => [
        t.title,
        t.onshore.roles,
        t.onshore.days,
        t.offshore.roles,
        t.offshore.days,
        t.ratio,
      ]),
    ),
    withRoles
      ? sub(
          'Roles',
          tx.table(
            ['Role', 'Team', 'Location', 'Level', 'Days'],
            m.people.roles.map((r) => [r.name, r.team, r.location, r.level, r.days]),
          ),
        )
      : [],
    chart ? figure(chart.png, chart.width, chart.height, 'Overall pyramid (FTE by resource level)') : [],
  );
}

/** Risks: the risks of the in-scope actions; the internal variant adds the deal-risk assessment (scores, radar). */
function riskBlocks(tx: Tables, m: DocumentModel): Part[] {
  const risks = tx.table(
    ['Risk', 'Consequence', 'Mitigation', 'Impact', 'Probability', 'Owner'],
    m.risks.map((r) => [r.name, r.consequence, r.mitigation, r.impact, r.probability, r.owner]),
  );
  if (!internal(m)) return part('Risks', risks);
  const chart = riskRadar(m);
  return part(
    'Risk assessment',
    m.risk.sample ? [para('The risk assessment has not been answered yet.', { italic: true })] : [],
    tx.table(
      ['Risk Block', 'Risk Score', 'Not Answered'],
      [
        ...m.risk.blocks.map((b) => [b.name, b.score.toFixed(2), b.notAnswered]),
        ['Overall (sum / 7)', m.risk.overall.toFixed(2), ''],
      ],
    ),
    figure(chart.png, chart.width, chart.height, 'Risk score by block'),
    sub('Risks', risks),
  );
}

function lists(tx: Tables, m: DocumentModel, withWorkProducts: boolean): Part[] {
  return [
    ...part(
      'Deliverables',
      tx.table(
        ['Deliverable', 'Description', 'Format', 'Action', 'Review cycles'],
        m.deliverables.map((d) => [d.name, d.description, d.format, d.action, d.review ?? '']),
      ),
    ),
    ...(withWorkProducts
      ? [
          ...part(
            'Work products',
            tx.table(
              ['Work product', 'Description', 'Format', 'Action'],
              m.workProducts.map((d) => [d.name, d.description, d.format, d.action]),
            ),
          ),
          ...part(
            'Tools and resources',
            tx.table(
              ['Tool', 'Description', 'Used by'],
              m.tools.map((t) => [t.name, t.description, t.actions]),
            ),
          ),
        ]
      : []),
    ...part('Assumptions', bullets(m.assumptions.map((a) => a.name))),
    ...part('Dependencies', bullets(m.dependencies.map((d) => d.name))),
  ];
}

function security(tx: Tables, m: DocumentModel): Part[] {
  if (!m.security.rows.length) return [];
  return part(
    'Baseline security controls',
    tx.table(
      ['Domain', 'Applicable', 'Total'],
      m.security.domains.map((d) => [d.domain, d.applicable, d.total]),
    ),
    [para(`Applicable controls: ${m.security.rows.flat().join(', ')}`)],
  );
}

/** The internal approvals (name and date): never in a customer document. */
function approvals(tx: Tables, m: DocumentModel): Part[] {
  if (!internal(m)) return [];
  return part(
    'Approvals',
    tx.table(
      ['Name', 'Approved'],
      m.approvals.map((a) => [a.name, a.approvedAt || 'Pending']),
    ),
  );
}

/** The contract's signature lines: the client and the provider (and, internally, the approvers first). */
function acceptance(tx: Tables, m: DocumentModel): Part[] {
  const approvers = internal(m) ? m.approvals.map((a) => [a.name, a.approvedAt || 'Pending', '']) : [];
  return part(
    'Acceptance',
    [
      para(
        'Signed for and on behalf of the parties named below, who accept the scope, deliverables and review cycles of this contract.',
      ),
    ],
    tx.table(
      ['Name', 'Date', 'Signature'],
      [...approvers, [m.client || 'The client', '', ''], [m.owner, '', '']],
      // Signature lines: room to sign, not room for their (empty) text.
      [40, 20, 40],
    ),
  );
}

function charges(tx: Tables, m: DocumentModel): Part[] {
  const window = m.totals.deliveryText ? `, delivered over ${m.totals.deliveryText}` : '';
  return part(
    'Charges',
    m.estimate
      ? [para(`The charges for the scope of this contract are ${m.estimate.price}${window}.`)]
      : [para(`The work is estimated at ${m.totals.hoursText} (${m.totals.weeksText}) of effort${window}.`)],
    m.estimate?.internal ? tx.facts(m.estimate.internal) : [],
  );
}

function documentControl(tx: Tables, m: DocumentModel): Block[] {
  return [
    heading('Document control'),
    ...tx.table(
      ['Version', 'Date', 'Author', 'Variant'],
      [['1.0', m.generatedOn, m.preparedBy, DOCUMENT_VARIANT_LABELS[m.variant]]],
    ),
  ];
}

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
  if (kind === DOCUMENT_TYPE.proposal) {
    return [
      ...summary(tx, m),
      ...commercial(tx, m),
      ...content(tx, m),
      ...scope(tx, m, false),
      ...timelineBlocks(m),
      ...team(tx, m, false),
      ...riskBlocks(tx, m),
      ...lists(tx, m, false),
      ...approvals(tx, m),
    ];
  }
  if (kind === DOCUMENT_TYPE.solutionPlan) {
    return [
      ...summary(tx, m),
      ...commercial(tx, m),
      ...content(tx, m),
      ...scope(tx, m, true),
      ...timelineBlocks(m),
      ...team(tx, m, true),
      ...riskBlocks(tx, m),
      ...security(tx, m),
      ...lists(tx, m, true),
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

function body(tx: Tables, m: DocumentModel, kind: WordKind): Block[] {
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
    body: body(tablesFor(look), m, kind),
    properties: {
      title: `${m.name}: ${TITLES[kind]}${internal(m) ? ' (internal)' : ''}`,
      creator: m.preparedBy,
      description: `${TITLES[kind]} for ${m.client}`,
    },
  });
}
