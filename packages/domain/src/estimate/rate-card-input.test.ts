import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE_CARD } from './rate-card.ts';
import { rateKey, ratesFromTyped, typedAmount, typedRatesOf } from './rate-card-input.ts';

describe('typing a rate card', () => {
  it('round-trips the sample card through the typed text', () => {
    const levels = [...new Set(SAMPLE_RATE_CARD.rates.map((r) => r.levelId))];
    const { rates, problems } = ratesFromTyped(levels, typedRatesOf(SAMPLE_RATE_CARD));
    expect(problems).toEqual({});
    expect(rates).toHaveLength(SAMPLE_RATE_CARD.rates.length);
    expect(new Set(rates.map((r) => JSON.stringify(r)))).toEqual(
      new Set(SAMPLE_RATE_CARD.rates.map((r) => JSON.stringify(r))),
    );
  });

  it.each([
    ['84', 'cost', { value: 84 }],
    [' £1,250.50 ', 'price', { value: 1250.5 }],
    ['0', 'cost', { value: 0 }],
    ['', 'cost', { problem: 'Enter the cost per hour in pounds' }],
    ['ten', 'price', { problem: 'Enter the price per hour in pounds' }],
    ['-1', 'cost', { problem: 'The cost per hour cannot be negative' }],
    ['10.001', 'price', { problem: 'Give the price per hour to the penny' }],
    ['10001', 'price', { problem: 'The price per hour is at most £10,000' }],
  ] as const)('%j as the %s: %j', (text, field, expected) => {
    expect(typedAmount(text, field)).toEqual(expected);
  });

  it('leaves out a level and location with both inputs empty; one empty input is a problem', () => {
    const typed = {
      [rateKey(5, 'ONSHORE')]: { cost: '84', price: '150' },
      [rateKey(5, 'OFFSHORE')]: { cost: '', price: '' },
      [rateKey(7, 'ONSHORE')]: { cost: '58', price: '' },
    };
    const { rates, problems } = ratesFromTyped([5, 7], typed);
    expect(rates).toEqual([{ levelId: 5, location: 'ONSHORE', costPerHour: 84, pricePerHour: 150 }]);
    expect(problems).toEqual({ '7|ONSHORE|price': 'Enter the price per hour in pounds' });
  });
});
