import { describe, expect, it } from 'vitest';
import { reloadTarget } from './alert-store.ts';

describe('reloadTarget', () => {
  it('reloads the same page with ?t={timestamp}, keeping other query values', () => {
    expect(reloadTarget('/sales/solution', '', 1700000000000)).toBe('/sales/solution?t=1700000000000');
    expect(reloadTarget('/sales/solution', '?view=all', 5)).toBe('/sales/solution?view=all&t=5');
    expect(reloadTarget('/', '?t=1', 9)).toBe('/?t=9');
  });
});
