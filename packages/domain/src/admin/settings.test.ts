import { describe, expect, it } from 'vitest';
import { saveSettingsRequestSchema } from '../contracts/reference.ts';
import { reviewDefaultFromSettings, settingInputValue } from './settings.ts';

describe('settings inputs (spec: converted to number, empty becomes 0)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['3', 3],
    [' 10 ', 10],
    ['11', undefined],
    ['2.5', undefined],
    ['-1', undefined],
    ['two', undefined],
  ])('%j -> %j', (typed, value) => {
    expect(settingInputValue(typed)).toBe(value);
  });
});

describe('the admin defaults as a solution review default (options 1 to 10)', () => {
  it.each([
    [
      { cycles: 1, review: 5, update: 5, approve: 2 },
      { cycles: 1, review: 5, update: 5, approve: 2 },
    ],
    [
      { cycles: 0, review: 0, update: 10, approve: 3 },
      { cycles: 1, review: 1, update: 10, approve: 3 },
    ],
  ])('%j -> %j', (deliverableReview, expected) => {
    expect(reviewDefaultFromSettings({ deliverableReview })).toEqual(expected);
  });
  it('is undefined without settings', () => {
    expect(reviewDefaultFromSettings(undefined)).toBeUndefined();
  });
});

describe('the settings contract', () => {
  it.each([
    [{ cycles: 0, review: 0, update: 0, approve: 0 }, true],
    [{ cycles: 10, review: 10, update: 10, approve: 10 }, true],
    [{ cycles: 11, review: 5, update: 5, approve: 2 }, false],
    [{ cycles: 1, review: 1.5, update: 5, approve: 2 }, false],
    [{ cycles: 1, review: -1, update: 5, approve: 2 }, false],
  ])('%j valid: %s', (deliverableReview, valid) => {
    expect(saveSettingsRequestSchema.safeParse({ deliverableReview }).success).toBe(valid);
  });
});
