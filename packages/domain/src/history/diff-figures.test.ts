import { describe, expect, it } from 'vitest';
import { MAX_HISTORY_CHANGES, type HistoryChange } from '../contracts/history.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { diffForHistory, diffSolutions, redactHistoryChanges, type DiffSide } from './diff.ts';
import { capabilityOf, edited, estimateOf, testSolution, type TestSolution } from './test-solution.ts';

/**
 * The worked example of docs/estimate.md at Scope (ROM basis: 421 h expected, price £56,081.63, cost £30,927.99,
 * margin 44.9 %), and the same with Modern Workplace sized L and Discovery at 60 h instead of 48 h.
 */
const base = testSolution();
const resized = edited(base, (s) => {
  capabilityOf(s, 'Modern Workplace').size = 'L';
  capabilityOf(s, 'Modern Workplace').actions![0]!.effort = 60;
  s.documents = [
    {
      id: 'w-1',
      name: 'Estimate',
      type: 6,
      modifiedAt: '2026-11-03T10:00:00.000Z',
      fileName: 'Contoso estimate.xlsx',
      variant: 'internal',
    },
    {
      id: 'r-1',
      name: 'ROM',
      type: 2,
      modifiedAt: '2026-11-03T10:00:00.000Z',
      fileName: 'Contoso ROM.pptx',
      variant: 'customer',
    },
  ];
});
const side = (s: TestSolution): DiffSide => ({ solution: s, estimate: estimateOf(s) });
const full = diffSolutions(side(base), side(resized), { fullAccess: true });
const partner = diffSolutions(side(base), side(resized), { fullAccess: false });

const find = (list: HistoryChange[], path: string) => {
  const c = list.find((x) => x.path === path);
  return c && [c.label, c.before, c.after];
};

describe('the estimate, staffing and schedule for a full reader (docs/estimate.md worked example, M to L)', () => {
  it.each([
    ['estimate.hours.low', ['Hours (low)', '328 h', '428 h']],
    // (328 + 4 x 410 + 558) / 6 = 421 h; with L: (428 + 4 x 560 + 808) / 6 = 579.3 h.
    ['estimate.hours.expected', ['Hours (expected)', '421 h', '579.3 h']],
    ['estimate.hours.high', ['Hours (high)', '558 h', '808 h']],
    ['estimate.personWeeks', ['Effort', '10.5 person-weeks', '14.5 person-weeks']],
    ['estimate.price', ['Price', '£56,082', '£79,137']],
    ['estimate.cost', ['Cost', '£30,928', '£43,676']],
    ['estimate.contingency', ['Contingency', '5%, 21.1 h', '5%, 29 h']],
    ['estimate.blendedRate.price', ['Blended price rate', '£111.01/h', '£113.83/h']],
    ['estimate.byLevel[15:OFFSHORE]', ['Hours at ATC Senior Consultant (offshore)', '192 h', '251 h']],
    ['estimate.onshoreShare', ['Onshore share of the hours', '54.4%', '56.7%']],
    ['schedule.end', ['Delivery end', '13 April 2027', '14 April 2027']],
    ['actions[Discovery].effort', ['Effort (hours) of Discovery (Modern Workplace)', '48', '60']],
    ['documents[w-1]', ['Estimate Workbook (Internal) added', undefined, 'Contoso estimate.xlsx']],
  ])('%s', (path, expected) => {
    expect(find(full, path)).toEqual(expected);
  });

  it('leaves the duration out when it stays in the same whole calendar week (5 both: 30 and 31 days)', () => {
    expect(find(full, 'schedule.weeks')).toBeUndefined();
  });

  it('names the margin when it moves by a tenth (44.9 % to 44.8 %: more project management at L)', () => {
    expect(find(full, 'estimate.marginPercent')).toEqual(['Margin', '44.9%', '44.8%']);
  });

  it('marks every figure of hours, money and dates of work as for full access only', () => {
    const marked = full.filter((c) => c.fullAccessOnly).map((c) => c.area);
    expect(new Set(marked)).toEqual(new Set(['sizes', 'estimate', 'staffing', 'schedule', 'documents']));
    expect(full.filter((c) => !c.fullAccessOnly).map((c) => c.label)).toEqual([
      'Size of Modern Workplace',
      'ROM (Customer) added',
    ]);
  });

  it('adds each capability’s dates when both sides carry their schedule', () => {
    const scheduled = (s: TestSolution): DiffSide => ({
      solution: s,
      schedule: computeSchedule({ items: s.state.items, expectedStart: s.expectedStart }),
    });
    const list = diffSolutions(scheduled(base), scheduled(resized), { fullAccess: true });
    expect(list.filter((c) => c.area === 'schedule').map((c) => [c.label, c.before, c.after])).toEqual([
      ['Delivery end', '13 April 2027', '14 April 2027'],
      ['Dates of Modern Workplace', '15 March 2027 to 13 April 2027', '15 March 2027 to 14 April 2027'],
      // Baseline review waits for Design, which a longer Discovery pushes back a day.
      ['Dates of Security Baseline', '30 March 2027 to 1 April 2027', '31 March 2027 to 2 April 2027'],
    ]);
  });
});

describe('redaction: a partner never learns hours, cost or price from a diff', () => {
  it('shows the partner only what their solution shows: the size and the customer document', () => {
    expect(partner.map((c) => [c.area, c.label, c.before, c.after])).toEqual([
      ['sizes', 'Size of Modern Workplace', 'M', 'C'],
      ['documents', 'ROM (Customer) added', undefined, 'Contoso ROM.pptx'],
    ]);
  });

  it('carries no figure of hours or money anywhere in what it sends', () => {
    const text = JSON.stringify(partner);
    for (const leak of [/\d h\b/, /£/, /person-week/, /%/, /Effort/, /Hours/, /estimate/i, /calendar week/])
      expect(text).not.toMatch(leak);
  });

  it('a recorded history, redacted on reading, shows a partner the same as a partner’s diff', () => {
    const { changes, truncated } = diffForHistory(side(base), side(resized));
    expect(truncated).toBe(false);
    expect(redactHistoryChanges(changes)).toEqual(partner);
    expect(changes.length).toBeGreaterThan(partner.length);
  });
});

describe('diffForHistory: the audit trail of one save', () => {
  it('keeps before and after of a text but not the word comparison', () => {
    const after = edited(base, (s) => (s.fields.deliveryApproach = 'Phased rollout by site.'));
    const { changes } = diffForHistory({ solution: base }, { solution: after });
    expect(changes).toEqual([
      {
        area: 'content',
        path: 'fields.deliveryApproach',
        label: 'Delivery approach overview',
        after: 'Phased rollout by site.',
      },
    ]);
  });

  it(`records at most ${MAX_HISTORY_CHANGES} changes and says so`, () => {
    const many = edited(base, (s) => {
      const actions = capabilityOf(s, 'Modern Workplace').actions!;
      for (let i = 0; i < MAX_HISTORY_CHANGES + 5; i += 1)
        actions.push({ id: `extra-${i}`, name: `Extra ${i}`, effort: 1, selected: true });
    });
    const { changes, truncated } = diffForHistory({ solution: base }, { solution: many });
    expect(truncated).toBe(true);
    expect(changes).toHaveLength(MAX_HISTORY_CHANGES);
  });
});
