/**
 * The rate card (issue 19; decisions in docs/estimate.md): per staffing level and location (onshore, offshore) a
 * cost and a price per hour in pounds. Admins keep it (`/sales/admin/rate-card`, If-Match, audit, a new version on
 * every save); a solution keeps the version it was priced with until its user takes the newer one.
 *
 * The sample card is what a first start seeds, marked as sample data: UK day rates of an IT services provider
 * divided by the 8-hour day, the cost about 58 % of the price onshore; the offshore rates of a rung are about 40 %
 * of its onshore price; a partner's (GCP) rung costs 82 % of its price (a subcontract); special levels have rates
 * of their own.
 */
import { z } from 'zod';
import { isOffshoreLocation, RATE_LOCATIONS, type RateLocation } from '../contracts/reference.ts';

export const RATE_CURRENCY = 'GBP';
/** The highest rate a card may hold, in pounds per hour. */
export const RATE_MAX = 10_000;

/** ONSHORE or OFFSHORE: a role's location (ONSHORE_UK, OFFSHORE_INDIA, ...) by its prefix. */
export const rateLocationOf = (roleLocation: string): RateLocation =>
  isOffshoreLocation(roleLocation) ? 'OFFSHORE' : 'ONSHORE';

const money = (what: string) =>
  z
    .number({ error: `Enter the ${what} per hour in pounds` })
    .min(0, `The ${what} per hour cannot be negative`)
    .max(RATE_MAX, `The ${what} per hour is at most £${RATE_MAX.toLocaleString('en-GB')}`)
    .multipleOf(0.01, `Give the ${what} per hour to the penny`);

export const rateSchema = z.object({
  levelId: z.number().int().min(1).max(9999),
  location: z.enum(RATE_LOCATIONS),
  costPerHour: money('cost'),
  pricePerHour: money('price'),
});
export type Rate = z.infer<typeof rateSchema>;

/** The body of `PUT /api/sales/configuration/rate-card` and what the GET answers (with `version` and `sample`). */
export const rateCardInputSchema = z
  .object({
    currency: z.literal(RATE_CURRENCY),
    rates: z.array(rateSchema).max(500),
  })
  .check((ctx) => {
    const seen = new Set<string>();
    for (const [i, r] of ctx.value.rates.entries()) {
      const key = `${r.levelId}|${r.location}`;
      if (seen.has(key))
        ctx.issues.push({
          code: 'custom',
          input: r,
          path: ['rates', i],
          message: `Level ${r.levelId} ${r.location.toLowerCase()} is listed twice`,
        });
      seen.add(key);
    }
  });
export type RateCardInput = z.infer<typeof rateCardInputSchema>;

export interface RateCard extends RateCardInput {
  /** 1 for the seeded card, one more on every save. */
  version: number;
  /** True for the seeded sample rates until an admin saves the card. */
  sample: boolean;
}

/** The card as `GET /api/sales/configuration/rate-card` answers it (the browser parses it with this). */
export const rateCardResponseSchema = z.object({
  currency: z.literal(RATE_CURRENCY),
  version: z.number().int().min(1),
  sample: z.boolean(),
  rates: z.array(rateSchema),
});

/** Onshore and offshore cost and price per hour of each rung 1-9 (Exec ... Analyst) of the provider's ladder. */
const RUNGS: readonly { onshore: [number, number]; offshore: [number, number] }[] = [
  { onshore: [165, 300], offshore: [62, 120] }, // Exec
  { onshore: [140, 250], offshore: [52, 100] }, // Director
  { onshore: [118, 210], offshore: [44, 84] }, // Associate Director
  { onshore: [100, 180], offshore: [38, 72] }, // Senior Manager
  { onshore: [84, 150], offshore: [31, 60] }, // Manager
  { onshore: [70, 125], offshore: [26, 50] }, // Senior Consultant
  { onshore: [58, 105], offshore: [22, 42] }, // Consultant
  { onshore: [47, 85], offshore: [18, 34] }, // Senior Analyst
  { onshore: [38, 70], offshore: [14, 28] }, // Analyst
];

function pair(levelId: number, onshore: [number, number], offshore: [number, number]): Rate[] {
  return [
    { levelId, location: 'ONSHORE', costPerHour: onshore[0], pricePerHour: onshore[1] },
    { levelId, location: 'OFFSHORE', costPerHour: offshore[0], pricePerHour: offshore[1] },
  ];
}

const partner = ([, price]: [number, number]): [number, number] => [Math.round(price * 0.82), price];

/** The seeded card: provider ids 1-9 and 48, ATC 10-18, GCP 19-27, special 50-52 (the seeded staffing levels). */
export const SAMPLE_RATE_CARD: RateCard = {
  currency: RATE_CURRENCY,
  version: 1,
  sample: true,
  rates: [
    ...RUNGS.flatMap((r, i) => pair(i + 1, r.onshore, r.offshore)),
    ...pair(48, [30, 55], [11, 22]),
    ...RUNGS.flatMap((r, i) => pair(10 + i, r.onshore, r.offshore)),
    ...RUNGS.flatMap((r, i) => pair(19 + i, partner(r.onshore), partner(r.offshore))),
    ...pair(50, [90, 110], [40, 50]),
    ...pair(51, [45, 65], [20, 32]),
    ...pair(52, [45, 65], [20, 32]),
  ],
};

export type RateLookup = (levelId: number, location: RateLocation) => Rate | undefined;

/** A lookup of a card's rates by level and location. */
export function rateLookup(card: Pick<RateCardInput, 'rates'>): RateLookup {
  const byKey = new Map(card.rates.map((r) => [`${r.levelId}|${r.location}`, r]));
  return (levelId, location) => byKey.get(`${levelId}|${location}`);
}
