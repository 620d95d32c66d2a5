/**
 * `GET /api/sales/solutions/{id}/estimate` (issue 19): the Estimate of estimate.ts and the reasons the solution needs
 * a Deal Team approval before Close. The browser parses the answer with this schema.
 */
import { z } from 'zod';
import { storedText } from './common.ts';
import { RATE_LOCATIONS } from './reference.ts';

const money = z.object({ amount: z.number(), currency: z.literal('GBP') });

export const solutionEstimateViewSchema = z.object({
  basis: z.enum(['rom', 'detailed']),
  hours: z.object({ low: z.number(), mostLikely: z.number(), expected: z.number(), high: z.number() }),
  variance: z.object({
    romHours: z.number(),
    detailedHours: z.number(),
    hours: z.number(),
    percent: z.number().nullable(),
  }),
  risk: z.object({ overall: z.number() }),
  contingency: z.object({ percent: z.number(), hours: z.number(), cost: z.number(), price: z.number() }),
  governance: z.object({
    percent: z.number(),
    hours: z.number(),
    levelId: z.number(),
    cost: z.number(),
    price: z.number(),
  }),
  personWeeks: z.number(),
  duration: z.object({ start: storedText(), end: storedText(), weeks: z.number() }).nullable(),
  totalHours: z.number(),
  cost: money,
  price: money,
  marginPercent: z.number(),
  blendedRate: z.object({ cost: z.number(), price: z.number() }),
  byLevel: z.array(
    z.object({
      levelId: z.number(),
      level: storedText(),
      location: z.enum(RATE_LOCATIONS),
      hours: z.number(),
      costPerHour: z.number(),
      pricePerHour: z.number(),
      cost: z.number(),
      price: z.number(),
    }),
  ),
  onshoreShare: z.number(),
  rateCardVersion: z.number(),
  unpricedHours: z.number(),
  dealTeamReasons: z.array(storedText()),
});
export type SolutionEstimateView = z.infer<typeof solutionEstimateViewSchema>;
