import type { SolutionStep } from '../contracts/solutions.ts';

/** Stage labels by state.step (spec: States and transitions). Step 0 is the loading state of a new solution. */
export const STAGE_LABELS: Record<SolutionStep, string> = {
  0: 'New',
  1: 'Info',
  2: 'Scope',
  2.5: 'Metrics',
  3: 'Size',
  4: 'ROM',
  5: 'Detail',
  6: 'Review',
  7: 'Close',
  8: 'Deliver',
};

export function stageLabel(step: number): string {
  return STAGE_LABELS[step as SolutionStep] ?? String(step);
}

/** Opportunity column: 'Draft' when unnamed, partner organisation in brackets. */
export function opportunityLabel(name: string | undefined, organization: string): string {
  const base = name && name.trim() ? name.trim() : 'Draft';
  if (organization === 'HP') return `${base} (HP)`;
  if (organization === 'ACCENTURE') return `${base} (Accenture)`;
  return base;
}
