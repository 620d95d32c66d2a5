/**
 * The ROM deck's internal slides: the review figures, a flagged variance explained, the risk assessment (or 'Not
 * assessed') and the approvals. Never in the customer variant.
 */
import {
  aepTypeText,
  andList,
  approvalStanding,
  complexityText,
  formatDifference,
  formatNumber1,
  type DocumentModel,
} from '@portal/domain';
import type PptxGenJS from 'pptxgenjs';
import { headRow, W } from './deck-frame.ts';
import { row, table, titled, totalRow } from './rom-deck-slides.ts';
import type { DocumentLook } from '../templates/document-look.ts';

/** The internal variant's own slides: the review figures, the risk assessment (or 'Not assessed'), approvals. */
export function internalSlides(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = titled(pres, look, 'Internal review', m);
  const v = m.internal.variance;
  const c = m.bid.commercial;
  const basis = (m.estimate?.internal ?? []).find(([label]) => label === 'Basis')?.[1] ?? '';
  const facts: [string, string][] = [
    ['Stage', m.stage],
    ['AEP solution type', aepTypeText(m.aepSolutionType)],
    ['Complexity', complexityText(m.complexity)],
    ['Estimate basis', basis],
    ['Price basis', c ? c.basisLabel : ''],
    [
      'Variance to the ROM',
      v.percent === null
        ? 'No ROM to compare with'
        : `${v.percent > 0 ? '+' : ''}${formatNumber1(v.percent)}% (${formatNumber1(v.detailedHours)} h against ${formatNumber1(v.romHours)} h)${v.flagged ? ': flagged, explained under Variance to the ROM' : ''}`,
    ],
    [
      'Risk assessment',
      m.internal.riskAssessed
        ? `${m.risk.overall.toFixed(2)} out of ${formatNumber1(m.risk.overallMax)} (higher is riskier; it sets the contingency band)`
        : 'Not assessed: answer it before approval (the lowest contingency band applies meanwhile)',
    ],
    [
      'Approvals',
      m.approvals.length
        ? m.approvals
            .map((a) =>
              // In words, without brackets inside brackets (a reader found '(price approved: £271,409 (unchanged))').
              a.approvedAt
                ? `Approved by ${a.name} on ${a.approvedAt}; price approved ${approvalStanding(a, m.bid.commercial?.priceExVat).replace(/ \(unchanged\)$/, ', unchanged since')}`
                : `${a.name}: pending`,
            )
            .join('; ')
        : m.approvers.length
          ? // Who the margin floor row routes the price to, named here too (a reader found 'no approver is named'
            // beside 'George Whitaker, named to approve the solution, approves the price').
            `None yet: ${andList(m.approvers)} ${m.approvers.length === 1 ? 'is' : 'are'} named to approve the solution`
          : 'None yet: no approver is named on the solution',
    ],
  ];
  table(
    slide,
    look,
    [headRow(look, ['For the bid team only', '']), ...facts.filter(([, x]) => x).map((f) => row(f))],
    1.2,
    6.1,
  );
  // The bridge is a slide of its own, full width: beside the facts its twenty rows ran past the slide's foot.
  // Fourteen rows a slide at most: with the margins at the high hours and the floor, one slide's table ran over its
  // footer (twenty-ninth reading). The hours to the price on the first, the margins on the next.
  const bridge = m.internal.bridge;
  const perSlide = 14;
  const slides = Math.ceil(bridge.length / perSlide);
  for (let i = 0; i < slides; i++)
    table(
      titled(
        pres,
        look,
        slides > 1 ? `From the plan to the price (${i + 1} of ${slides})` : 'From the plan to the price',
        m,
      ),
      look,
      [
        headRow(look, ['Step', 'Figure']),
        ...bridge.slice(i * perSlide, (i + 1) * perSlide).map((f) => row(f)),
      ],
      1.2,
      W - 1,
      0.5,
      12,
    );
  if (v.flagged && m.internal.varianceRows.length) varianceSlide(pres, look, m);
  if (!m.internal.riskAssessed) return;
  const risk = titled(pres, look, 'Risk assessment', m);
  const rows = m.risk.blocks.map((b) => row([b.name, b.score.toFixed(2), b.max.toFixed(2), b.notAnswered]));
  rows.push(
    totalRow([
      'Overall (the average of the seven blocks)',
      m.risk.overall.toFixed(2),
      m.risk.overallMax.toFixed(2),
      '',
    ]),
  );
  table(
    risk,
    look,
    [headRow(look, ['Risk block', 'Score', 'Highest possible', 'Not answered']), ...rows],
    1.2,
    6.7,
  );
  // On the blocks' own scale (every question High), as the table reads it: scaled to the scores, a radar's rings read
  // as a risk three times higher (readers of the thirty-third round); on the full scale a radar's shape was a blob
  // nobody could read (the fifty-second round). Bars on the full scale, each with its score, read both ways.
  const scale = Math.max(10, ...m.risk.blocks.map((b) => b.max));
  risk.addChart(
    pres.ChartType.bar,
    [
      {
        name: 'Risk score',
        // Bars are drawn from the foot up: reversed, the first block is at the top, as in the table.
        labels: m.risk.blocks.map((b) => b.name).reverse(),
        values: m.risk.blocks.map((b) => b.score).reverse(),
      },
    ],
    {
      x: 7.3,
      y: 1.1,
      w: 5.6,
      h: 5.2,
      barDir: 'bar',
      showValue: true,
      dataLabelPosition: 'outEnd',
      dataLabelFontSize: 9,
      dataLabelFormatCode: '0.00',
      dataLabelColor: look.colours.text,
      valAxisMinVal: 0,
      valAxisMaxVal: scale,
      valAxisMajorUnit: scale >= 20 ? 5 : 2,
      chartColors: [look.colours.primary],
      catAxisLabelFontSize: 9,
      valAxisLabelFontSize: 8,
      showLegend: false,
      showTitle: true,
      // The scale said in the title: readers set the bars against the table's 'Highest possible'.
      title: `Risk score by block (higher is riskier), on a scale to ${scale}`,
      titleFontSize: 11,
    },
  );
}

/** Why the detailed effort differs from the ROM (a flagged variance): the reasons, then capability by capability. */
function varianceSlide(pres: PptxGenJS, look: DocumentLook, m: DocumentModel) {
  const slide = titled(pres, look, 'Variance to the ROM', m);
  slide.addText(
    // A paragraph a capability, spaced apart (readers found them run together).
    m.internal.varianceReasons.map((reason) => ({
      text: reason,
      options: { fontSize: 12, breakLine: true, paraSpaceAfter: 8 },
    })),
    {
      x: 0.5,
      y: 1.1,
      w: W - 1,
      h: 2.2,
      fontFace: look.fonts.body,
      color: look.colours.text,
      valign: 'top',
      fit: 'shrink',
    },
  );
  table(
    slide,
    look,
    [
      headRow(look, ['Capability', 'Size', 'ROM', 'Detailed, with its sub-capabilities', 'Difference']),
      ...m.internal.varianceRows.map((r) =>
        row([
          r.capability,
          r.size,
          `${formatNumber1(r.romHours)} h`,
          `${formatNumber1(r.detailedHours)} h`,
          formatDifference(r.difference),
        ]),
      ),
      totalRow([
        'Total',
        '',
        `${formatNumber1(m.internal.varianceTotal.romHours)} h`,
        `${formatNumber1(m.internal.varianceTotal.detailedHours)} h`,
        formatDifference(m.internal.varianceTotal.difference),
      ]),
    ],
    3.4,
    W - 1,
  );
}
