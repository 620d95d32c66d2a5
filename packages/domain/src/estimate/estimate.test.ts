import { describe, expect, it } from 'vitest';
import { dealTeamReasons } from './deal-team.ts';
import { pricedOnDetail, solutionEstimate, type EstimateContext } from './estimate.ts';
import {
  contingencyPercent,
  DEFAULT_ESTIMATE_SETTINGS,
  estimateSettingsSchema,
} from '../contracts/estimate-settings.ts';
import { rateCardInputSchema, SAMPLE_RATE_CARD } from './rate-card.ts';
import { ESTIMATE_ITEMS, ESTIMATE_ROLES, estimateExample } from './worked-example.ts';
import type { Capability } from '../contracts/catalogue.ts';
import { bigSolution, staffedSolution } from '../builder/bench-fixture.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { ENGLAND_AND_WALES } from '../schedule/bank-holidays.fixture.ts';

const context: EstimateContext = { roles: ESTIMATE_ROLES, levels: [], rateCard: SAMPLE_RATE_CARD };

describe('the worked example of docs/estimate.md', () => {
  it.each([
    // step, basis, low, most likely, expected (PERT), high, person-weeks, price, cost, margin
    [2, 'rom', 328, 410, 421, 558, 10.5, 56_081.63, 30_927.99, 44.9],
    [5, 'detailed', 205.2, 228, 233.7, 285, 5.8, 31_131.3, 17_168.34, 44.9],
  ] as const)(
    'at step %s the basis is %s: %s / %s / %s / %s h, %s person-weeks, price £%s, cost £%s, margin %s',
    (step, basis, low, mostLikely, expected, high, personWeeks, price, cost, margin) => {
      const e = solutionEstimate(estimateExample(step), context);
      expect(e.basis).toBe(basis);
      expect(e.hours).toEqual({ low, mostLikely, expected, high });
      expect(e.personWeeks).toBe(personWeeks);
      expect(e.price).toEqual({ amount: price, currency: 'GBP' });
      expect(e.cost).toEqual({ amount: cost, currency: 'GBP' });
      expect(e.marginPercent).toBe(margin);
    },
  );

  it('keeps the other figure as a variance: detailed 228 h against a ROM of 410 h is -182 h, -44.4 %', () => {
    expect(solutionEstimate(estimateExample(5), context).variance).toEqual({
      romHours: 410,
      detailedHours: 228,
      hours: -182,
      percent: -44.4,
    });
  });

  it('holds contingency and governance apart from the hours: 5 % and 15 % of 233.7 h', () => {
    const e = solutionEstimate(estimateExample(5), context);
    expect(e.contingency).toEqual({ percent: 5, hours: 11.7, cost: 677.32, price: 1232.05 });
    // Governance: 35.06 h at a Manager onshore, £84 cost and £150 price an hour.
    expect(e.governance).toEqual({ percent: 15, hours: 35.1, levelId: 5, cost: 2944.62, price: 5258.25 });
    expect(e.totalHours).toBe(280.4);
    expect(e.hours.expected).toBe(233.7);
  });

  it('names duration apart from effort: calendar weeks from the schedule, 15 March to 13 April 2027, rounded up (one week everywhere)', () => {
    expect(solutionEstimate(estimateExample(5), context).duration).toEqual({
      start: '2027-03-15',
      end: '2027-04-13',
      weeks: 5,
    });
  });

  it('counts the bank holidays it is given: Good Friday and Easter Monday move the end to 15 April 2027', () => {
    const solution = estimateExample(5);
    const withHolidays = { ...context, holidays: ENGLAND_AND_WALES };
    const expected = { start: '2027-03-15', end: '2027-04-15', weeks: 5 };
    expect(solutionEstimate(solution, withHolidays).duration).toEqual(expected);
    // A schedule passed in is the caller's, holidays and all.
    const schedule = computeSchedule({
      items: solution.state.items,
      expectedStart: solution.expectedStart,
      holidays: ENGLAND_AND_WALES,
    });
    expect(solutionEstimate(solution, { ...context, schedule }).duration).toEqual(expected);
    // Hours, price and cost do not depend on the calendar.
    const plain = solutionEstimate(solution, context);
    expect(solutionEstimate(solution, withHolidays).price).toEqual(plain.price);
  });

  it('spreads the hours by the roles: 104 of 228 h offshore (engineer), the rest onshore', () => {
    const e = solutionEstimate(estimateExample(5), context);
    expect(e.onshoreShare).toBe(Math.round((124 / 228) * 1000) / 1000);
    expect(e.byLevel.map((l) => [l.level, l.location, l.hours, l.pricePerHour])).toEqual([
      ['ATC Senior Consultant', 'OFFSHORE', 106.6, 50],
      ['Senior Manager', 'ONSHORE', 32.8, 180],
      // 76 h of delivery x 233.7 / 228, plus 35.1 h of project management.
      ['Manager', 'ONSHORE', 113, 150],
      ['Consultant', 'ONSHORE', 16.4, 105],
    ]);
    expect(e.unpricedHours).toBe(0);
  });
});

describe('the range', () => {
  const sized = (size: 'S' | 'M' | 'L' | 'XL'): Capability[] => [
    { id: 'c', name: 'c', selected: true, size, actions: [] },
  ];
  it.each([
    // size, complexity, low, most likely, high
    ['S', 1, 128, 160, 208],
    ['M', 1, 200, 250, 350],
    ['L', 1, 300, 400, 600],
    ['XL', 1, 420, 600, 1050],
    // Complexity 2 doubles the hours and widens the upper band by 0.1.
    ['M', 2, 400, 500, 750],
    // Complexity 5: hours x5, the widening capped at 0.3 (reached at complexity 4).
    ['S', 5, 640, 800, 1280],
  ] as const)('a ROM row of size %s at complexity %s: %s / %s / %s h', (size, complexity, low, m, high) => {
    const e = solutionEstimate(
      { expectedStart: '2027-03', fields: { complexity }, state: { step: 2, items: sized(size) } },
      context,
    );
    expect(e.hours.low).toBe(low);
    expect(e.hours.mostLikely).toBe(m);
    expect(e.hours.high).toBe(high);
    expect(e.hours.expected).toBe(Math.round(((low + 4 * m + high) / 6) * 10) / 10);
    // Nothing in scope to schedule: no duration yet; all hours at a Consultant onshore.
    expect(e.duration).toBeNull();
    expect(e.byLevel.map((l) => [l.levelId, l.location])).toEqual([
      [7, 'ONSHORE'],
      [5, 'ONSHORE'],
    ]);
  });

  it.each([
    // step, volumes typed on Information, basis (ADR 0060: typed volumes make the detailed effort the basis)
    [2, {}, 'rom'],
    [2, { users: 0 }, 'rom'],
    [2, { devices: 2600 }, 'detailed'],
    [1, { users: 2400, applications: 140 }, 'detailed'],
    [5, {}, 'detailed'],
  ] as const)('at step %s with volumes %j the basis is %s', (step, volumes, basis) => {
    const solution = estimateExample(step);
    const e = solutionEstimate({ ...solution, fields: { ...solution.fields, volumes } }, context);
    expect(e.basis).toBe(basis);
    // What the Documents panel reads without the hours agrees wherever there are hours.
    expect(pricedOnDetail({ ...solution, fields: { ...solution.fields, volumes } })).toBe(
      basis === 'detailed',
    );
  });

  it('stays on the ROM at Detail while no in-scope action holds effort', () => {
    const items = ESTIMATE_ITEMS.map((c) => ({ ...c, actions: [] }));
    const e = solutionEstimate(
      { expectedStart: '2027-03', fields: { complexity: 1 }, state: { step: 5, items } },
      context,
    );
    expect(e.basis).toBe('rom');
  });
});

describe('contingency bands', () => {
  it.each([
    [0, 5],
    [6, 5],
    [6.01, 10],
    [12, 10],
    [17.5, 15],
    [24, 20],
    [30, 25],
    [45, 25],
  ])('an overall risk score of %s takes %s %%', (score, percent) => {
    expect(contingencyPercent(score, DEFAULT_ESTIMATE_SETTINGS.contingencyBands)).toBe(percent);
  });

  it('refuses bands that do not rise', () => {
    const bands = [
      { upTo: 10, percent: 5 },
      { upTo: 10, percent: 10 },
    ];
    expect(
      estimateSettingsSchema.safeParse({ ...DEFAULT_ESTIMATE_SETTINGS, contingencyBands: bands }).success,
    ).toBe(false);
  });
});

describe('Deal Team reasons', () => {
  it.each([
    [44.9, 0, []],
    [20, 0, ['Margin 20.0% is below the 25% floor']],
    [44.9, 19.5, ['Overall risk 19.50 is above the ceiling of 18']],
  ] as const)('margin %s %% and risk %s give %j', (margin, risk, reasons) => {
    const e = solutionEstimate(estimateExample(5), context);
    expect(dealTeamReasons({ ...e, marginPercent: margin, risk: { overall: risk } })).toEqual(reasons);
  });
});

describe('the rate card', () => {
  it('seeds a cost and a price for every seeded level onshore and offshore, each price above its cost', () => {
    expect(SAMPLE_RATE_CARD.rates).toHaveLength(31 * 2);
    for (const r of SAMPLE_RATE_CARD.rates) expect(r.pricePerHour).toBeGreaterThan(r.costPerHour);
    expect(rateCardInputSchema.safeParse(SAMPLE_RATE_CARD).success).toBe(true);
  });

  it.each([
    [{ levelId: 7, location: 'ONSHORE', costPerHour: -1, pricePerHour: 10 }],
    [{ levelId: 7, location: 'ONSHORE', costPerHour: 1.001, pricePerHour: 10 }],
    [{ levelId: 7, location: 'MARS', costPerHour: 1, pricePerHour: 10 }],
    [{ levelId: 7, location: 'ONSHORE', costPerHour: 1, pricePerHour: 10_000.01 }],
  ])('refuses %j', (rate) => {
    expect(rateCardInputSchema.safeParse({ currency: 'GBP', rates: [rate] }).success).toBe(false);
  });

  it('refuses a level and location listed twice', () => {
    const rate = { levelId: 7, location: 'ONSHORE', costPerHour: 1, pricePerHour: 10 };
    expect(rateCardInputSchema.safeParse({ currency: 'GBP', rates: [rate, rate] }).success).toBe(false);
  });

  it('prices hours of a level missing from the card at 0 and says how many', () => {
    const card = { ...SAMPLE_RATE_CARD, rates: SAMPLE_RATE_CARD.rates.filter((r) => r.levelId !== 15) };
    const e = solutionEstimate(estimateExample(5), { ...context, rateCard: card });
    expect(e.unpricedHours).toBe(106.6);
  });
});

describe('the estimate of a staffed solution', () => {
  it('computes the same estimate from its own schedule span as from the full schedule passed in', () => {
    const items = staffedSolution(bigSolution(200, 1000));
    const solution = { ...estimateExample(5), state: { step: 5, items } };
    // The estimate's plan counts whole working days (ADR 0052), as the documents' does.
    const schedule = computeSchedule({ items, expectedStart: solution.expectedStart, wholeDays: true });
    const own = solutionEstimate(solution, context);
    expect(own).toEqual(solutionEstimate(solution, { ...context, schedule }));
    expect(own.duration?.end).toBe(schedule.endDate);
  });
});
