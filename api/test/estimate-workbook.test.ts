/**
 * The estimate workbook (issue 19): Calc recomputes its formulas to the figures of `solutionEstimate`, a bid
 * manager who changes a rate sees the price move, and the document job writes it for a stored solution (type 6,
 * internal only) with the estimate API's figures.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  andList,
  approvalRows,
  bidScope,
  computeSchedule,
  DEFAULT_ESTIMATE_SETTINGS,
  ESTIMATE_ROLES,
  estimateExample,
  marginAtHigh,
  reviewItems,
  riskRows,
  SAMPLE_RATE_CARD,
  solutionEstimate,
  type Solution,
} from '@portal/domain';
import { buildEstimateWorkbook } from '../src/documents/estimate-workbook.ts';
import { as, USERS, waitFor } from './support/client.ts';
import { sheetsAsCsv } from './support/office.ts';

/** The Roles by week sheet's shading: [week column, operator, limit], one per week column. */
function weekLimits(book: ExcelJS.Workbook): [string, string | undefined, string][] {
  const byWeek = book.getWorksheet('Roles by week') as unknown as {
    conditionalFormattings: { ref: string; rules: { operator?: string; formulae?: unknown[] }[] }[];
  };
  const merged = new Map<string, [string, string | undefined, string]>();
  for (const c of byWeek.conditionalFormattings)
    for (const range of c.ref.split(' ')) {
      const column = range.replace(/\d.*$/, '');
      merged.set(column, [column, c.rules[0]?.operator, String(c.rules[0]?.formulae?.[0])]);
    }
  const all = [...merged.values()];
  // One rule a limit when every week has the same one (the reader's view).
  return new Set(all.map((r) => r[2])).size === 1 ? [all[0]!] : all;
}

async function workbookOf(step: number, holidays?: readonly string[]) {
  const s = estimateExample(step);
  const schedule = computeSchedule({
    items: s.state.items,
    expectedStart: s.expectedStart,
    wholeDays: true,
    ...(holidays ? { holidays } : {}),
  });
  const estimate = solutionEstimate(s, {
    roles: ESTIMATE_ROLES,
    levels: [],
    rateCard: SAMPLE_RATE_CARD,
    schedule,
  });
  const data = await buildEstimateWorkbook({
    solution: {
      id: '9001',
      name: 'Worked example',
      clientName: 'Example Client',
      complexity: 1,
      items: s.state.items,
    },
    estimate,
    settings: DEFAULT_ESTIMATE_SETTINGS,
    rateCard: SAMPLE_RATE_CARD,
    roles: ESTIMATE_ROLES,
    levels: [],
    schedule,
    scope: bidScope(s.state.items, schedule),
    vatPercent: 20,
    generatedAt: new Date('2026-11-26T10:00:00Z'),
  });
  return { estimate, data };
}

/** Within the estimate's rounding: hours to 0.1, money to the penny. */
const near = (actual: number, expected: number, within: number) =>
  expect(Math.abs(actual - expected), `${actual} against ${expected}`).toBeLessThanOrEqual(within);

const summaryValue = (sheets: Record<string, string[][]>, label: string) => {
  const row = sheets.Summary?.find((r) => r[0] === label);
  if (!row) throw new Error(`No '${label}' in the Summary sheet`);
  return Number.parseFloat(row[1] ?? '');
};

describe('the estimate workbook', () => {
  it.each([2, 5])('at step %s Calc recomputes the estimate’s figures from the formulas', async (step) => {
    const { estimate, data } = await workbookOf(step);
    const sheets = await sheetsAsCsv({ name: `estimate-${step}.xlsx`, data });
    expect(Object.keys(sheets).sort()).toEqual([
      'Actions',
      'Capabilities',
      'Rate card',
      'Risks and approvals',
      'Roles by week',
      'Summary',
    ]);
    // Nobody approved the worked example and its activities carry no risks: each table says so.
    expect(sheets['Risks and approvals']?.map((r) => r[0])).toEqual([
      'Approvals',
      'Approver',
      'Not approved yet',
      '',
      'Delivery risks of the activities in scope',
      'Risk',
      'No risks recorded on the activities in scope',
    ]);
    // The Capabilities sheet reads as the documents' scope tables: a row includes the "of which" rows under it, and
    // the detailed total adds the top-level rows to the detailed effort.
    const capabilities = sheets.Capabilities!;
    const totalRow = capabilities.find((r) => r[0] === 'Total')!;
    near(Number.parseFloat(totalRow[5] ?? ''), estimate.variance.detailedHours, 0.051);
    const detailed = (r: string[]) => Number.parseFloat(r[5] ?? '') || 0;
    const top = capabilities.slice(1).filter((r) => r[0] !== 'Total' && !r[0]!.includes('of which'));
    near(
      top.reduce((t, r) => t + detailed(r), 0),
      estimate.variance.detailedHours,
      0.051,
    );
    near(summaryValue(sheets, 'Low hours'), estimate.hours.low, 0.051);
    near(summaryValue(sheets, 'Expected hours'), estimate.hours.expected, 0.051);
    near(summaryValue(sheets, 'High hours'), estimate.hours.high, 0.051);
    near(summaryValue(sheets, 'Total cost'), estimate.cost.amount, 0.006);
    near(summaryValue(sheets, 'Total price before rounding'), estimate.price.amount, 0.006);
    near(summaryValue(sheets, 'Contingency hours'), estimate.contingency.hours, 0.051);
    // The CSV holds the margin as a percent ('44.90...%').
    near(summaryValue(sheets, 'Margin'), estimate.marginPercent, 0.051);
    // The internal figures the documents print: the margin if the high hours are needed, the price's range and the
    // variance as a percentage of the ROM, each the domain's own figure.
    const high = marginAtHigh(estimate);
    if (high !== null) near(summaryValue(sheets, 'Margin at the high hours (fixed price)'), high, 0.051);
    const priced = Math.round(estimate.price.amount);
    const scale = (h: number) => Math.round((priced * h) / estimate.hours.expected);
    near(summaryValue(sheets, 'Price at the low hours'), scale(estimate.hours.low), 1);
    near(summaryValue(sheets, 'Price at the high hours'), scale(estimate.hours.high), 1);
    // The price at the band priced is the price itself.
    const band = DEFAULT_ESTIMATE_SETTINGS.contingencyBands.find(
      (b) => b.percent === estimate.contingency.percent,
    );
    if (band)
      near(
        summaryValue(sheets, `Price at the ${band.percent}% contingency band`),
        estimate.price.amount,
        0.01,
      );
    if (estimate.variance.percent !== null)
      near(summaryValue(sheets, 'Variance (% of the ROM)'), estimate.variance.percent, 0.051);
    // Roles by week: each role's weekly hours add up to its scheduled days x 8.
    const engineer = sheets['Roles by week']?.find((r) => r[0] === 'engineer');
    expect(Number(engineer?.at(-2))).toBeCloseTo(104, 0);
    // The most of the role at work in one week: the worked example's engineer is never more than one person's week.
    expect(sheets['Roles by week']?.[0]?.at(-1)).toBe('People at most');
    expect(Number(engineer?.at(-1))).toBe(1);
    // The weeks are calendar weeks headed by their Monday, and a total row reconciles with the Actions sheet.
    const weeks = sheets['Roles by week']?.[0] ?? [];
    expect(weeks.slice(1, -2).every((h) => /^\d{1,2} [A-Z][a-z]{2} \d{4}$/.test(h))).toBe(true);
    // Every role's weeks add up to its hours on the Actions sheet, and project management is on top of them.
    const total = sheets['Roles by week']?.find((r) => r[0] === 'Total');
    const actionsTotal = sheets.Actions?.find((r) => r[0] === 'Total');
    const management = summaryValue(sheets, 'Project management hours');
    // The Total row has no People at most (a sum of each role's busiest week is not the team at its largest).
    expect(total?.[weeks.length - 1] ?? '').toBe('');
    near(Number(total?.[weeks.length - 2]), Number(actionsTotal?.[8]) + management, 0.051);
    const pm = sheets['Roles by week']?.find((r) =>
      r[0]?.includes('project management across the programme'),
    );
    if (management > 0) near(Number(pm?.at(-2)), management, 0.051);
    // The actions' efforts, each counted once, add up to the hours the roles share.
    near(Number(actionsTotal?.[3]), Number(actionsTotal?.[8]), 0.051);
  });

  it("shades a role's week over one person's hours: 40, or 8 a working day in a week with a bank holiday", async () => {
    // Good Friday and Easter Monday 2027 fall in the plan's weeks of 22 and 29 March: 32 hours each.
    const { data } = await workbookOf(5, ['2027-03-26', '2027-03-29']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const labels = (book.getWorksheet('Roles by week')?.getRow(1).values as unknown[]).slice(2, -2);
    const limits = new Map(weekLimits(book).map(([column, , limit]) => [column, limit]));
    const byLabel = labels.map((label, i) => [label, limits.get(String.fromCharCode(66 + i))]);
    expect(byLabel.filter(([, limit]) => limit !== '40')).toEqual([
      ['22 Mar 2027', '32'],
      ['29 Mar 2027', '32'],
    ]);
  });

  it('hides what a reader does not need: the formula columns and the rates the team does not use', async () => {
    const { data } = await workbookOf(5);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const actions = book.getWorksheet('Actions');
    expect([15, 16, 17].map((c) => actions?.getColumn(c).hidden)).toEqual([true, true, true]);
    // A role's week over one person's 40 hours is shaded, across every role and week (not the totals).
    expect(weekLimits(book)).toEqual([['B', 'greaterThan', '40']]);
    // Both printed pages say whose hours a row prices: the capability, the action and the role repeat.
    expect(actions?.pageSetup.printTitlesColumn).toBe('A:C');
    // Two pages wide, the three repeated: the printed columns narrow enough to print at about 83% (at about 6 pt
    // before): their widths, the repeated ones twice, come to at most 290 characters.
    expect(actions?.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 2 });
    const printed = (actions?.columns ?? []).filter((c) => !c.hidden).map((c) => c.width ?? 0);
    expect(printed.reduce((a, b) => a + b, 0) + printed.slice(0, 3).reduce((a, b) => a + b, 0)).toBeLessThan(
      290,
    );
    expect(['Capability', 'Action', 'Role'].map((h, i) => actions?.getRow(1).getCell(i + 1).value)).toEqual([
      'Capability',
      'Action',
      'Role',
    ]);
    const used = new Set<string>();
    actions?.eachRow((row, n) => {
      const key = row.getCell(10).value;
      if (n > 1 && typeof key === 'string' && key) used.add(key);
    });
    const shown: string[] = [];
    const hidden: string[] = [];
    book.getWorksheet('Rate card')?.eachRow((row, n) => {
      if (n > 1) (row.hidden ? hidden : shown).push(String(row.getCell(1).value));
    });
    for (const key of used) expect(shown).toContain(key);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.some((key) => used.has(key))).toBe(false);
  });

  it('moves the price when a bid manager changes a rate: +£10 an hour offshore for the engineer', async () => {
    const { estimate, data } = await workbookOf(5);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const card = book.getWorksheet('Rate card');
    let changed = 0;
    card?.eachRow((row) => {
      if (row.getCell(1).value === '15|OFFSHORE') {
        row.getCell(5).value = Number(row.getCell(5).value) + 10;
        changed += 1;
      }
    });
    expect(changed).toBe(1);
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const sheets = await sheetsAsCsv({ name: 'estimate-edited.xlsx', data: edited });
    // 104 of the 228 detailed hours are the engineer's: the delivery and contingency hours at that share, +£10.
    const engineerHours = (104 / 228) * (estimate.hours.expected + estimate.contingency.hours);
    expect(summaryValue(sheets, 'Total price before rounding')).toBeCloseTo(
      estimate.price.amount + engineerHours * 10,
      0,
    );
    near(summaryValue(sheets, 'Total cost'), estimate.cost.amount, 0.006);
  });
});

describe('the estimate workbook as a document (type 6, internal only)', () => {
  type Job = { traceId: string; status: string; fileName?: string; url?: string; text?: string };
  const OWNER = USERS.SALES_PERSON;
  const job = (traceId: string) =>
    waitFor(async () => {
      const res = await as(OWNER).get<Job>(`jobs/${traceId}`);
      return res.body.status === 'succeeded' || res.body.status === 'failed' ? res.body : undefined;
    }, 60_000);

  it('is generated from the stored solution with the estimate API’s price, listed and downloaded only for full users', async () => {
    const started = await as(OWNER).post<Job>('sales/generate', { solutionId: '1002', documentType: 6 });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await job(started.body.traceId);
    expect(done).toMatchObject({ status: 'succeeded', text: 'Estimate Workbook Created!' });
    expect(done.fileName).toMatch(/^Estimate-1002-.*-\d{12}\.xlsx$/);
    const data = Buffer.from(await (await fetch(done.url!)).arrayBuffer());
    const sheets = await sheetsAsCsv({ name: 'estimate-1002.xlsx', data });
    const estimate = await as(OWNER).get<{ price: { amount: number }; hours: { expected: number } }>(
      'sales/solutions/1002/estimate',
    );
    near(summaryValue(sheets, 'Total price before rounding'), estimate.body.price.amount, 0.006);
    near(summaryValue(sheets, 'Expected hours'), estimate.body.hours.expected, 0.051);
    // Who approved it and the risks of its activities, as the internal documents list them.
    const stored = await as(OWNER).get<Solution>('sales/solutions/1002');
    const sheet = sheets['Risks and approvals']!.map((r) => r[0] ?? '');
    const at = (cell: string) => sheet.indexOf(cell);
    const given = approvalRows(stored.body.fields.approvals).filter((a) => a.approvedAt);
    expect(sheet[0]).toBe('Approvals');
    const assessmentAt = at('Risk assessment: its overall score sets the contingency band (Summary)');
    // Before any approval, who is named to approve it (its approvers), or that nobody is yet.
    const named = (stored.body.fields.approvers ?? []).map((p) => p.name);
    expect(sheet.slice(at('Approver') + 1, assessmentAt).filter(Boolean)).toEqual(
      given.length
        ? given.map((a) => a.name)
        : [
            named.length
              ? `Not approved yet: ${andList(named)} ${named.length === 1 ? 'is' : 'are'} named to approve it`
              : 'Not approved yet, and nobody is named to approve it yet',
          ],
    );
    // The risk assessment behind the contingency: its blocks and the overall score the Summary reads.
    const risksTitleAt = at('Delivery risks of the activities in scope');
    const assessment = sheets['Risks and approvals']!.slice(at('Risk block') + 1, risksTitleAt).filter(
      (r) => r[0],
    );
    const overall = assessment.at(-1)!;
    if (overall[0]!.startsWith('Not assessed')) expect(summaryValue(sheets, 'Overall risk score')).toBeNaN();
    else {
      expect(overall[0]).toBe('Overall (the average of the blocks)');
      near(Number(overall[1]), summaryValue(sheets, 'Overall risk score'), 0.005);
    }
    const risks = riskRows(reviewItems(stored.body.state.items).risks);
    expect(risks.length).toBeGreaterThan(0);
    expect(sheet.slice(at('Risk') + 1).filter(Boolean)).toEqual(risks.map((r) => r.name));

    // The terms, the volumes and the payments as the customer documents state them.
    const row = (label: string) => sheets.Summary?.find((r) => r[0] === label) ?? [];
    expect(row('Price basis')[1]).toBe('Fixed price');
    expect(row('Valid until')[1]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(row('Sized on')[2]).toMatch(/^[\d,]+ users, .*: the assumptions the price rests on/);
    const payments = sheets.Summary!.filter((r) => r[0]?.startsWith('Payment '));
    expect(payments.length).toBeGreaterThan(1);
    near(
      payments.reduce((t, r) => t + Number.parseFloat(r[1] ?? ''), 0),
      summaryValue(sheets, 'Price excluding VAT (as the customer documents print it)'),
      0.001,
    );
    expect(payments.at(-1)?.[2]).toMatch(/^\d+% \(the balance\), due /);
    expect(payments[0]?.[0]).toMatch(/^Payment 1, excluding VAT: /);
    // The seeded expenses term caps them at 3% of the price.
    near(
      summaryValue(sheets, 'Expenses, at most'),
      Math.round(summaryValue(sheets, 'Price excluding VAT (as the customer documents print it)') * 0.03),
      0.001,
    );

    // Listed for the lead provider's full users; a reviewer (provider, read-only) neither lists nor downloads it.
    const listed = await as(OWNER).get<{ id: string; type: number; variant?: string }[]>(
      'sales/solutions/1002/documents',
    );
    expect(listed.body.find((d) => d.id === started.body.traceId)).toMatchObject({
      type: 6,
      variant: 'internal',
    });
    const asReviewer = await as(USERS.SOLUTION_REVIEWER).get<{ type: number }[]>(
      'sales/solutions/1002/documents',
    );
    expect(asReviewer.status).toBe(200);
    expect(asReviewer.body.some((d) => d.type === 6)).toBe(false);
    expect(
      (await as(USERS.SOLUTION_REVIEWER).post(`sales/documents/download/${started.body.traceId}`)).status,
    ).toBe(404);
    expect((await as(OWNER).post(`sales/documents/download/${started.body.traceId}`)).status).toBe(200);
  });

  it.each([
    ['a partner', USERS.HP_SALES_PERSON, 403],
    ['a reviewer', USERS.SOLUTION_REVIEWER, 403],
    ['a client', USERS.CLIENT, 403],
  ])('%s cannot generate it', async (_who, email, status) => {
    const res = await as(email).post('sales/generate', { solutionId: '1002', documentType: 6 });
    expect([status, 404]).toContain(res.status);
  });
});
