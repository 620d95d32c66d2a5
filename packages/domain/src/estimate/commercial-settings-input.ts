/**
 * Typing the commercial settings (the Settings admin's Commercial terms section, issue 29): the figures are typed as
 * text and checked with commercialSettingsSchema; each wrong input gets a plain message keyed by its path
 * ('supplier.legalName', 'milestones.1.percent', 'vatPercent'), as the API's 400 keys them under 'commercial.'.
 */
import type { z } from 'zod';
import {
  commercialSettingsSchema,
  DEFAULT_COMMERCIAL_SETTINGS,
  type CommercialSettings,
  type MilestoneTrigger,
  type Supplier,
  workshopsOf,
} from '../contracts/commercial-settings.ts';

export interface TypedCommercialSettings {
  supplier: Supplier;
  vatPercent: string;
  validityDays: string;
  paymentDays: string;
  milestones: { name: string; trigger: MilestoneTrigger; percent: string }[];
  changeControl: string;
  governingTerms: string;
  furtherTerms: string;
  workshops: { discoveryCount: string; discoveryHours: string; solutionHours: string; feePounds: string };
}

/** How the admin page names each trigger of a payment milestone. */
export const MILESTONE_TRIGGER_LABELS: Readonly<Record<MilestoneTrigger, string>> = {
  signature: 'On signature of the contract',
  start: 'When delivery starts',
  Plan: 'When planning is complete',
  Analyze: 'When analysis is complete',
  Design: 'When design is complete',
  Build: 'When the build is complete',
  'Test Prep': 'When test preparation is complete',
  'Test Exec': 'When testing is complete',
  'Test Fix': 'When the fixes are complete',
  Deploy: 'When deployment is complete',
  completion: 'On acceptance at the end of delivery',
};

export const typedCommercialSettingsOf = (s: CommercialSettings): TypedCommercialSettings => ({
  // Settings stored before the delivery centre's company read it empty.
  supplier: {
    ...s.supplier,
    deliveryCentreCompany: (s.supplier as Partial<Supplier>).deliveryCentreCompany ?? '',
  },
  vatPercent: String(s.vatPercent),
  validityDays: String(s.validityDays),
  paymentDays: String(s.paymentDays),
  milestones: s.milestones.map((m) => ({ name: m.name, trigger: m.trigger, percent: String(m.percent) })),
  changeControl: s.changeControl,
  governingTerms: s.governingTerms,
  furtherTerms: s.furtherTerms ?? DEFAULT_COMMERCIAL_SETTINGS.furtherTerms ?? '',
  workshops: (({ discoveryCount, discoveryHours, solutionHours, feePounds }) => ({
    discoveryCount: String(discoveryCount),
    discoveryHours: String(discoveryHours),
    solutionHours: String(solutionHours),
    feePounds: String(feePounds),
  }))(workshopsOf(s)),
});

/** '20' -> 20, '20%' -> 20, '£1,200' -> 1200; empty or not a number -> NaN (refused by the schema with 'Enter a number'). */
const numberOf = (text: string) => {
  const t = text
    .trim()
    .replace(/%$/, '')
    .replace(/^£/, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .trim();
  return t === '' ? Number.NaN : Number(t);
};

function plain(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? `At most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `At most ${String(issue.maximum)} milestones`
          : `At most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'array'
        ? 'Keep at least one milestone'
        : issue.origin === 'string'
          ? issue.message.startsWith('Too small') || issue.message.startsWith('Invalid')
            ? 'Enter this'
            : issue.message
          : `At least ${String(issue.minimum)}`;
    case 'invalid_type':
      return issue.expected === 'int' ? 'Enter a whole number' : 'Enter a number';
    default:
      return issue.message;
  }
}

/** The settings typed, or the message of each wrong input. */
export function commercialSettingsFromTyped(
  typed: TypedCommercialSettings,
):
  | { value: CommercialSettings; problems: Record<string, never> }
  | { value?: undefined; problems: Record<string, string> } {
  const raw = {
    supplier: typed.supplier,
    vatPercent: numberOf(typed.vatPercent),
    validityDays: numberOf(typed.validityDays),
    paymentDays: numberOf(typed.paymentDays),
    milestones: typed.milestones.map((m) => ({
      name: m.name,
      trigger: m.trigger,
      percent: numberOf(m.percent),
    })),
    changeControl: typed.changeControl,
    governingTerms: typed.governingTerms,
    furtherTerms: typed.furtherTerms,
    workshops: {
      discoveryCount: numberOf(typed.workshops.discoveryCount),
      discoveryHours: numberOf(typed.workshops.discoveryHours),
      solutionHours: numberOf(typed.workshops.solutionHours),
      feePounds: numberOf(typed.workshops.feePounds),
    },
  };
  const parsed = commercialSettingsSchema.safeParse(raw);
  if (parsed.success) return { value: parsed.data, problems: {} };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.map(String).join('.')] ??= plain(issue);
  return { problems };
}
