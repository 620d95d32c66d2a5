/**
 * The Word documents (docx): the proposal (type 3), the SP051 solution plan (type 4) and the capability contract
 * (type 5), each laid out from the document model (docs/documents.md) and placed in its Word template (the cover,
 * headers, footers, styles and fixed text are the template's: docs/templates.md). Charts are PNGs (chart-images.ts).
 */
import { DOCUMENT_TEMPLATE_ID, DOCUMENT_TYPE, type DocumentModel } from '@portal/domain';
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
  table: (...args: Parameters<typeof table>) => Block[];
  facts: (pairs: readonly [string, string][]) => Block[];
}

function tablesFor(look: DocumentLook): Tables {
  const colours = { fill: look.colours.primary, text: look.colours.onPrimary };
  return {
    table: (header, rows, widths, empty = 'None') => table(header, rows, widths, empty, colours),
    facts: (pairs) => facts(pairs, colours),
  };
}

function summary(tx: Tables, m: DocumentModel): Block[] {
  return [
    heading('Summary'),
    ...tx.facts([
      ['Client', m.client],
      ['Country', m.country],
      ['Expected start', m.expectedStart],
      ['Delivery', `${m.totals.workStart} to ${m.totals.endDate} (${m.totals.deliveryWeeksText})`],
      ['Mobilisation', `${m.totals.mobilisationWeeks} weeks`],
      ['Total effort', `${m.totals.hoursText} (${m.totals.weeksText})`],
      ['ROM estimate', `${m.totals.romHoursText} (${m.totals.romWeeksText})`],
      ['Capabilities in scope', String(m.totals.capabilities)],
      ['Solution complexity', m.complexity],
      ['AEP solution type', m.aepSolutionType],
    ]),
    heading('Description of requirements', 2),
    ...richParagraphs(m.requirement),
  ];
}

function content(m: DocumentModel, only?: string[]): Block[] {
  const out: Block[] = [];
  for (const s of m.sections) {
    if (only && !only.includes(s.title)) continue;
    out.push(heading(s.title));
    const own = s.lines.some((l) => l.length);
    if (own || !s.parts.length) out.push(...richParagraphs(s.lines));
    for (const p of s.parts) out.push(heading(p.title, 2), ...richParagraphs(p.lines));
  }
  return out;
}

function scope(tx: Tables, m: DocumentModel, withActions: boolean): Block[] {
  const out: Block[] = [heading('Scope')];
  out.push(
    ...tx.table(
      ['Capability', 'Hours', 'Start', 'End'],
      m.capabilities.map((c) => [c.path, c.hours, c.startDate, c.endDate]),
      [52, 12, 18, 18],
      'No capability is in scope yet.',
    ),
  );
  if (!withActions) return out;
  for (const c of m.capabilities) {
    out.push(heading(c.path, 2));
    out.push(
      ...tx.table(
        ['Action', 'Phase', 'Hours', 'Start', 'End', 'Roles'],
        c.actions.map((a) => [a.name, a.phase, a.hours, a.startDate, a.endDate, a.roles || '—']),
        [26, 10, 8, 13, 13, 30],
      ),
    );
  }
  return out;
}

function timelineBlocks(m: DocumentModel): Block[] {
  const chart = timelineChart(m);
  return [
    heading('Timeline'),
    para(
      `Mobilisation of ${m.totals.mobilisationWeeks} weeks from ${m.expectedStart}; delivery from ${m.totals.workStart} to ${m.totals.endDate} (${m.totals.deliveryWeeksText}).`,
    ),
    ...(chart ? figure(chart.png, chart.width, chart.height, 'Timeline by capability') : []),
  ];
}

function team(tx: Tables, m: DocumentModel, withRoles: boolean): Block[] {
  const chart = pyramidChart(m);
  const out: Block[] = [
    heading('Team'),
    ...tx.table(
      ['Team', 'Onshore roles', 'Onshore days', 'Offshore roles', 'Offshore days', 'Onshore : offshore'],
      m.people.tables.map((t) => [
        t.title,
        t.onshore.roles,
        t.onshore.days,
        t.offshore.roles,
        t.offshore.days,
        t.ratio,
      ]),
      [24, 13, 13, 13, 13, 24],
      'No roles are staffed on the actions in scope yet.',
    ),
  ];
  if (withRoles) {
    out.push(
      heading('Roles', 2),
      ...tx.table(
        ['Role', 'Team', 'Location', 'Level', 'Days'],
        m.people.roles.map((r) => [r.name, r.team, r.location, r.level, r.days]),
        [32, 15, 19, 22, 12],
      ),
    );
  }
  if (chart)
    out.push(...figure(chart.png, chart.width, chart.height, 'Overall pyramid (FTE by resource level)'));
  return out;
}

function riskBlocks(tx: Tables, m: DocumentModel): Block[] {
  const chart = riskRadar(m);
  return [
    heading('Risk assessment'),
    ...(m.risk.sample ? [para('The risk assessment has not been answered yet.', { italic: true })] : []),
    ...tx.table(
      ['Risk Block', 'Risk Score', 'Not Answered'],
      [
        ...m.risk.blocks.map((b) => [b.name, b.score.toFixed(2), b.notAnswered]),
        ['Overall (sum / 7)', m.risk.overall.toFixed(2), ''],
      ],
      [60, 20, 20],
    ),
    ...figure(chart.png, chart.width, chart.height, 'Risk score by block'),
    heading('Risks', 2),
    ...tx.table(
      ['Risk', 'Consequence', 'Mitigation', 'Impact', 'Probability', 'Owner'],
      m.risks.map((r) => [r.name, r.consequence, r.mitigation, r.impact, r.probability, r.owner]),
      [19, 19, 22, 12, 14, 14],
    ),
  ];
}

function lists(tx: Tables, m: DocumentModel, withWorkProducts: boolean): Block[] {
  const out: Block[] = [
    heading('Deliverables'),
    ...tx.table(
      ['Deliverable', 'Description', 'Format', 'Action', 'Review cycles'],
      m.deliverables.map((d) => [d.name, d.description, d.format, d.action, d.review ?? '']),
      [22, 24, 12, 20, 22],
    ),
  ];
  if (withWorkProducts) {
    out.push(
      heading('Work products'),
      ...tx.table(
        ['Work product', 'Description', 'Format', 'Action'],
        m.workProducts.map((d) => [d.name, d.description, d.format, d.action]),
        [26, 40, 12, 22],
      ),
    );
    out.push(
      heading('Tools and resources'),
      ...tx.table(
        ['Tool', 'Description', 'Used by'],
        m.tools.map((t) => [t.name, t.description, t.actions]),
        [26, 44, 30],
      ),
    );
  }
  out.push(heading('Assumptions'), ...bullets(m.assumptions.map((a) => a.name)));
  out.push(heading('Dependencies'), ...bullets(m.dependencies.map((d) => d.name)));
  return out;
}

function security(tx: Tables, m: DocumentModel): Block[] {
  return [
    heading('Baseline security controls'),
    ...tx.table(
      ['Domain', 'Applicable', 'Total'],
      m.security.domains.map((d) => [d.domain, d.applicable, d.total]),
      [50, 25, 25],
    ),
    ...(m.security.rows.length
      ? [para(`Applicable controls: ${m.security.rows.flat().join(', ')}`)]
      : [para('No control is linked to the actions in scope.', { italic: true })]),
  ];
}

function approvals(tx: Tables, m: DocumentModel, signature: boolean): Block[] {
  const rows = m.approvals.map((a) => [a.name, a.approvedAt || 'Pending', '']);
  return [
    heading(signature ? 'Acceptance' : 'Approvals'),
    ...(signature
      ? [
          para(
            'Signed for and on behalf of the parties named below, who accept the scope, deliverables and review cycles of this contract.',
          ),
        ]
      : []),
    ...tx.table(
      ['Name', 'Approved', 'Signature'],
      signature ? [...rows, [m.client, '', ''], [m.owner, '', '']] : rows,
      [40, 25, 35],
      'No approver has been named yet.',
    ),
  ];
}

function documentControl(tx: Tables, m: DocumentModel): Block[] {
  return [
    heading('Document control'),
    ...tx.table(
      ['Version', 'Date', 'Author', 'Change'],
      [['1.0', m.generatedOn, m.preparedBy, `Generated from solution ${m.id}`]],
      [15, 20, 30, 35],
    ),
  ];
}

function body(tx: Tables, m: DocumentModel, kind: WordKind): Block[] {
  if (kind === DOCUMENT_TYPE.proposal) {
    return [
      ...summary(tx, m),
      ...content(m),
      ...scope(tx, m, false),
      ...timelineBlocks(m),
      ...team(tx, m, false),
      ...riskBlocks(tx, m),
      ...lists(tx, m, false),
      ...approvals(tx, m, false),
    ];
  }
  if (kind === DOCUMENT_TYPE.solutionPlan) {
    return [
      ...documentControl(tx, m),
      ...summary(tx, m),
      ...content(m),
      ...scope(tx, m, true),
      ...timelineBlocks(m),
      ...team(tx, m, true),
      ...riskBlocks(tx, m),
      ...security(tx, m),
      ...lists(tx, m, true),
      ...approvals(tx, m, false),
    ];
  }
  return [
    heading('Parties'),
    ...tx.facts([
      ['Client', m.client],
      ['Supplier', 'The provider'],
      ['Solution', `${m.name} (${m.id})`],
      ['Start', m.totals.workStart],
      ['End', m.totals.endDate],
    ]),
    heading('Requirements'),
    ...richParagraphs(m.requirement),
    ...content(m, ['Scope Definition']),
    ...scope(tx, m, true),
    ...lists(tx, m, false),
    heading('Charges'),
    para(
      `The work is estimated at ${m.totals.hoursText} (${m.totals.weeksText}) of effort, delivered from ${m.totals.workStart} to ${m.totals.endDate}.`,
    ),
    ...approvals(tx, m, true),
  ];
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
    stage: m.stage,
    expected_start: m.expectedStart,
    start_date: m.totals.workStart,
    end_date: m.totals.endDate,
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
      title: `${m.name}: ${TITLES[kind]}`,
      creator: m.preparedBy,
      description: `${TITLES[kind]} for ${m.client}`,
    },
  });
}
