import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { DEFAULT_HISTORY_SETTINGS, historySettingsSchema } from '../contracts/history-settings.ts';
import {
  approvalClearReason,
  historySettingsFromTyped,
  priceChangePercent,
  scopeChanged,
  typedHistorySettingsOf,
} from './history-settings.ts';

const cap = (
  id: string,
  selected: boolean,
  actions: [string, boolean][] = [],
  items: Capability[] = [],
): Capability => ({
  id,
  name: id,
  selected,
  actions: actions.map(([a, s]) => ({ id: a, name: a, effort: 1, selected: s })),
  items,
});
const rule = (pricePercent: number | null, scope: boolean) => ({
  clearApprovalOnChange: { pricePercent, scope },
});

describe('the "changed since approval" settings', () => {
  it('default to only marking approvals', () => {
    expect(historySettingsSchema.parse(DEFAULT_HISTORY_SETTINGS)).toEqual(DEFAULT_HISTORY_SETTINGS);
    expect(
      approvalClearReason(DEFAULT_HISTORY_SETTINGS, { scopeChanged: true, price: { before: 1, after: 9 } }),
    ).toBeUndefined();
  });

  it.each([-1, 1001, Number.NaN, '5'])('refuse a price percentage of %s', (pricePercent) => {
    expect(historySettingsSchema.safeParse(rule(pricePercent as number, false)).success).toBe(false);
  });

  it.each([
    ['', null],
    [' 12.5 % ', 12.5],
    ['0', 0],
    ['1000', 1000],
  ] as const)('read the typed percentage %j as %s', (text, pricePercent) => {
    expect(historySettingsFromTyped({ pricePercent: text, scope: true }).value).toEqual(
      rule(pricePercent, true),
    );
  });

  it.each(['-1', '1000.5', 'ten', '12,5'])('refuse the typed percentage %j with a message', (text) => {
    expect(historySettingsFromTyped({ pricePercent: text, scope: false }).problems).toEqual({
      'clearApprovalOnChange.pricePercent':
        'Enter a percentage from 0 to 1000, or leave it empty to never clear on a price change.',
    });
  });

  it('types the stored settings back as text', () => {
    expect(typedHistorySettingsOf(DEFAULT_HISTORY_SETTINGS)).toEqual({ pricePercent: '', scope: false });
    expect(typedHistorySettingsOf(rule(7.5, true))).toEqual({ pricePercent: '7.5', scope: true });
  });

  it.each([
    ['same scope', [cap('a', true, [['x', true]])], [cap('a', true, [['x', true]])], false],
    ['an action out', [cap('a', true, [['x', true]])], [cap('a', true, [['x', false]])], true],
    ['a capability in', [cap('a', false)], [cap('a', true)], true],
    [
      'a sub-capability in',
      [cap('a', true, [], [cap('b', false)])],
      [cap('a', true, [], [cap('b', true)])],
      true,
    ],
    ['an unselected item added', [cap('a', true)], [cap('a', true), cap('b', false)], false],
  ] as const)('see a scope change: %s', (_what, before, after, expected) => {
    expect(scopeChanged(before, after)).toBe(expected);
  });

  it.each([
    [100, 100, 0],
    [100, 105, 5],
    [100, 90, 10],
    [0, 0, 0],
    [0, 10, Number.POSITIVE_INFINITY],
  ])('measure a price change from %d to %d as %d %%', (before, after, percent) => {
    expect(priceChangePercent(before, after)).toBeCloseTo(percent);
  });

  it.each([
    ['the scope rule and a scope change', rule(null, true), true, undefined, 'the scope changed'],
    ['the scope rule and no scope change', rule(null, true), false, undefined, undefined],
    [
      'a price above the threshold',
      rule(5, false),
      false,
      { before: 100, after: 106 },
      'the price changed by more than 5%',
    ],
    ['a price at the threshold', rule(5, false), false, { before: 100, after: 105 }, undefined],
    ['the price rule without a price', rule(5, false), true, undefined, undefined],
    [
      'a 0 % threshold and any change',
      rule(0, false),
      false,
      { before: 100, after: 100.5 },
      'the price changed by more than 0%',
    ],
  ] as const)('clear approvals on %s', (_what, settings, scope, price, reason) => {
    expect(approvalClearReason(settings, { scopeChanged: scope, ...(price ? { price } : {}) })).toBe(reason);
  });
});
