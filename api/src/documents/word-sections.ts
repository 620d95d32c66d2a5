/**
 * The sections of the Word documents that are not the bid's (word-bid.ts): the written content, the timeline chart,
 * the activities per capability, work products and tools, assumptions, dependencies and risks, the baseline security
 * controls and document control, each from the document model (docs/documents.md); the internal variant's own parts
 * are in word-internal.ts. word-documents.ts lays them out per kind.
 */
import {
  andList,
  clientHolidayRegion,
  formatDateLong,
  type DocumentModel,
  type SectionBlock,
} from '@portal/domain';
import { activityGantt } from './activity-gantt.ts';
import { timelineChart, type ChartImage } from './chart-images.ts';
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
  /** Starts a page of its own (a contract's schedule). */
  newPage?: boolean;
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
export const chartFigure = (chart: Promise<ChartImage> | undefined, caption: string): BodyBlock[] =>
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
  return chartFigure(
    timelineChart(m, colour),
    'Timeline by capability, from mobilisation to the end of delivery',
  );
}

/** The solution plan's activity chart by week, coloured by phase, with its gates (activity-gantt.ts). */
export function activityFigure(m: DocumentModel, colour: string): BodyBlock[] {
  return chartFigure(
    activityGantt(m, colour),
    'Activities by week, from mobilisation: each bar is an activity, coloured by its phase; a diamond is a go-ahead',
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

const listOf = andList;

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
        // Which calendar the dates follow (ADR 0059: the client's nation), said once where a reader checks dates.
        ...(m.holidayRegion && m.bid.phases.length
          ? [
              `The plan\u2019s working days follow the bank holidays of ${m.holidayRegion}${clientHolidayRegion(m.clientLegal) ? ', where the Client is registered' : ''}; a site with local holidays of its own is planned around them in the wave plan.`,
            ]
          : []),
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
            // With its owner, as the workbook lists it (readers asked who holds each risk).
            // The consequence wide enough not to run ten lines deep (readers of the thirty-third round).
            // Impact and likelihood in one column, so the prose columns get the room (readers found the mitigations
            // two words a line beside half-empty rating columns).
            ['Risk', 'Consequence', 'Mitigation', 'Impact / likelihood', 'Owner'],
            m.risks.map((r) => [
              r.name,
              r.consequence,
              r.mitigation,
              `${r.impact} / ${r.probability}`,
              r.owner,
            ]),
            [17, 26, 29, 14, 14],
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
