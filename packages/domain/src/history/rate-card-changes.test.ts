import { describe, expect, it } from 'vitest';
import { MAX_AUDIT_CHANGES } from '../contracts/audit.ts';
import type { Rate } from '../estimate/rate-card.ts';
import { historyChangeLine } from './change-words.ts';
import { rateCardChanges } from './rate-card-changes.ts';

/** Two rows of the Rate Card page: its staffing levels, in the page's order. */
const LEVELS = [
  { staffingResourceLevelId: 10, resourceLevel: 'Senior Consultant' },
  { staffingResourceLevelId: 15, resourceLevel: 'ATC Senior Consultant' },
];
const rate = (
  levelId: number,
  location: Rate['location'],
  costPerHour: number,
  pricePerHour: number,
): Rate => ({
  levelId,
  location,
  costPerHour,
  pricePerHour,
});
const CARD: Rate[] = [
  rate(10, 'ONSHORE', 95, 165),
  rate(10, 'OFFSHORE', 52, 125),
  rate(15, 'OFFSHORE', 40, 80.5),
];

const lines = (after: Rate[], before: Rate[] = CARD) =>
  rateCardChanges(before, after, LEVELS).changes.map(historyChangeLine);

describe('the rate card’s recent changes in the page’s words (column of staffing level)', () => {
  it.each<[string, Rate[], string[]]>([
    [
      // The line: was 'rates[10].pricePerHour: 125 -> 120'.
      'a price per hour',
      [CARD[0]!, rate(10, 'OFFSHORE', 52, 120), CARD[2]!],
      ['Offshore price of Senior Consultant: £125.00 → £120.00'],
    ],
    [
      'a cost per hour',
      [rate(10, 'ONSHORE', 96.5, 165), CARD[1]!, CARD[2]!],
      ['Onshore cost of Senior Consultant: £95.00 → £96.50'],
    ],
    [
      'a rate added where the card had none (both columns)',
      [...CARD, rate(15, 'ONSHORE', 70, 140)],
      [
        'Onshore cost of ATC Senior Consultant: added £70.00',
        'Onshore price of ATC Senior Consultant: added £140.00',
      ],
    ],
    [
      'a rate removed',
      [CARD[0]!, CARD[1]!],
      [
        'Offshore cost of ATC Senior Consultant: removed (was £40.00)',
        'Offshore price of ATC Senior Consultant: removed (was £80.50)',
      ],
    ],
    ['the same rates in another order: no change', [CARD[2]!, CARD[0]!, CARD[1]!], []],
    [
      'a level the page no longer lists, named by its number',
      [...CARD, rate(99, 'ONSHORE', 10, 20)],
      ['Onshore cost of Level 99: added £10.00', 'Onshore price of Level 99: added £20.00'],
    ],
  ])('%s', (_name, after, expected) => {
    expect(lines(after)).toEqual(expected);
  });

  it('keeps a path for the API and the tests, by level and location rather than position', () => {
    const { changes } = rateCardChanges(CARD, [CARD[0]!, rate(10, 'OFFSHORE', 52, 120), CARD[2]!], LEVELS);
    expect(changes).toEqual([
      {
        path: 'rates[10:OFFSHORE].pricePerHour',
        label: 'Offshore price of Senior Consultant',
        before: '£125.00',
        after: '£120.00',
      },
    ]);
  });

  it(`records at most ${MAX_AUDIT_CHANGES} changes and says so`, () => {
    const many = Array.from({ length: 40 }, (_, i) => rate(100 + i, 'ONSHORE', 10, 20));
    const { changes, truncated } = rateCardChanges([], many, LEVELS);
    expect(changes).toHaveLength(MAX_AUDIT_CHANGES);
    expect(truncated).toBe(true);
  });
});
