import { describe, expect, it } from 'vitest';
import { onshoreInsteadCost } from './model-internal.ts';

describe('onshoreInsteadCost: the offshore days worked onshore (remote access refused)', () => {
  const byLevel = [
    { levelId: 2, location: 'ONSHORE', pricePerHour: 125, costPerHour: 62 },
    { levelId: 2, location: 'OFFSHORE', pricePerHour: 42, costPerHour: 21 },
    { levelId: 3, location: 'ONSHORE', pricePerHour: 105, costPerHour: 52 },
  ];
  it.each([
    // 10 offshore days at level 2: 80 h x (62 - 21) = £3,280; an onshore row and a level without an onshore rate add none
    [[{ offshore: true, days: 10, levelId: 2 }], { days: 10, cost: 3280 }],
    [
      [
        { offshore: true, days: 10, levelId: 2 },
        { offshore: false, days: 5, levelId: 2 },
      ],
      { days: 10, cost: 3280 },
    ],
    [[{ offshore: true, days: 4, levelId: 3 }], undefined],
    [[{ offshore: false, days: 4, levelId: 2 }], undefined],
  ])('%j adds %j', (rows, expected) => expect(onshoreInsteadCost(rows, byLevel)).toEqual(expected));

  it('is unknown without rates', () =>
    expect(onshoreInsteadCost([{ offshore: true, days: 1, levelId: 2 }], undefined)).toBeUndefined());
});
