import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/sales/solution?view=all', '/sales/solution?view=all'],
    ['/sales/solution/12', '/sales/solution/12'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/welcome', '/'],
    ['/sign-in?x=1', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
