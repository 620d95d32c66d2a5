/**
 * Typing the estimate settings (the Settings admin's Estimate section, issue 19): every figure is typed as text
 * and checked with estimateSettingsSchema; each wrong input gets a plain message keyed by its path
 * ('contingencyBands.1.upTo', 'marginFloorPercent'), as the API's 400 keys them under 'estimate.'.
 */
import type { z } from 'zod';
import { estimateSettingsSchema, type EstimateSettings } from '../contracts/estimate-settings.ts';

export interface TypedEstimateSettings {
  contingencyBands: { upTo: string; percent: string }[];
  governancePercent: string;
  governanceLevelId: string;
  marginFloorPercent: string;
  riskCeiling: string;
}

export const typedEstimateSettingsOf = (s: EstimateSettings): TypedEstimateSettings => ({
  contingencyBands: s.contingencyBands.map((b) => ({ upTo: String(b.upTo), percent: String(b.percent) })),
  governancePercent: String(s.governancePercent),
  governanceLevelId: String(s.governanceLevelId),
  marginFloorPercent: String(s.marginFloorPercent),
  riskCeiling: String(s.riskCeiling),
});

/** '12.5' -> 12.5; empty or not a number -> NaN (refused by the schema with 'Enter a number'). */
const numberOf = (text: string) => {
  const t = text.trim().replace(/%$/, '').trim();
  return t === '' ? Number.NaN : Number(t);
};

function plain(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return `At most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'array' ? 'Keep at least one band' : `At least ${String(issue.minimum)}`;
    case 'invalid_type':
      return issue.expected === 'int' ? 'Enter a whole number' : 'Enter a number';
    default:
      return issue.message;
  }
}

/** The settings typed, or the message of each wrong input. */
export function estimateSettingsFromTyped(
  typed: TypedEstimateSettings,
):
  | { value: EstimateSettings; problems: Record<string, never> }
  | { value?: undefined; problems: Record<string, string> } {
  const raw = {
    contingencyBands: typed.contingencyBands.map((b) => ({
      upTo: numberOf(b.upTo),
      percent: numberOf(b.percent),
    })),
    governancePercent: numberOf(typed.governancePercent),
    governanceLevelId: numberOf(typed.governanceLevelId),
    marginFloorPercent: numberOf(typed.marginFloorPercent),
    riskCeiling: numberOf(typed.riskCeiling),
  };
  const parsed = estimateSettingsSchema.safeParse(raw);
  if (parsed.success) return { value: parsed.data, problems: {} };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.map(String).join('.')] ??= plain(issue);
  return { problems };
}
