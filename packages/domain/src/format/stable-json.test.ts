import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json.ts';

describe('stableJson', () => {
  it.each([
    [{ b: 1, a: 2 }, { a: 2, b: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: { y: 1, x: [{ q: 1, p: 2 }] } }, { a: { x: [{ p: 2, q: 1 }], y: 1 } }, true],
    [null, undefined, true],
    ['1', 1, false],
  ])('%j and %j compare equal: %s', (a, b, same) => {
    expect(stableJson(a) === stableJson(b)).toBe(same);
  });
});
