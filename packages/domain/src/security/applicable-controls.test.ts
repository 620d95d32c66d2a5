import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import type { BaselineSecurityControl, SecurityControlDomain } from '../contracts/reference.ts';
import { applicableControls } from './applicable-controls.ts';

/** 56 Solution, 25 Engagement and 19 Environment controls (the spec's totals), staticId sc-{n}. */
const CONTROLS: BaselineSecurityControl[] = [
  ...Array.from({ length: 56 }, () => 'Solution' as SecurityControlDomain),
  ...Array.from({ length: 25 }, () => 'Engagement' as SecurityControlDomain),
  ...Array.from({ length: 19 }, () => 'Environment' as SecurityControlDomain),
].map((domain, i) => ({
  id: `c${i + 1}`,
  ref: `BSC-${String(i + 1).padStart(3, '0')}`,
  name: `Control ${i + 1}`,
  staticId: `sc-${i + 1}`,
  domain,
  category: 'Sample',
  objective: 'Sample objective',
}));

const cap = (
  selected: boolean,
  actions: { selected: boolean; ids: number[] }[],
  items?: Capability[],
): Capability => ({
  id: `cap-${Math.random()}`,
  name: 'C',
  selected,
  actions: actions.map((a, i) => ({
    id: `a${i}`,
    name: 'A',
    effort: 1,
    selected: a.selected,
    securityControlIds: a.ids.map((n) => `sc-${n}`),
  })),
  ...(items ? { items } : {}),
});

describe('applicable baseline security controls (spec totals: Solution 56, Engagement 25, Environment 19)', () => {
  it.each([
    ['nothing selected', [cap(false, [{ selected: true, ids: [1, 2] }])], [0, 0, 0], 0],
    [
      'in-scope actions of a selected capability',
      [cap(true, [{ selected: true, ids: [1, 2, 57, 82] }])],
      [2, 1, 1],
      1,
    ],
    ['out-of-scope actions do not count', [cap(true, [{ selected: false, ids: [1, 2, 3] }])], [0, 0, 0], 0],
    [
      'a control linked twice counts once',
      [
        cap(true, [
          { selected: true, ids: [5] },
          { selected: true, ids: [5] },
        ]),
      ],
      [1, 0, 0],
      1,
    ],
    [
      'child capabilities count',
      [cap(false, [], [cap(true, [{ selected: true, ids: Array.from({ length: 23 }, (_, i) => i + 1) }])])],
      [23, 0, 0],
      3,
    ],
  ] as [string, Capability[], number[], number][])('%s', (_name, items, counts, rows) => {
    const result = applicableControls(items, CONTROLS);
    expect(result.domains.map((d) => d.applicable)).toEqual(counts);
    expect(result.domains.map((d) => d.total)).toEqual([56, 25, 19]);
    expect(result.rows.length).toBe(rows);
    for (const row of result.rows) expect(row.length).toBeLessThanOrEqual(10);
  });
});
