import { describe, expect, it } from 'vitest';
import type { Solution } from '../contracts/solutions.ts';
import { act, cap, role, WORKED_EXAMPLE } from '../schedule/worked-example.ts';
import { buildDocumentModel } from './document-model.ts';
import { bridgedCost, locationLabel } from './model-people.ts';
import type { DocumentEstimateInput } from './document-estimate.ts';
import { SAMPLE_DOCUMENT_ESTIMATE } from './estimate-sample.ts';
import { bandPrices, marginAtHigh } from './model-internal.ts';
import { activityRoleName, roleHours } from './model-capabilities.ts';

function solution(patch: Partial<Solution> = {}): Solution {
  return {
    id: '1042',
    type: 1,
    userId: 'u-1',
    clientId: 'c-1',
    clientName: 'Contoso Ltd',
    salesClient: { id: 'c-1', name: 'Contoso Ltd' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Move <b>2,000</b> users<br>to Windows 11.',
    owner: { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' },
    modifiedBy: { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' },
    createdAt: '2026-11-01T09:00:00.000Z',
    modifiedAt: '2026-11-02T09:00:00.000Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: {
      organization: 'PROVIDER',
      name: 'Contoso workplace',
      complexity: 1.5,
      aepSolutionType: 'Hero Offer',
      opportunityBackground: 'Contoso runs <i>Windows 10</i>.',
      scopeDefinitionOutOfScope: 'Servers',
      approvals: [
        { id: 'solution', name: 'George Whitaker', approvedAt: '2026-11-20T10:00:00.000Z', version: 7 },
      ],
    },
    state: { step: 6, steps: [1, 2, 5, 6], items: WORKED_EXAMPLE },
    ...patch,
  } as Solution;
}

const base = {
  roles: [],
  levels: [],
  controls: [],
  generatedAt: new Date('2026-11-22T12:00:00Z'),
  preparedBy: 'Sam Patel',
};

describe('the document model of the worked example (docs/schedule.md)', () => {
  const model = buildDocumentModel({ ...base, solution: solution() });

  it.each([
    ['hours as the screen shows them', model.totals.hoursText, '228 h'],
    ['effort named as effort (hours / 40)', model.totals.weeksText, '5.7 person-weeks'],
    ['delivery starts after 14 days of mobilisation', model.totals.workStartText, '15 March 2027'],
    ['delivery ends', model.totals.endDateText, '13 April 2027'],
    ['the AEP record keeps DD-MM-YYYY', model.totals.workStart, '15-03-2027'],
    [
      'delivery in calendar weeks with its dates',
      model.totals.deliveryText,
      '4 weeks and 2 days, 15 March 2027 to 13 April 2027',
    ],
    ['expected start', model.expectedStart, 'March 2027'],
    // Generated on Sunday 22 November: dated the Monday it goes out (issueDate).
    ['dated, written out', model.generatedOn, '23 November 2026'],
    ['the customer variant by default', model.variant, 'customer'],
    ['complexity with one decimal', model.complexity, '1.5'],
    // The stage as the list and the progress bar name it (solutionStage; ADR 0051), not the step's label.
    ['stage', model.stage, 'Approve'],
    ['client', model.client, 'Contoso Ltd'],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

  it('counts capabilities and actions and dates each action', () => {
    expect(model.totals).toMatchObject({ capabilities: 3, actions: 5, mobilisationWeeks: 2 });
    const rollout = model.capabilities[0]!.actions.find((a) => a.name === 'Rollout')!;
    expect(rollout).toMatchObject({
      phase: 'Deploy',
      hours: 80,
      // The documents' plan counts whole working days (ADR 0052): Design ends at 11.5 on the Timeline, so its whole
      // days end with day 12 and the rollout starts the next working day, Wednesday 31 March (30 March on the Timeline).
      startDate: '31 Mar 2027',
      endDate: '13 Apr 2027',
    });
    expect(rollout.roles).toBe('engineer 80\u00a0h');
  });

  it('counts the internal staffing days of work to the team days every document prints (the plan hours / 8)', () => {
    const work = model.people.roles.reduce((t, r) => t + r.workDays, 0);
    expect(Math.round(work * 10) / 10).toBe(model.bid.team.days);
    for (const r of model.people.roles) expect(r.days).toBeCloseTo(r.workDays + r.bridgedDays, 5);
  });

  it('keeps formatting of rich text as runs and writes only the sections with something in them', () => {
    expect(model.requirement).toEqual([
      [{ text: 'Move ' }, { text: '2,000', bold: true }, { text: ' users' }],
      [{ text: 'to Windows 11.' }],
    ]);
    // Sourcing Strategy is typed only and was not typed: left out. Delivery and mobilisation come from the schedule.
    expect(model.sections.map((s) => s.title)).toEqual([
      'Opportunity Background',
      'Scope Definition',
      'Delivery Approach Overview',
      'Mobilisation',
    ]);
    expect(model.sections[0]!.blocks[0]).toEqual({
      kind: 'text',
      lines: [[{ text: 'Contoso runs ' }, { text: 'Windows 10', italic: true }, { text: '.' }]],
    });
    // No deliverables or work products: no Key Outputs.
    expect(model.sections[1]!.parts.map((p) => p.title)).toEqual(['Scope of Work', 'Out of Scope']);
    expect(model.sections[1]!.parts[1]!.blocks).toEqual([{ kind: 'text', lines: [[{ text: 'Servers' }]] }]);
  });

  it('uses the sample risk questions when none are answered, scoring 0', () => {
    expect(model.risk).toMatchObject({ overall: 0, sample: true });
    expect(model.risk.blocks).toHaveLength(7);
  });

  it('lists approvals with their date, what they approve and the version of the history they were given at', () => {
    expect(model.approvals).toEqual([
      {
        name: 'George Whitaker',
        approvedAt: '20 November 2026',
        of: 'The solution, its scope and price',
        version: 7,
      },
    ]);
  });
});

describe('the ROM and the lists of the in-scope actions', () => {
  const items = [
    cap(
      'Workplace',
      [
        act('Design', 40, [role('architect', 100)], {
          deliverables: [
            {
              id: 'd1',
              name: 'High-level design',
              description: '<b>HLD</b>',
              format: { id: 'docx', name: 'Word' },
              reviewSettings: { cycles: 2, review: 3, update: 2, approve: 1 },
            },
            { id: 'd2', name: 'Test plan', description: '', format: { id: 'pdf', name: 'PDF' } },
          ],
          assumptions: [{ id: 'a1', name: 'Client provides licences' }],
          tools: [{ id: 't1', name: 'Intune', description: '', format: { id: 'url', name: 'URL' } }],
        }),
        act('Out', 99, [], { selected: false, assumptions: [{ id: 'a2', name: 'Not in scope' }] }),
      ],
      { size: 'M' },
    ),
    cap('Unselected', [act('Nothing', 10, [])], { selected: false, size: 'XL' }),
  ];
  const model = buildDocumentModel({ ...base, solution: solution({ state: { step: 6, steps: [], items } }) });

  it.each([
    [
      'ROM rows: selected and sized capabilities only, size M x complexity 1.5',
      model.rom,
      [{ path: 'Workplace', label: 'M', hours: 375, team: '' }],
    ],
    ['ROM total', model.totals.romHoursText, '375 h'],
    ['detailed hours count in-scope actions only', model.totals.hoursText, '40 h'],
    [
      'assumptions of in-scope actions',
      model.assumptions,
      [{ name: 'Client provides licences', action: 'Design', path: 'Workplace' }],
    ],
    ['tools combined', model.tools, [{ name: 'Intune', description: '', actions: 'Design' }]],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('gives deliverables their review cycles (own, or the default 1 cycle 5/5/2)', () => {
    expect(model.deliverables.map((d) => [d.name, d.description, d.review])).toEqual([
      ['High-level design', 'HLD', '2 cycles · review 3 d · update 2 d · approve 1 d'],
      ['Test plan', '', '1 cycle · review 5 d · update 5 d · approve 2 d'],
    ]);
  });

  it("uses the admin's default review settings when the solution has none of its own", () => {
    const withAdmin = buildDocumentModel({
      ...base,
      solution: solution({ state: { step: 6, steps: [], items } }),
      reviewDefault: { cycles: 3, review: 4, update: 1, approve: 1 },
    });
    expect(withAdmin.deliverables.map((d) => d.review)).toEqual([
      '2 cycles · review 3 d · update 2 d · approve 1 d',
      '3 cycles · review 4 d · update 1 d · approve 1 d',
    ]);
  });
});

describe('locationLabel', () => {
  it.each([
    ['ONSHORE_UK', 'Onshore UK'],
    ['OFFSHORE_INDIA', 'Offshore India'],
    ['ONSHORE_US_EAST', 'Onshore US East'],
  ])('%s → %s', (input, out) => expect(locationLabel(input)).toBe(out));
});

describe('the variant and the headline estimate', () => {
  const estimate = SAMPLE_DOCUMENT_ESTIMATE;

  it.each([
    ['customer', undefined, undefined],
    [
      'customer',
      estimate,
      {
        price: '£184,250',
        effort: '1,700 h to 2,300 h (expected 1,910 h, 47.8 person-weeks)',
        duration: '12 weeks, 15 March 2027 to 4 June 2027',
      },
    ],
  ] as const)('%s with %j: the headline only, no internal figures', (variant, given, expected) => {
    const model = buildDocumentModel({ ...base, solution: solution(), variant, estimate: given });
    expect(model.variant).toBe('customer');
    expect(model.estimate).toEqual(expected);
  });

  it('internal: the headline and the internal figures', () => {
    const model = buildDocumentModel({ ...base, solution: solution(), variant: 'internal', estimate });
    expect(model.variant).toBe('internal');
    expect(model.estimate?.price).toBe('£184,250');
    expect(model.estimate?.internal).toContainEqual(['Margin', '34%']);
    expect(model.estimate?.internal).toContainEqual(['Cost', '£121,605']);
  });
});

describe('marginAtHigh: what a fixed price keeps if the work takes the high hours', () => {
  const base = {
    hours: { low: 700, expected: 800, high: 1000 },
    governance: { hours: 100, price: 0 },
    contingency: { percent: 12.5, hours: 100 },
    totalHours: 1000,
    cost: { amount: 60_000, currency: 'GBP' },
    price: { amount: 100_000, currency: 'GBP' },
  };
  it.each([
    // 200 h over the expected, 100 of them in the contingency: 100 h more at £60 an hour, £66,000 of cost: 34%.
    ['an overrun beyond the contingency', base, 34],
    // 80 h over the expected, within the 100 h of contingency: the margin of the price, 40%.
    ['an overrun the contingency covers', { ...base, hours: { ...base.hours, high: 880 } }, 40],
    // Without totalHours, the expected, project management and contingency hours: 1,000 h as above.
    ['hours priced left out', { ...base, totalHours: undefined }, 34],
    ['nothing priced', { ...base, price: { amount: 0, currency: 'GBP' } }, null],
  ])('%s', (_name, estimate, expected) => {
    expect(marginAtHigh(estimate)).toBe(expected);
  });

  it.each([
    // A cost of £60,040: £66,044 at the high hours, 33.956% before the bridged days (34.0% shown). With £1,040 of
    // bridged days: (100,000 - 67,084) / 100,000 = 32.916%, 32.9%; taking 1.04 points from the rounded 34.0% read
    // 33.0%, a tenth above the workbook's formula.
    [1_040, 32.9],
    [0, 34],
  ])('with %d of bridged days a cost too, rounded once as the workbook does', (bridged, expected) => {
    const estimate = { ...base, cost: { amount: 60_040, currency: 'GBP' } };
    expect(marginAtHigh(estimate, bridged)).toBe(expected);
  });
});

describe('bandPrices: the price at each higher contingency band while the risk is not assessed', () => {
  const estimate = {
    ...SAMPLE_DOCUMENT_ESTIMATE,
    // Delivery £80,000, project management £10,000, contingency at 5% of the delivery: £4,000; £94,000 in all.
    price: { amount: 94_000, currency: 'GBP' },
    governance: { hours: 100, price: 10_000 },
    contingency: { percent: 5, hours: 40, price: 4_000 },
    contingencyBands: [
      { upTo: 1.5, percent: 5 },
      { upTo: 3, percent: 10 },
      { upTo: 5, percent: 15 },
    ],
  };
  it.each([
    [
      'the next band up and the highest, at 10% and 15% of the delivery',
      estimate,
      ['10%: £98,000 to 15%: £102,000'],
    ],
    [
      'one band up',
      { ...estimate, contingencyBands: estimate.contingencyBands.slice(0, 2) },
      ['10%: £98,000'],
    ],
    ['none without the bands', { ...estimate, contingencyBands: undefined }, []],
    ['none without the contingency price', { ...estimate, contingency: { percent: 5, hours: 40 } }, []],
  ])('%s', (_name, e, prices) => {
    expect(bandPrices(e).map(([, price]) => price)).toEqual(prices);
  });
  it('says what the row is', () => {
    expect(bandPrices(estimate)[0]?.[0]).toBe(
      'Price at a higher contingency band, if the risk assessment puts it there',
    );
  });
});

describe('roleHours: each role\u2019s share of an activity\u2019s hours, as the estimate prices them', () => {
  it.each([
    // [case, roles (name, percentage), the activity's hours, each role's hours]
    ['one role', [['Engineer', 100]], 40, [['Engineer', 40]]],
    [
      '100% and 50% share two thirds and one third',
      [
        ['Architect', 100],
        ['Engineer', 50],
      ],
      40,
      [
        ['Architect', 26.7],
        ['Engineer', 13.3],
      ],
    ],
    [
      'a role at 0% works none of it',
      [
        ['Engineer', 100],
        ['Lead', 0],
      ],
      24,
      [['Engineer', 24]],
    ],
    ['no roles', [], 24, []],
  ] as const)('%s', (_case, roles, hours, expected) => {
    expect(
      roleHours(
        roles.map(([name, value]) => ({ name, value })),
        hours,
      ).map((r) => [r.name, r.hours]),
    ).toEqual(expected);
  });
});

describe('bridgedCost: the bridged days the margin bears, at the cost of each role\u2019s level and location', () => {
  const estimate = {
    byLevel: [
      { levelId: 7, location: 'ONSHORE', pricePerHour: 105, costPerHour: 58 },
      { levelId: 6, location: 'ONSHORE', pricePerHour: 125, costPerHour: 70 },
      { levelId: 15, location: 'OFFSHORE', pricePerHour: 50, costPerHour: 26 },
    ],
  } as unknown as DocumentEstimateInput;
  it.each([
    // [case, roles (level, offshore, bridged days), days, cost]
    ['none bridged', [[7, false, 0]], 0, 0],
    // 3 days x 8 h x £58 + 5 days x 8 h x £70 = 1,392 + 2,800.
    [
      'two onshore roles',
      [
        [7, false, 3],
        [6, false, 5],
      ],
      8,
      4192,
    ],
    // The offshore rate, not the onshore one of the same level.
    ['an offshore role', [[15, true, 2]], 2, 416],
    // A level the estimate has no rate for costs nothing (the rate card's unpriced hours say why).
    ['a level without a rate', [[99, false, 4]], 4, 0],
  ] as const)('%s', (_case, roles, days, cost) => {
    const lines = roles.map(([levelId, offshore, bridgedDays]) => ({ levelId, offshore, bridgedDays }));
    expect(bridgedCost(lines, estimate)).toEqual({ days, cost });
  });

  it('is not known without the estimate\u2019s rates', () => {
    expect(bridgedCost([{ levelId: 7, offshore: false, bridgedDays: 3 }], undefined)).toBeUndefined();
  });
});

describe('activityRoleName: an offshore role says so in the activity tables', () => {
  it.each([
    ['Test Analyst', 'OFFSHORE_INDIA', 'Test Analyst (Offshore)'],
    ['Workplace Engineer (Offshore)', 'OFFSHORE_INDIA', 'Workplace Engineer (Offshore)'],
    ['Test Lead', 'ONSHORE_UK', 'Test Lead'],
    ['Virtualisation Engineer', 'ONSHORE_DE', 'Virtualisation Engineer'],
    ['A role the reference no longer holds', undefined, 'A role the reference no longer holds'],
  ] as const)('%s (%s) reads %s', (name, location, label) => {
    expect(activityRoleName(name, location ? { location } : undefined)).toBe(label);
  });
});
