import { describe, expect, it } from 'vitest';
import { balancedRuns, optionUnits } from './engagement-deck-balance.ts';

// The client-side reader: Mercia's offerings filled one slide and left Service Desk alone, ~70% blank, on a second.
describe('the offerings balanced over their slides', () => {
  it.each([
    // Filling in turn gave [3, 1]: balanced, [2, 2].
    ['four rows of 2 on two slides of 5', [2, 2, 2, 2], 2, 5, [2, 2]],
    // The tallest slide as short as can be: [4] [2, 2] rather than [4, 2] [2].
    ['a tall row first', [4, 2, 2], 2, 6, [1, 2]],
    // Ties: the earlier slides fuller.
    ['five rows of 1 on two slides', [1, 1, 1, 1, 1], 2, 5, [3, 2]],
    ['three slides', [2, 2, 2, 2, 2, 2], 3, 5, [2, 2, 2]],
    ['one slide: all of them', [1, 1], 1, 5, [2]],
    // A row taller than a slide: no balancing (the caller keeps filling in turn).
    ['a row too tall', [6, 1], 2, 5, []],
  ])('%s', (_name, heights, count, limit, runs) => {
    expect(balancedRuns(heights, count, limit)).toEqual(runs);
  });

  it.each([
    [
      'alternatives together where they fit',
      [true, true, false, false],
      [2.4, 2.4, 1, 1],
      5.3,
      [2, 1, 1],
      [4.8, 1, 1],
    ],
    ['apart where they do not', [true, true, false], [3, 3, 1], 5.3, [1, 1, 1], [3, 3, 1]],
    ['no alternatives', [false, false], [1, 2], 5.3, [1, 1], [1, 2]],
  ])('%s', (_name, option, heights, limit, sizes, unitHeights) => {
    expect(optionUnits(option, heights, limit)).toEqual({ sizes, heights: unitHeights });
  });
});
