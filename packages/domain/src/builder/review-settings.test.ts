import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import {
  effectiveReviewSettings,
  formatReviewSettings,
  formatReviewSettingsShort,
  reviewSettingValue,
  setDeliverableReviewSettings,
} from './review-settings.ts';

const own = { cycles: 2, review: 3, update: 4, approve: 1 };
const solution = { cycles: 3, review: 5, update: 5, approve: 5 };
const admin = { cycles: 1, review: 10, update: 10, approve: 10 };

describe('deliverable review settings', () => {
  it.each([
    ['its own settings first', own, solution, admin, own],
    ['then the solution default', undefined, solution, admin, solution],
    ['then the admin setting', undefined, undefined, admin, admin],
    [
      'then the spec default 1, 5, 5, 2',
      undefined,
      undefined,
      undefined,
      { cycles: 1, review: 5, update: 5, approve: 2 },
    ],
  ])('takes %s', (_label, a, b, c, expected) => {
    expect(effectiveReviewSettings(a, b, c)).toEqual(expected);
  });

  it.each([
    [1, 5, 1],
    [10, 5, 10],
    ['7', 5, 7],
    [0, 5, 5],
    [11, 5, 5],
    ['x', 4, 4],
    [2.5, 3, 3],
  ])('option %j (previous %i) gives %i', (input, previous, expected) => {
    expect(reviewSettingValue(input, previous)).toBe(expected);
  });

  it('formats the settings', () => {
    expect(formatReviewSettings({ cycles: 1, review: 5, update: 5, approve: 2 })).toBe(
      '1 cycle · review 5 d · update 5 d · approve 2 d',
    );
    expect(formatReviewSettings(own)).toBe('2 cycles · review 3 d · update 4 d · approve 1 d');
    expect(formatReviewSettingsShort(own)).toBe('2× 3/4/1 d');
  });

  it('sets and clears one deliverable settings without touching the others', () => {
    const items: Capability[] = [
      {
        id: 'c',
        name: 'C',
        actions: [
          {
            id: 'a',
            name: 'A',
            effort: 1,
            deliverables: [
              { id: 'd1', name: 'D1', description: 'x', format: { id: 'word', name: 'Word' } },
              { id: 'd2', name: 'D2', description: 'y', format: { id: 'pdf', name: 'PDF' } },
            ],
          },
        ],
      },
    ];
    const set = setDeliverableReviewSettings(items, 'a', 'd2', own);
    expect(set[0]!.actions![0]!.deliverables![1]!.reviewSettings).toEqual(own);
    expect(set[0]!.actions![0]!.deliverables![0]).toBe(items[0]!.actions![0]!.deliverables![0]);
    const cleared = setDeliverableReviewSettings(set, 'a', 'd2', undefined);
    expect(cleared[0]!.actions![0]!.deliverables![1]).not.toHaveProperty('reviewSettings');
  });
});
