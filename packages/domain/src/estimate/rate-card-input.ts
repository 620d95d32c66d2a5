/**
 * Typing a rate card (the Rate Card admin, issue 19): each level and location has a cost and a price typed as text.
 * Both empty means the card holds no rate there (the estimate then shows those hours as unpriced); otherwise both
 * must be pounds per hour the card accepts, with the card's own messages. '£' and thousands commas are allowed.
 */
import { RATE_LOCATIONS, type RateLocation } from '../contracts/reference.ts';
import { rateSchema, type Rate, type RateCardInput } from './rate-card.ts';

export interface TypedRate {
  cost: string;
  price: string;
}
export type TypedRates = Record<string, TypedRate>;
export type RateField = 'cost' | 'price';

export const rateKey = (levelId: number, location: RateLocation) => `${levelId}|${location}`;

const EMPTY: TypedRate = { cost: '', price: '' };

/** The card's rates as the text the inputs start from. */
export function typedRatesOf(card: Pick<RateCardInput, 'rates'>): TypedRates {
  const typed: TypedRates = {};
  for (const r of card.rates)
    typed[rateKey(r.levelId, r.location)] = { cost: String(r.costPerHour), price: String(r.pricePerHour) };
  return typed;
}

const money = { cost: rateSchema.shape.costPerHour, price: rateSchema.shape.pricePerHour };

/** The amount typed in one input, or the message to show under it. */
export function typedAmount(text: string, field: RateField): { value: number } | { problem: string } {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '').trim();
  const value = cleaned === '' ? Number.NaN : Number(cleaned);
  const parsed = money[field].safeParse(Number.isFinite(value) ? value : undefined);
  return parsed.success
    ? { value: parsed.data }
    : { problem: parsed.error.issues[0]?.message ?? 'Not valid' };
}

/**
 * The rates of these levels from what was typed, and the message of each input that is wrong (keyed
 * `${rateKey}|cost` or `|price`); a level and location with both inputs empty holds no rate.
 */
export function ratesFromTyped(
  levelIds: readonly number[],
  typed: TypedRates,
): { rates: Rate[]; problems: Record<string, string> } {
  const rates: Rate[] = [];
  const problems: Record<string, string> = {};
  for (const levelId of levelIds)
    for (const location of RATE_LOCATIONS) {
      const key = rateKey(levelId, location);
      const t = typed[key] ?? EMPTY;
      if (!t.cost.trim() && !t.price.trim()) continue;
      const cost = typedAmount(t.cost, 'cost');
      const price = typedAmount(t.price, 'price');
      if ('problem' in cost) problems[`${key}|cost`] = cost.problem;
      if ('problem' in price) problems[`${key}|price`] = price.problem;
      if ('value' in cost && 'value' in price)
        rates.push({ levelId, location, costPerHour: cost.value, pricePerHour: price.value });
    }
  return { rates, problems };
}
