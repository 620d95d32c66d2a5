/**
 * A small solution for the diff's tests: the estimate's worked example (docs/estimate.md: Modern Workplace
 * sized M, Security Baseline S, five actions with roles) with the fields a bid manager fills in, and its estimate
 * on the sample rate card.
 */
import type { Capability } from '../contracts/catalogue.ts';
import { dealTeamReasons } from '../estimate/deal-team.ts';
import { solutionEstimate } from '../estimate/estimate.ts';
import type { SolutionEstimateView } from '../contracts/estimate-view.ts';
import { SAMPLE_RATE_CARD } from '../estimate/rate-card.ts';
import { ESTIMATE_ITEMS, ESTIMATE_ROLES } from '../estimate/worked-example.ts';
import { initialRiskQuestions } from '../risk/questions.ts';
import type { DiffSide } from './diff.ts';

export type TestSolution = DiffSide['solution'];

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function testSolution(patch: Partial<TestSolution> = {}): TestSolution {
  return {
    id: '1042',
    type: 1,
    userId: 'u-1',
    clientId: 'c-1',
    clientName: 'Contoso Ltd',
    salesClient: { id: 'c-1', name: 'Contoso Ltd' },
    expectedStart: '2027-03',
    salesCountry: { id: 'GB', name: 'United Kingdom' },
    requirementDescription: 'Move <b>2,000</b> users to Windows 11.',
    owner: { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' },
    modifiedBy: { id: 'u-1', name: 'Sam Patel', email: 'sam@provider.example' },
    createdAt: '2026-11-01T09:00:00.000Z',
    modifiedAt: '2026-11-02T09:00:00.000Z',
    catalogueVersion: 1,
    documents: [],
    assigneeIds: [],
    fields: {
      organization: 'PROVIDER',
      name: 'Contoso workplace',
      complexity: 1,
      aepSolutionType: 'Hero Offer',
      opportunityBackground: 'Contoso runs <i>Windows 10</i> on 2,000 laptops.',
      roles: [{ id: 'SOLUTION_ARCHITECT', name: 'Solution Architect' }],
      approvals: [],
    },
    state: {
      step: 2,
      steps: [1, 2],
      items: copy(ESTIMATE_ITEMS),
      risk: { questions: initialRiskQuestions() },
    },
    ...patch,
  };
}

/** The solution with its fields, state or tree changed by `edit` (a deep copy: the original is left as it was). */
export function edited(base: TestSolution, edit: (s: TestSolution) => void): TestSolution {
  const out = copy(base);
  edit(out);
  return out;
}

/** The first capability of the tree with this id, at any depth. */
export function capabilityOf(s: TestSolution, id: string): Capability {
  const walk = (caps: readonly Capability[] | undefined): Capability | undefined => {
    for (const c of caps ?? []) {
      if (c.id === id) return c;
      const found = walk(c.items);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(s.state.items);
  if (!found) throw new Error(`no capability ${id}`);
  return found;
}

/** The estimate the API answers for the solution, on the sample rate card with the worked example's roles. */
export function estimateOf(s: TestSolution): SolutionEstimateView {
  const estimate = solutionEstimate(s, { roles: ESTIMATE_ROLES, levels: [], rateCard: SAMPLE_RATE_CARD });
  return { ...estimate, dealTeamReasons: dealTeamReasons(estimate) };
}
