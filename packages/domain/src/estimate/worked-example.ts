/**
 * The worked example of docs/estimate.md: the schedule's worked example (docs/schedule.md) with capability sizes,
 * four roles on the sample rate card's levels and an unanswered risk assessment.
 */
import type { Capability } from '../contracts/catalogue.ts';
import type { StaticRole } from '../contracts/reference.ts';
import { WORKED_EXAMPLE } from '../schedule/worked-example.ts';
import type { EstimateSolution } from './estimate.ts';

const staticRole = (id: string, levelId: number, resourceLevel: string, location: string): StaticRole => ({
  id,
  name: id,
  team: 'PROVIDER',
  location,
  aepLevel: { staffingResourceLevelId: levelId, resourceLevel },
  governance: false,
});

export const ESTIMATE_ROLES: StaticRole[] = [
  staticRole('architect', 4, 'Senior Manager', 'ONSHORE_UK'),
  staticRole('workplace-architect', 5, 'Manager', 'ONSHORE_UK'),
  staticRole('engineer', 15, 'ATC Senior Consultant', 'OFFSHORE_INDIA'),
  staticRole('security', 7, 'Consultant', 'ONSHORE_UK'),
];

/** Modern Workplace sized M (250 h), Security Baseline S (160 h), the Pilot unsized: a ROM of 410 h at complexity 1. */
const SIZES: Record<string, 'M' | 'S' | ''> = { 'Modern Workplace': 'M', 'Security Baseline': 'S' };
export const ESTIMATE_ITEMS: Capability[] = WORKED_EXAMPLE.map((c) => ({ ...c, size: SIZES[c.id] ?? '' }));

export function estimateExample(step: number, complexity = 1): EstimateSolution {
  return {
    expectedStart: '2027-03',
    fields: { complexity },
    state: { step, steps: [1, 2, ...(step >= 5 ? [5] : [])], items: ESTIMATE_ITEMS },
  };
}
