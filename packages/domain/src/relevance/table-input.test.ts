import { describe, expect, it } from 'vitest';
import { isRelevanceScore, parseRelevanceInput, RELEVANCE_INPUT_MESSAGE } from './table-input.ts';

describe('relevance table input (spec §5: whole numbers 0-100, empty becomes 0; issue 30: never ignored)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['7', 7],
    ['42', 42],
    [' 42 ', 42],
    ['100', 100],
    ['007', 7],
    ['0100', 100],
  ])('%j is the score %s', (typed, value) => {
    expect(parseRelevanceInput(typed)).toEqual({ ok: true, value });
  });

  it.each([
    '101',
    '150',
    '1000',
    '99999999999999999999',
    '-1',
    '-5',
    '+5',
    '4.5',
    '4,5',
    '1e2',
    'abc',
    '4a',
    '٤٢', // Arabic-Indic digits are not "whole numbers" typed with 0-9
    'NaN',
    'Infinity',
    '0x10',
  ])('%j is not a score: it says what to enter', (typed) => {
    expect(parseRelevanceInput(typed)).toEqual({ ok: false, message: RELEVANCE_INPUT_MESSAGE });
  });

  it('names the range', () => {
    expect(RELEVANCE_INPUT_MESSAGE).toBe('Enter a whole number from 0 to 100.');
  });
});

describe('stored relevance scores', () => {
  it.each([
    [0, true],
    [100, true],
    [63, true],
    [-1, false],
    [101, false],
    [50.5, false],
    [Number.NaN, false],
    ['50', false],
  ])('%j valid: %s', (v, ok) => {
    expect(isRelevanceScore(v)).toBe(ok);
  });
});
