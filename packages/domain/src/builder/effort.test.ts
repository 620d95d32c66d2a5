import { describe, expect, it } from 'vitest';
import type { Action, Capability } from '../contracts/catalogue.ts';
import { bigSolution } from './bench-fixture.ts';
import {
  actionOwnEffort,
  actionTotal,
  capabilityTotal,
  HOURS_PER_WEEK,
  solutionHours,
  solutionTotals,
} from './effort.ts';
import { romSummary } from './sizes.ts';

const metric = (effort: number, value: number) => ({
  id: `m-${effort}-${value}`,
  name: 'Devices',
  effort,
  value,
});

describe('action effort (own effort + metric effort x value, parallel, tranches)', () => {
  it.each([
    ['no metrics, nothing else', { effort: 16 }, 16],
    ['with metrics: 10 + 2x5 + 0.5x20', { effort: 10, metrics: [metric(2, 5), metric(0.5, 20)] }, 30],
    ['parallel 2 halves', { effort: 10, metrics: [metric(2, 5)], parallel: 2 }, 10],
    ['parallel 2 ignores tranches', { effort: 10, metrics: [metric(2, 5)], parallel: 2, tranches: 3 }, 10],
    ['parallel 4 quarters', { effort: 40, parallel: 4 }, 10],
    [
      'parallel 1 with tranches 3 triples',
      { effort: 10, metrics: [metric(2, 5)], parallel: 1, tranches: 3 },
      60,
    ],
    [
      'parallel 0 with tranches 2 doubles',
      { effort: 10, metrics: [metric(2, 5)], parallel: 0, tranches: 2 },
      40,
    ],
    ['parallel 1, tranches 0 stays', { effort: 10, parallel: 1, tranches: 0 }, 10],
    ['metric with value 0 adds nothing', { effort: 8, metrics: [metric(3, 0)] }, 8],
  ] as [string, Omit<Action, 'id' | 'name'>, number][])('%s: %s hours', (_label, fields, hours) => {
    expect(actionOwnEffort({ id: 'a', name: 'A', ...fields })).toBe(hours);
  });

  it('is 40 hours a week', () => {
    expect(HOURS_PER_WEEK).toBe(40);
  });
});

const plan: Action = {
  id: 'act-plan',
  name: 'Plan',
  effort: 10,
  selected: true,
  actions: [
    { id: 'act-workshop', name: 'Workshop', effort: 4, parallel: 0, tranches: 2, selected: true },
    { id: 'act-skipped', name: 'Skipped', effort: 100, selected: false },
    {
      id: 'act-pilot',
      name: 'Pilot',
      effort: 6,
      selected: true,
      actions: [{ id: 'act-pilot-fix', name: 'Fix', effort: 3, selected: true }],
    },
  ],
};

describe('action totals', () => {
  it.each([
    ['in scope: own 10 + workshop 8 + pilot 6 + fix 3', plan, 27],
    ['out of scope: only its in-scope sub-actions', { ...plan, selected: false }, 17],
    ['leaf out of scope', { id: 'x', name: 'X', effort: 5, selected: false }, 0],
  ] as [string, Action, number][])('%s = %s', (_label, action, hours) => {
    expect(actionTotal(action)).toBe(hours);
  });
});

const tree: Capability[] = [
  {
    id: 'cap-workplace',
    name: 'Modern Workplace',
    selected: true,
    actions: [plan, { id: 'act-out', name: 'Out', effort: 50, selected: false }],
    items: [
      {
        id: 'cap-intune',
        name: 'Intune',
        selected: true,
        actions: [
          {
            id: 'act-enrol',
            name: 'Enrol',
            effort: 2,
            metrics: [metric(1, 100)],
            parallel: 3,
            selected: true,
          },
        ],
      },
      {
        id: 'cap-not',
        name: 'Not selected',
        selected: false,
        actions: [{ id: 'n', name: 'N', effort: 99, selected: true }],
      },
    ],
  },
  {
    id: 'cap-off',
    name: 'Off',
    selected: false,
    items: [
      {
        id: 'cap-orphan',
        name: 'Orphan',
        selected: true,
        actions: [{ id: 'o', name: 'O', effort: 7, selected: true }],
      },
    ],
  },
];

describe('capability and solution totals', () => {
  it.each([
    ['Modern Workplace: plan 27 + Intune 34', tree[0], 61],
    ['Intune: (2 + 1x100) / 3', tree[0]?.items?.[0], 34],
    ['an unselected capability counts 0', tree[0]?.items?.[1], 0],
  ] as [string, Capability, number][])('%s = %s', (_label, cap, hours) => {
    expect(capabilityTotal(cap)).toBe(hours);
  });

  it('sums the top level and lists every selected capability by id', () => {
    const totals = solutionTotals(tree);
    expect(totals.hours).toBe(61);
    expect(totals.weeks).toBe(61 / 40);
    expect(totals.byCapability).toEqual({ 'cap-workplace': 61, 'cap-intune': 34, 'cap-orphan': 7 });
  });

  it('is zero for an empty solution', () => {
    expect(solutionTotals([])).toEqual({ hours: 0, weeks: 0, byCapability: {} });
  });
});

describe('big solution (2,000 capabilities, 10,000 actions)', () => {
  const count = (caps: readonly Capability[]): { caps: number; actions: number } => {
    let c = 0;
    let a = 0;
    const actions = (list: readonly Action[] | undefined) => {
      for (const x of list ?? []) {
        a += 1;
        actions(x.actions);
      }
    };
    const walk = (list: readonly Capability[]) => {
      for (const x of list) {
        c += 1;
        actions(x.actions);
        walk(x.items ?? []);
      }
    };
    walk(caps);
    return { caps: c, actions: a };
  };

  it('is deterministic and has the requested size', () => {
    const big = bigSolution();
    expect(count(big)).toEqual({ caps: 2000, actions: 10000 });
    expect(bigSolution()).toEqual(big);
  });

  // Speed is the bench's (npm run bench -- domain: target < 10 ms warm); here, that the big tree computes.
  it('computes the ROM and the totals of the big solution', () => {
    const big = bigSolution();
    const rom = romSummary(big, 1.5);
    const totals = solutionTotals(big);
    expect(rom.rows.length).toBeGreaterThan(0);
    expect(totals.hours).toBeGreaterThan(0);
    expect(solutionTotals(big)).toEqual(totals);
  });
});

describe('solutionHours', () => {
  it.each([
    ['the big solution', bigSolution(2000, 10000)],
    [
      'an unselected parent with a selected child',
      bigSolution(200, 1000).map((c, i) => ({ ...c, selected: i % 2 === 0 })),
    ],
    ['nothing', []],
  ])('equals solutionTotals(...).hours to the last bit: %s', (_, items) => {
    expect(solutionHours(items)).toBe(solutionTotals(items).hours);
  });
});
