/** The margin floor against the margin to approve, and who approves it (marginFloorRows). */
import { describe, expect, it } from 'vitest';
import { marginFloorRows } from './document-estimate.ts';

describe('marginFloorRows', () => {
  const estimate = (marginPercent: number, marginFloorPercent?: number) => ({
    cost: { amount: 100 - marginPercent },
    price: { amount: 100 },
    marginPercent,
    ...(marginFloorPercent === undefined ? {} : { marginFloorPercent }),
  });
  it.each([
    ['no floor in the settings: no row', estimate(40), undefined, []],
    [
      'met, approvers not known',
      estimate(40, 25),
      undefined,
      [['Margin floor', '25%: met, so the solution\u2019s named approvers approve the price']],
    ],
    [
      'met, one approver named',
      estimate(40, 25),
      ['George Whitaker'],
      [['Margin floor', '25%: met, so George Whitaker, named to approve the solution, approves the price']],
    ],
    [
      'met, two approvers named',
      estimate(40, 25),
      ['George Whitaker', 'Amy Shah'],
      [
        [
          'Margin floor',
          '25%: met, so George Whitaker and Amy Shah, named to approve the solution, approve the price',
        ],
      ],
    ],
    [
      'met, nobody named yet: where to name one',
      estimate(40, 25),
      [],
      [
        [
          'Margin floor',
          '25%: met, so an approver named on the solution approves the price; none is named yet, and the seller names one when the solution goes for review',
        ],
      ],
    ],
    [
      'not met: the Deal Team',
      estimate(20, 25),
      [],
      [['Margin floor', '25%: not met, so the Deal Team approves the price before Close']],
    ],
  ] as const)('%s', (_name, e, named, rows) => {
    expect(marginFloorRows(e as Parameters<typeof marginFloorRows>[0], undefined, named)).toEqual(rows);
  });
});
