/**
 * The estimate's settings (issue 19; docs/estimate.md), kept with the other settings (`/sales/admin/settings`):
 * contingency bands on the risk assessment's overall score, project management as a share of the effort and the
 * level it is priced at, the margin floor and the risk ceiling that call for a Deal Team approval before Close.
 */
import { z } from 'zod';

export const contingencyBandSchema = z.object({
  /** The band holds overall risk scores up to and including this one (0-30 with the sample questions). */
  upTo: z.number().min(0).max(100),
  percent: z.number().min(0).max(100),
});
export type ContingencyBand = z.infer<typeof contingencyBandSchema>;

export const estimateSettingsSchema = z
  .object({
    /** Ascending by upTo; a score above the last band takes the last band's percent. */
    contingencyBands: z.array(contingencyBandSchema).min(1).max(10),
    /** Project management hours as a percent of the expected effort. */
    governancePercent: z.number().min(0).max(50),
    /** The staffing level project management is priced at (onshore). */
    governanceLevelId: z.number().int().min(1).max(9999),
    /** A margin below this percent needs a Deal Team approval before Close. */
    marginFloorPercent: z.number().min(0).max(100),
    /** An overall risk score above this needs a Deal Team approval before Close. */
    riskCeiling: z.number().min(0).max(100),
  })
  .check((ctx) => {
    const bands = ctx.value.contingencyBands;
    for (let i = 1; i < bands.length; i += 1)
      if ((bands[i] as ContingencyBand).upTo <= (bands[i - 1] as ContingencyBand).upTo)
        ctx.issues.push({
          code: 'custom',
          input: bands[i],
          path: ['contingencyBands', i, 'upTo'],
          message: 'Each band must end above the one before it',
        });
  });
export type EstimateSettings = z.infer<typeof estimateSettingsSchema>;

/** Applied when the settings hold none (docs/estimate.md says why these figures). */
export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = {
  contingencyBands: [
    { upTo: 6, percent: 5 },
    { upTo: 12, percent: 10 },
    { upTo: 18, percent: 15 },
    { upTo: 24, percent: 20 },
    { upTo: 30, percent: 25 },
  ],
  governancePercent: 15,
  governanceLevelId: 5,
  marginFloorPercent: 25,
  riskCeiling: 18,
};

/** The contingency percent of an overall risk score: the first band that holds it, else the last band's. */
export function contingencyPercent(score: number, bands: readonly ContingencyBand[]): number {
  for (const band of bands) if (score <= band.upTo) return band.percent;
  return bands.at(-1)?.percent ?? 0;
}
