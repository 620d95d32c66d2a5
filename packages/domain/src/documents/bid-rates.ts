/**
 * The day rates the customer documents print (issue 29, ADR 0066): a role's rate, the team's days at the rates as a
 * reader adds them up, and the rates a fixed price is built on.
 */
import type { PriceBasis } from '../contracts/commercial-settings.ts';
import type { BidTeamRow } from './bid-team.ts';

export interface BidRate {
  role: string;
  where: string;
  /** Price per day (8 hours), whole pounds. */
  dayRate: number;
}

/**
 * The team's days (with its project management) at the day rates the documents print, whole pounds, as a reader
 * adds them up; 0 when a row of the team has no printed rate (the sum is then not the reader's).
 */
export function daysAtRates(
  rows: readonly Pick<BidTeamRow, 'role' | 'where' | 'days'>[],
  rates: readonly BidRate[],
): number {
  return Math.round(exactDaysAtRates(rows, rates));
}

/** `daysAtRates` before its rounding to whole pounds. */
function exactDaysAtRates(
  rows: readonly Pick<BidTeamRow, 'role' | 'where' | 'days'>[],
  rates: readonly BidRate[],
): number {
  let total = 0;
  for (const r of rows) {
    const rate = rates.find((x) => x.role === r.role && x.where === r.where)?.dayRate;
    if (!rate) return 0;
    total += r.days * rate;
  }
  return total;
}

/**
 * The rates a fixed price is built on: the rate card's day rates (`changeRates` as `bidCommercial` sets them) each
 * raised (or lowered) by the same share, so that the team's days at them come to the price, to the rates' rounding to
 * whole pounds. Readers multiply the team's days by the rates a document prints; at the rate card's rates a fixed
 * price was £13,668 above the sum, read in six rounds either as an unexplained gap or, explained, as a contingency to
 * negotiate away (issue 29). Time and materials keeps the rate card's rates (it is charged at them). Returns the rates
 * and both sums; a team row without a rate leaves the rates as they are.
 */
export function fixedPriceRates(
  c: { basis: PriceBasis; priceExVat: number; changeRates: BidRate[] },
  rows: readonly Pick<BidTeamRow, 'role' | 'where' | 'days'>[],
): { changeRates: BidRate[]; daysAtRates: number; daysAtRateCard: number } {
  const atRateCard = exactDaysAtRates(rows, c.changeRates);
  const rounded = Math.round(atRateCard);
  if (c.basis !== 'fixed' || atRateCard <= 0) {
    return { changeRates: c.changeRates, daysAtRates: rounded, daysAtRateCard: rounded };
  }
  const share = c.priceExVat / atRateCard;
  const changeRates = c.changeRates.map((r) => ({ ...r, dayRate: Math.round(r.dayRate * share) }));
  return { changeRates, daysAtRates: daysAtRates(rows, changeRates), daysAtRateCard: rounded };
}

/** A rate card reads by seniority: the roles by their highest day rate, each role's onshore rate before its offshore. */
export function byRateCard(rates: readonly BidRate[]): BidRate[] {
  const top = new Map<string, number>();
  for (const r of rates) top.set(r.role, Math.max(top.get(r.role) ?? 0, r.dayRate));
  return [...rates].sort(
    (a, b) =>
      (top.get(b.role) ?? 0) - (top.get(a.role) ?? 0) ||
      a.role.localeCompare(b.role) ||
      b.dayRate - a.dayRate,
  );
}
