/**
 * Defaults of a new solution and of the step 1 form (spec: States and transitions, New solution; Validation
 * rules). A new solution starts at step 0 with name 'Draft', complexity 1, start = current month and the
 * organisation of the user's role.
 */
import type { Organization } from '../auth/roles.ts';
import type { SaveSolutionRequest } from '../contracts/solutions.ts';
import { yearMonthOf } from '../format/dates.ts';
import { DEFAULT_AEP_SOLUTION_TYPE, DEFAULT_COMPLEXITY } from './clamps.ts';

export const DEFAULT_SOLUTION_NAME = 'Draft';
const DRAFT_FOR = 'Draft for';

/** The text under an empty required field. */
export const PLEASE_SPECIFY = '*Please specify';

/**
 * The opportunity name after the client changes: 'Draft for {client}' when the name is empty or still a
 * 'Draft for...' name; clearing the client clears such a name; a name the user typed is kept.
 */
export function opportunityNameFor(currentName: string | undefined, clientName: string | undefined): string {
  const name = currentName ?? '';
  const client = (clientName ?? '').trim();
  const isDraftName = name.trim() === '' || name.trim().startsWith(DRAFT_FOR);
  if (!isDraftName) return name;
  return client === '' ? '' : `${DRAFT_FOR} ${client}`;
}

/** The stored name: 'Draft' when empty. */
export function solutionNameOrDefault(name: string | undefined | null): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? DEFAULT_SOLUTION_NAME : trimmed;
}

/** The current month, YYYY-MM in UTC. */
export function defaultExpectedStart(now: Date): string {
  return yearMonthOf(now);
}

export type InformationField = 'client' | 'expectedStart' | 'name';

/** Step 1 Next: the required fields that are empty (each shows '*Please specify'); [] when Next may proceed. */
export function missingInformationFields(form: {
  client: { id: string } | null | undefined;
  expectedStart: string | null | undefined;
  name: string | null | undefined;
}): InformationField[] {
  const missing: InformationField[] = [];
  if (!form.client || !form.client.id) missing.push('client');
  if (!form.expectedStart || form.expectedStart.trim() === '') missing.push('expectedStart');
  if (!form.name || form.name.trim() === '') missing.push('name');
  return missing;
}

/** The body of the first save of a new solution. */
export function newSolutionRequest(input: { organization: Organization; now: Date }): SaveSolutionRequest {
  return {
    salesClient: null,
    expectedStart: defaultExpectedStart(input.now),
    salesCountry: null,
    requirementDescription: '',
    fields: {
      organization: input.organization,
      name: DEFAULT_SOLUTION_NAME,
      complexity: DEFAULT_COMPLEXITY,
      aepSolutionType: DEFAULT_AEP_SOLUTION_TYPE,
    },
    state: { step: 0, steps: [], items: [] },
  };
}
