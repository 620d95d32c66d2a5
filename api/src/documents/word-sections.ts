/**
 * The sections of the Word documents that are not the bid's (word-bid.ts): the written content, the timeline chart,
 * the activities per capability, work products and tools, assumptions, dependencies and risks, the baseline security
 * controls, document control, and the internal variant's review, team, risk assessment and approvals, each from the
 * document model (docs/documents.md). word-documents.ts lays them out per kind.
 */
import {
  approvalStanding,
  formatDifference,
  formatDateLong,
  formatDays1,
  formatNumber1,
  type DocumentModel,
  type SectionBlock,
} from '@portal/domain';
import { activityGantt } from './activity-gantt.ts';
import { pyramidChart, riskRadar, timelineChart, type ChartImage } from './chart-images.ts';
import type { DocumentLook } from '../templates/document-look.ts';
import type { TableOptions } from '../templates/table-xml.ts';
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
    options?: TableOptions,
  ) => Block[];
  facts: (pairs: readonly [string, string][]) => Block[];
  /** The document's accent colour (hex without '#'): the charts draw in it. */
  colour: string;
}

export function tablesFor(look: DocumentLook): Tables {
  const colours = { fill: look.colours.primary, text: look.colours.onPrimary };
  return {
    table: (header, rows, percent, options) => table(header, rows, colours, percent, options),
    colour: look.colours.primary,
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

/**
 * A written section as blocks: typed text as paragraphs; a written list as a table (the fast path for a solution of
 * 1,000 actions: tables and headings are written as XML directly, text and bullets go through patchDocument:
 * fill-word-template.ts), with one column when no item has a detail.
 */
function sectionBlocks(tx: Tables, blocks: readonly SectionBlock[]): BodyBlock[] {
  return blocks.flatMap((b) => {
    if (b.kind === 'text') return richParagraphs(b.lines);
    const withDetail = b.items.some((i) => i.detail);
    return [
      heading(b.heading, 3),
      ...(b.intro ? [para(b.intro, { keepNext: true })] : []),
      ...tx.table(
        withDetail ? b.columns : [b.columns[0]],
        b.items.map((i) => (withDetail ? [i.name, i.detail] : [i.name])),
      ),
    ];
  });
}

/**
 * The blocks of a written section (or of one of its parts) of the solution's content: what was typed, or what the
 * portal wrote (written-sections.ts). `only: 'typed'` keeps typed text alone, where the document shows the written
 * form in a table of its own (the phases, the deliverables).
 */
export function written(
  tx: Tables,
  m: DocumentModel,
  title: string,
  partTitle?: string,
  only?: 'typed',
): BodyBlock[] {
  const section = m.sections.find((s) => s.title === title);
  const chosen = partTitle ? section?.parts.find((p) => p.title === partTitle) : section;
  // 'typed': only what the user wrote (the summary states the requirement; the phases and deliverables have tables).
  if (!chosen || (only === 'typed' && !chosen.typed)) return [];
  return sectionBlocks(tx, chosen.blocks);
}

export function timelineFigure(m: DocumentModel, colour: string): BodyBlock[] {
  if (!m.capabilities.length) return [];
  // A figure with its caption, no heading of its own: a heading before a figure was the one LibreOffice left at the
  // foot of a page when a table ended just above it.
  return chartFigure(timelineChart(m, colour), 'Timeline by capability, from the contract start');
}

/** The solution plan's activity chart by week, coloured by phase, with its gates (activity-gantt.ts). */
export function activityFigure(m: DocumentModel, colour: string): BodyBlock[] {
  return chartFigure(
    activityGantt(m, colour),
    'Activities by week, from the contract start: each bar is an activity, coloured by its phase; a diamond is a go-ahead',
  );
}

export function workProductsAndTools(tx: Tables, m: DocumentModel): Part[] {
  return [
    ...part(
      'Work products',
      tx.table(
        ['Work product', 'What it is', 'Format', 'Made by'],
        m.workProducts.map((d) => [d.name, d.description, d.format, d.action]),
      ),
    ),
    ...part(
      'Tools and resources',
      tx.table(
        ['Tool', 'What it is', 'Used by'],
        m.tools.map((t) => [t.name, t.description, t.actions]),
      ),
    ),
  ];
}

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What the client provides and what could go wrong: the volumes and assumptions, dependencies, risks. */
export function assumptionsAndRisks(tx: Tables, m: DocumentModel, withRisks: boolean): Part[] {
  return part(
    withRisks ? 'Assumptions, dependencies and risks' : 'Assumptions and dependencies',
    sub(
      'Assumptions',
      bullets([
        ...(m.bid.volumes.length
          ? [
              `The work is sized on ${listOf(m.bid.volumes.map((v) => v.text))}; different volumes change the price.`,
            ]
          : []),
        // Each a sentence, as the first one is (a catalogue assumption may be typed without its full stop).
        ...m.assumptions.map((a) => (/[.!?]$/.test(a.name.trim()) ? a.name : `${a.name.trim()}.`)),
      ]),
    ),
    sub(
      'Dependencies: what the client provides',
      bullets(
        m.dependencies.map((d) => {
          const name = d.name.trim().replace(/\.$/, '');
          return d.neededBy ? `${name} (needed by ${formatDateLong(d.neededBy)}).` : `${name}.`;
        }),
      ),
    ),
    withRisks
      ? sub(
          'Risks',
          tx.table(
            ['Risk', 'Consequence', 'Mitigation', 'Impact', 'Likelihood'],
            m.risks.map((r) => [r.name, r.consequence, r.mitigation, r.impact, r.probability]),
          ),
        )
      : [],
  );
}

/** The baseline security controls by domain and reference: the provider's own codes, so internal variants only. */
export function security(tx: Tables, m: DocumentModel): Part[] {
  if (!internal(m) || !m.security.rows.length) return [];
  return part(
    'Baseline security controls',
    [
      para('The baseline security controls that the in-scope activities apply, by domain.', {
        keepNext: true,
      }),
    ],
    tx.table(
      ['Domain', 'Applicable', 'In the baseline'],
      m.security.domains.map((d) => [d.domain, d.applicable, d.total]),
    ),
    // A non-breaking hyphen keeps a control's code (SOL-38) on one line.
    [
      para(
        `Applicable controls: ${m.security.rows
          .flat()
          .map((c) => c.replace(/-/g, '\u2011'))
          .join(', ')}.`,
      ),
    ],
  );
}

/** For the provider alone: what the price rests on, the bridge to it, the variance between bases, the risk. */
export function internalReview(tx: Tables, m: DocumentModel): Part[] {
  const v = m.internal.variance;
  const variance =
    v.percent === null
      ? 'No ROM to compare with'
      : `${v.percent > 0 ? '+' : ''}${formatNumber1(v.percent)}% against the ROM (${formatNumber1(v.detailedHours)} h against ${formatNumber1(v.romHours)} h)${v.flagged ? ': flagged, explained below' : ''}`;
  const c = m.bid.commercial;
  const basis = (m.estimate?.internal ?? []).find(([label]) => label === 'Basis')?.[1] ?? '';
  const rows = m.internal.varianceRows;
  return part(
    'Internal review',
    [
      para('For the bid team and the commercial approver only: never send this variant to the client.', {
        bold: true,
      }),
    ],
    tx.facts([
      ['Stage', m.stage],
      ['AEP solution type', m.aepSolutionType],
      ['Solution complexity', m.complexity],
      ['Estimate basis', basis],
      ['Price basis', c ? c.basisLabel : ''],
      ['Variance between the ROM and the detailed effort', variance],
      [
        'Risk assessment',
        m.internal.riskAssessed
          ? `Overall score ${formatNumber1(m.risk.overall)}: the seven blocks\u2019 scores summed and divided by 7, where ${formatNumber1(m.risk.overallMax)} would be every question answered High (higher is riskier; it sets the contingency band); see Risk assessment`
          : 'Not assessed: answer it before approval; the lowest contingency band applies meanwhile',
      ],
    ]),
    sub(
      'From the plan to the price',
      tx.table(['Step', 'Figure'], m.internal.bridge, undefined, { total: true }),
    ),
    v.flagged && rows.length
      ? sub('Variance by capability', [
          ...m.internal.varianceReasons.map((reason) => para(reason, { keepNext: true })),
          ...tx.table(
            ['Capability', 'Size', 'ROM', 'Detailed, with its sub-capabilities', 'Difference'],
            [
              ...rows.map((r) => [
                r.capability,
                r.size,
                `${formatNumber1(r.romHours)} h`,
                `${formatNumber1(r.detailedHours)} h`,
                formatDifference(r.difference),
              ]),
              [
                'Total',
                '',
                `${formatNumber1(m.internal.varianceTotal.romHours)} h`,
                `${formatNumber1(m.internal.varianceTotal.detailedHours)} h`,
                formatDifference(m.internal.varianceTotal.difference),
              ],
            ],
            undefined,
            { total: true },
          ),
        ])
      : [],
  );
}

/** The internal team: levels, locations, days with the bridged days, and the pyramid. */
export function internalTeam(tx: Tables, m: DocumentModel): BodyBlock[] {
  const { managementDays, managementRole } = m.bid.team;
  // The project management across the programme is a row of its own, as the team table and the price count it, so
  // the days of work add up to the team's days (it has no bridged days: it runs the whole programme).
  const manager = m.people.roles.find((r) => r.name === managementRole && !/offshore/i.test(r.location));
  const roles = [
    ...m.people.roles,
    ...(managementDays
      ? [
          {
            name: `${managementRole ?? 'Project Manager'}, across the programme`,
            team: manager?.team ?? '',
            location: manager?.location ?? 'Onshore',
            level: manager?.level ?? '',
            workDays: managementDays,
            bridgedDays: 0,
            days: managementDays,
          },
        ]
      : []),
  ];
  const sum = (f: (r: (typeof roles)[number]) => number) =>
    formatDays1(Math.round(roles.reduce((t, r) => t + f(r), 0) * 10) / 10);
  return [
    ...sub('Staffing (internal)', [
      para(
        `Days of work are each role\u2019s share of the activities\u2019 hours at 8 a day, and the project management across the programme, so they add up to the team\u2019s days; the price adds the estimate\u2019s allowance (the expected hours above the plan\u2019s) and the contingency on top, as From the plan to the price shows. Bridged days are the working days a person stays on the team between two stretches of work (gaps of up to ${m.people.gapDays} calendar days): they are not priced, and are the cost of keeping the same person.`,
        { keepNext: true },
      ),
      ...tx.table(
        ['Role', 'Team', 'Location', 'Level', 'Days of work', 'Bridged days', 'Days on the team'],
        [
          ...roles.map((r) => [
            r.name,
            r.team,
            r.location,
            r.level,
            formatDays1(r.workDays),
            formatDays1(r.bridgedDays),
            formatDays1(r.days),
          ]),
          ['Total', '', '', '', sum((r) => r.workDays), sum((r) => r.bridgedDays), sum((r) => r.days)],
        ],
        undefined,
        { total: true },
      ),
    ]),
    ...chartFigure(
      pyramidChart(m, tx.colour),
      'Overall pyramid: full-time equivalents by resource level (each role\u2019s days on the team as the staffing table lists them, bridged days and the project management across the programme included, over the working weeks of delivery at its level\u2019s hours a week; the People view counts the activities only)',
    ),
  ];
}

/** The deal-risk assessment (internal): 'Not assessed' when nobody answered it, never a row of zeros. */
export function riskAssessment(tx: Tables, m: DocumentModel): Part[] {
  if (!m.internal.riskAssessed)
    return part('Risk assessment', [
      para('Not assessed: the risk assessment of this solution has not been answered.', { italic: true }),
    ]);
  return part(
    'Risk assessment',
    tx.table(
      ['Risk block', 'Score', 'Highest possible', 'Not answered'],
      [
        ...m.risk.blocks.map((b) => [b.name, b.score.toFixed(2), b.max.toFixed(2), b.notAnswered]),
        [
          'Overall (the average of the seven blocks)',
          m.risk.overall.toFixed(2),
          m.risk.overallMax.toFixed(2),
          '',
        ],
      ],
      undefined,
      { total: true },
    ),
    chartFigure(riskRadar(m), 'Risk score by block'),
  );
}

/** The internal approvals (name and date): never in a customer document, never where a signature belongs. */
export function approvals(tx: Tables, m: DocumentModel): Part[] {
  if (!internal(m)) return [];
  return part(
    'Approvals',
    m.approvals.length
      ? [
          ...tx.table(
            ['Approver', 'Approved', 'Of', 'At version', 'Price approved'],
            m.approvals.map((a) => [
              a.name,
              a.approvedAt || 'Pending',
              a.of,
              a.version ? String(a.version) : 'Not recorded',
              approvalStanding(a, m.bid.commercial?.priceExVat),
            ]),
          ),
          para(
            `An approval covers the solution as it stood when it was given (the version of its history shown); this document, dated ${m.generatedOn}, was generated from the solution as it is now, so any change since an approval is in the solution\u2019s history.`,
            { italic: true },
          ),
        ]
      : [para(`No approval has been given yet: the solution is at ${m.stage}.`, { italic: true })],
  );
}

export function documentControl(tx: Tables, m: DocumentModel, reference: string): Block[] {
  return [
    heading('Document control'),
    ...tx.table(
      ['Reference', 'Version', 'Date', 'Author', 'For'],
      // Who it is for, by name: the client, or the bid team for an internal variant.
      [
        [
          reference,
          '1.0',
          m.generatedOn,
          m.preparedBy,
          m.variant === 'internal' ? 'The bid team (internal)' : m.client,
        ],
      ],
    ),
  ];
}
