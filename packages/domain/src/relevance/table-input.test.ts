import { describe, expect, it } from 'vitest';
import { isRelevanceScore, parseRelevanceInput } from './table-input.ts';

describe('relevance table input (spec §5: whole numbers 0-100; other input ignored silently; empty becomes 0)', () => {
  it.each([
    ['', 55, 0],
    ['   ', 55, 0],
    ['0', 55, 0],
    ['7', 55, 7],
    ['42', 55, 42],
    [' 42 ', 55, 42],
    ['100', 55, 100],
    ['007', 55, 7],
    ['0100', 55, 100],
    ['101', 55, 55],
    ['1000', 55, 55],
    ['-1', 55, 55],
    ['+5', 55, 55],
    ['4.5', 55, 55],
    ['4,5', 55, 55],
    ['1e2', 55, 55],
    ['abc', 55, 55],
    ['4a', 55, 55],
    ['٤٢', 55, 55], // Arabic-Indic digits are not "whole numbers" typed with 0-9
    ['NaN', 55, 55],
    ['Infinity', 55, 55],
    ['0x10', 55, 55],
  ])('%j over %s gives %s', (typed, previous, expected) => {
    expect(parseRelevanceInput(typed, previous)).toBe(expected);
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
