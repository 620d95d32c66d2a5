/**
 * The internal variant's own parts of the Word documents (never in a customer document): the review of what the
 * price rests on, the team as the provider staffs it, the deal-risk assessment and the approvals, each from the
 * document model (docs/documents.md).
 */
import {
  andList,
  formatSpanLong,
  formatPounds,
  aepTypeText,
  complexityText,
  approvalStanding,
  formatDifference,
  formatDays1,
  formatNumber1,
  type DocumentModel,
} from '@portal/domain';
import { pyramidChart, riskBars } from './chart-images.ts';
import { para, type BodyBlock } from '../templates/word-blocks.ts';
import { chartFigure, internal, part, sub, type Part, type Tables } from './word-sections.ts';

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
      ['AEP solution type', aepTypeText(m.aepSolutionType)],
      ['Solution complexity', complexityText(m.complexity)],
      ['Estimate basis', basis],
      ['Price basis', c ? c.basisLabel : ''],
      ['Variance between the ROM and the detailed effort', variance],
      [
        'Risk assessment',
        m.internal.riskAssessed
          ? `Overall score ${m.risk.overall.toFixed(2)}: the seven blocks\u2019 scores summed and divided by 7, where ${formatNumber1(m.risk.overallMax)} would be every question answered High (higher is riskier; it sets the contingency band); see Risk assessment`
          : 'Not assessed: answer it before approval; the lowest contingency band applies meanwhile',
      ],
    ]),
    sub(
      'From the plan to the price',
      // The margin to approve in bold, not the last row (a margin at the high hours read as a total).
      tx.table(['Step', 'Figure'], m.internal.bridge, undefined, { boldRow: marginToApproveRow(m) }),
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
  const lastDay =
    m.people.roles
      .map((r) => r.to)
      .filter(Boolean)
      .sort()
      .at(-1) ?? '';
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
            costPerDay: manager?.costPerDay,
            // It runs the whole programme, from the mobilisation (readers found the mobilisation staffed by nobody)
            // to the last role's last day.
            // Its first working day (the 1st of the month read as a bank holiday on 1 January: forty-second reading).
            from: m.totals.mobilisationStart,
            to: lastDay,
            stretches: [{ from: m.totals.mobilisationStart, to: lastDay }],
          },
        ]
      : []),
  ];
  const sum = (f: (r: (typeof roles)[number]) => number) =>
    formatDays1(Math.round(roles.reduce((t, r) => t + f(r), 0) * 10) / 10);
  // Each role's cost: its days on the team at its level's cost a day (so an approver ties the staffing to the cost).
  const costOf = (r: (typeof roles)[number]) =>
    r.costPerDay === undefined ? 0 : Math.round(r.days * r.costPerDay);
  const costed = roles.some((r) => r.costPerDay !== undefined);
  const grades = roles.some((r) => /^ATC\b/.test(r.level))
    ? ' Levels starting \u2018ATC\u2019 are the grades of the Supplier\u2019s delivery centre.'
    : '';
  return [
    ...sub('Staffing (internal)', [
      para(
        `Days of work are each role\u2019s share of the activities\u2019 hours at 8 a day, and the project management across the programme, so they add up to the team\u2019s days; the price adds the estimate\u2019s allowance (the expected hours above the plan\u2019s) and the contingency on top, as \u2018From the plan to the price\u2019 shows. Bridged days are the working days a person stays on the team between two stretches of work (gaps of up to ${m.people.gapDays} calendar days): they are not priced, and are the cost of keeping the same person. A role\u2019s cost is its days on the team at its level\u2019s cost a day; the estimate\u2019s cost adds the allowance and the contingency to them.${grades}`,
        { keepNext: true },
      ),
      // With each role's cost a day (the approver checks the cost from it) and its first and last day on the plan (the
      // delivery lead books the people from them).
      ...tx.table(
        ['Role', 'Level', 'Days of work', 'Bridged days', 'Days on the team', 'Cost', 'On the plan'],
        [
          ...roles.map((r) => [
            /offshore/i.test(r.location) && !/offshore/i.test(r.name) ? `${r.name} (Offshore)` : r.name,
            r.level,
            formatDays1(r.workDays),
            formatDays1(r.bridgedDays),
            formatDays1(r.days),
            r.costPerDay !== undefined
              ? `${formatPounds(costOf(r))} (${formatPounds(r.costPerDay)} a day)`
              : '',
            // Each stretch on the team: apart where it leaves the team for longer than a bridged gap.
            andList(r.stretches.map((x) => formatSpanLong(x.from, x.to))),
          ]),
          [
            'Total',
            '',
            sum((r) => r.workDays),
            sum((r) => r.bridgedDays),
            sum((r) => r.days),
            costed ? formatPounds(roles.reduce((t, r) => t + costOf(r), 0)) : '',
            '',
          ],
        ],
        undefined,
        { total: true },
      ),
      ...(costed ? [para(staffingAgainstCost(m, roles), { italic: true })] : []),
    ]),
    ...chartFigure(
      pyramidChart(m, tx.colour),
      `Overall pyramid: full-time equivalents by resource level (each role\u2019s days on the team as the staffing table lists them, bridged days and the project management across the programme included, over the working weeks of delivery at its level\u2019s hours a week${weeksOfLevels(m)})`,
    ),
  ];
}

/**
 * The working weeks the pyramid counts in, so a reader can work its figures out (readers of the fifty-fourth round
 * could only reproduce 3.5 by guessing them): ': 43 hours for ATC Analyst and ATC Senior Analyst, 38 for the
 * others' ('' without bars; ': 38 hours' when all share one).
 */
export function weeksOfLevels(m: Pick<DocumentModel, 'people'>): string {
  const bars = m.people.pyramids.find((p) => p.name === 'Overall')?.bars ?? [];
  const byWeek = new Map<number, string[]>();
  for (const b of bars) {
    const levels = byWeek.get(b.hoursPerWeek) ?? [];
    if (!levels.includes(b.level)) levels.push(b.level);
    byWeek.set(b.hoursPerWeek, levels);
  }
  const weeks = [...byWeek].sort((a, b) => a[1].length - b[1].length || b[0] - a[0]);
  if (weeks.length <= 1) return weeks[0] ? `: ${formatNumber1(weeks[0][0])} hours` : '';
  const others = weeks.at(-1) as [number, string[]];
  return `: ${weeks
    .slice(0, -1)
    .map(([hours, levels]) => `${formatNumber1(hours)} hours for ${andList(levels)}`)
    .join(', ')}, ${formatNumber1(others[0])} for the others`;
}

/**
 * How the staffing table's cost meets the estimate's (readers found three costs and nothing tying them): the days of
 * work and the bridged days at each role's cost a day, against the estimate's cost of the expected hours, project
 * management and contingency.
 */
function staffingAgainstCost(
  m: DocumentModel,
  roles: readonly { workDays: number; days: number; costPerDay?: number | undefined }[],
): string {
  // As the table costs each role (its days on the team at its cost a day, to the pound), split into work and bridging.
  const total = roles.reduce((t, r) => t + Math.round(r.days * (r.costPerDay ?? 0)), 0);
  const work = roles.reduce((t, r) => t + Math.round(r.workDays * (r.costPerDay ?? 0)), 0);
  const bridged = total - work;
  const cost = m.estimate?.internal?.find(([label]) => label === 'Cost')?.[1];
  return `The table\u2019s cost is the days of work (${formatPounds(work)})${bridged > 0 ? ` and the bridged days (${formatPounds(bridged)})` : ''}${cost ? `; the estimate\u2019s cost, ${cost}, costs the expected hours with the project management and the contingency instead of the days of work${bridged > 0 ? ', and the margin to approve counts the bridged days on top of it' : ''}` : ''}.`;
}

/** The bridge's row of the margin to approve (after the bridged days where there are any). */
export function marginToApproveRow(m: DocumentModel): number {
  const rows = m.internal.bridge;
  const after = rows.findIndex(([label]) => label.endsWith('the margin to approve'));
  return after >= 0 ? after : rows.findIndex(([label]) => label === 'Margin');
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
    chartFigure(riskBars(m), 'Risk score by block'),
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
      : [
          para(
            `No approval has been given yet: the solution is at ${m.stage}${m.approvers.length ? `, and ${andList(m.approvers)} ${m.approvers.length === 1 ? 'is' : 'are'} named to approve it` : ''}.`,
            { italic: true },
          ),
        ],
  );
}
