/** Step 1 (Information) rules of a new solution (spec: Step content, Validation rules, New solution). */
import { organizationOf, type RoleId, type SaveSolutionRequest } from '@portal/domain';

export interface StepOneState {
  client: { id: string; name: string } | null;
  expectedStart: string;
  /** The primary country and the provider's region it belongs to. */
  country: { id: string; name: string; regionId?: string } | null;
  name: string;
  description: string;
}

export const REQUIRED_MESSAGE = '*Please specify';
export const DRAFT_PREFIX = 'Draft for';

/**
 * The opportunity name after the client changes: 'Draft for {client}' when the name is empty or still a
 * default; clearing the client clears the name; a name the user typed is kept.
 */
export function opportunityNameFor(currentName: string, client: { name: string } | null): string {
  if (!client) return '';
  const trimmed = currentName.trim();
  if (trimmed === '' || trimmed.startsWith(DRAFT_PREFIX)) return `${DRAFT_PREFIX} ${client.name}`;
  return currentName;
}

export type RequiredField = 'client' | 'expectedStart' | 'name';

/** Next needs a client, an expected start (YYYY-MM) and an opportunity name. */
export function missingFields(state: StepOneState): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!state.client?.id) missing.push('client');
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(state.expectedStart)) missing.push('expectedStart');
  if (!state.name.trim()) missing.push('name');
  return missing;
}

/**
 * The create call: step 1 state, organisation from the role, complexity 1, AEP type 'Hero Offer', and the
 * geographic region of the primary country.
 */
export function createRequest(state: StepOneState, role: RoleId): SaveSolutionRequest {
  return {
    salesClient: state.client,
    expectedStart: state.expectedStart,
    salesCountry: state.country ? { id: state.country.id, name: state.country.name } : null,
    requirementDescription: state.description.trim(),
    fields: {
      organization: organizationOf(role),
      name: state.name.trim() || 'Draft',
      ...(state.country?.regionId ? { regionId: state.country.regionId } : {}),
      complexity: 1,
      aepSolutionType: 'Hero Offer',
    },
    state: { step: 1, steps: [1], items: [] },
  };
}
