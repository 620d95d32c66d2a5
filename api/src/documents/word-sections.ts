/**
 * The sections of the Word documents (word-documents.ts lays them out per kind): summary, commercial summary,
 * content, scope, timeline, team, risks, lists, security, approvals, acceptance, charges and document control, each
 * from the document model (docs/documents.md).
 */
import { DOCUMENT_VARIANT_LABELS, type DocumentModel, type SectionBlock } from '@portal/domain';
import { pyramidChart, riskRadar, timelineChart, type ChartImage } from './chart-images.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import {
  bullets,
  facts,
  figure,
  heading,
  para,
  PendingBlocks,
  richParagraphs,
  table,
  type Block,
  type BodyBlock,
} from '../templates/word-blocks.ts';

/** Tables with the look's header colours. */
export interface Tables {
  table: (
    header: readonly string[],
    rows: readonly (readonly (string | number)[])[],
    percent?: readonly number[],
  ) => Block[];
  facts: (pairs: readonly [string, string][]) => Block[];
}

export function tablesFor(look: DocumentLook): Tables {
  const colours = { fill: look.colours.primary, text: look.colours.onPrimary };
  return {
    table: (header, rows, percent) => table(header, rows, colours, percent),
    facts: (pairs) => facts(pairs, colours),
  };
}

/** A top-level part of the body: its heading goes in the contents. A part with nothing in it is left out. */
export interface Part {
  title: string;
  blocks: BodyBlock[];
}

export const part = (title: string, ...blocks: BodyBlock[][]): Part[] => {
  const all = blocks.flat();
  return all.length ? [{ title, blocks: all }] : [];
};

/** A sub-heading with its blocks, or nothing when there are none (never a heading over a placeholder). */
export const sub = (title: string, blocks: BodyBlock[], level: 2 | 3 = 2): BodyBlock[] =>
  blocks.length ? [heading(title, level), ...blocks] : [];

export const internal = (m: DocumentModel) => m.variant === 'internal';

/** A chart (rendering) as a figure with its caption, placed when it is drawn; nothing when there is no chart. */
const chartFigure = (chart: Promise<ChartImage> | undefined, caption: string): BodyBlock[] =>
  chart ? [PendingBlocks.of(chart, (c) => figure(c.png, c.width, c.height, caption))] : [];

export function summary(tx: Tables, m: DocumentModel): Part[] {
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
export function commercial(tx: Tables, m: DocumentModel): Part[] {
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
 * actions: tables and headings are written as XML directly, text and bullets go through patchDocument:
 * fill-word-template.ts),
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

export function content(tx: Tables, m: DocumentModel, only?: string[]): Part[] {
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

export function scope(tx: Tables, m: DocumentModel, withActions: boolean): Part[] {
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

export function timelineBlocks(m: DocumentModel): Part[] {
  if (!m.capabilities.length) return [];
  const chart = timelineChart(m);
  const mobilisation = m.totals.mobilisationWeeks
    ? `, after ${m.totals.mobilisationWeeks} weeks of mobilisation from ${m.expectedStart}`
    : '';
  return part(
    'Timeline',
    [para(`Delivery takes ${m.totals.deliveryText}${mobilisation}.`)],
    chartFigure(chart, 'Timeline by capability'),
  );
}

export function team(tx: Tables, m: DocumentModel, withRoles: boolean): Part[] {
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
    chartFigure(chart, 'Overall pyramid (FTE by resource level)'),
  );
}

/** Risks: the risks of the in-scope actions; the internal variant adds the deal-risk assessment (scores, radar). */
export function riskBlocks(tx: Tables, m: DocumentModel): Part[] {
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
    chartFigure(chart, 'Risk score by block'),
    sub('Risks', risks),
  );
}

export function lists(tx: Tables, m: DocumentModel, withWorkProducts: boolean): Part[] {
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

export function security(tx: Tables, m: DocumentModel): Part[] {
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
export function approvals(tx: Tables, m: DocumentModel): Part[] {
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
export function acceptance(tx: Tables, m: DocumentModel): Part[] {
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

export function charges(tx: Tables, m: DocumentModel): Part[] {
  const window = m.totals.deliveryText ? `, delivered over ${m.totals.deliveryText}` : '';
  return part(
    'Charges',
    m.estimate
      ? [para(`The charges for the scope of this contract are ${m.estimate.price}${window}.`)]
      : [para(`The work is estimated at ${m.totals.hoursText} (${m.totals.weeksText}) of effort${window}.`)],
    m.estimate?.internal ? tx.facts(m.estimate.internal) : [],
  );
}

export function documentControl(tx: Tables, m: DocumentModel): Block[] {
  return [
    heading('Document control'),
    ...tx.table(
      ['Version', 'Date', 'Author', 'Variant'],
      [['1.0', m.generatedOn, m.preparedBy, DOCUMENT_VARIANT_LABELS[m.variant]]],
    ),
  ];
}
