/**
 * The framework solution of an engagement of type 1 (spec §2 "Create Engagement & Framework Solution"): a real
 * solution for the engagement's client, owned by the creator, on the current catalogue, with the capabilities of
 * the chosen offerings selected (offering 'offering-x' selects capability 'cap-x' and its whole subtree, as a tick
 * in the builder does, linked capabilities included).
 *
 * Decisions (docs/engagements.md): the solution is named after the engagement; it starts at step 0 (Information)
 * like any new solution, this month as the expected start; the engagement's notes become its engagement notes
 * (plain text kept as typed, line breaks as <br>); the engagement's priorities and offering ids are kept in the
 * solution's state.priorities and state.offerings (spec: solution state fields). An offering whose capability is
 * not in the catalogue any more is left out of the selection.
 */
import type { Organization } from '../auth/roles.ts';
import type { Capability } from '../contracts/catalogue.ts';
import type { SaveSolutionRequest } from '../contracts/solutions.ts';
import { DEFAULT_AEP_SOLUTION_TYPE, DEFAULT_COMPLEXITY } from '../builder/clamps.ts';
import { defaultExpectedStart } from '../builder/defaults.ts';
import { setCapabilitySelected } from '../builder/selection.ts';
import { persistedItems, workingTree } from '../builder/tree-solution.ts';
import type { EngagementPriorities } from './priorities.ts';
import { capabilityIdOf } from './offerings.ts';

export interface FrameworkSolutionInput {
  name: string;
  notes: string;
  client: { id: string; name: string };
  offeringIds: readonly string[];
  priorities: EngagementPriorities;
  catalogue: readonly Capability[];
  catalogueVersion: number;
  organization: Organization;
  now: Date;
}

/** Plain text as the builder's rich text: '<', '>' and '&' escaped so nothing becomes a tag, line breaks as <br>. */
export function plainToRichText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** The tree with the capabilities of the chosen offerings selected. */
export function frameworkItems(
  catalogue: readonly Capability[],
  offeringIds: readonly string[],
): Capability[] {
  let tree = workingTree(catalogue, []);
  for (const offeringId of offeringIds) {
    const capId = capabilityIdOf(offeringId);
    if (!tree.some((c) => c.id === capId)) continue;
    const result = setCapabilitySelected(tree, capId, true);
    if (result.ok) tree = result.items;
  }
  return persistedItems(tree, []);
}

/** The first save of the framework solution. */
export function frameworkSolutionRequest(input: FrameworkSolutionInput): SaveSolutionRequest {
  return {
    salesClient: { id: input.client.id, name: input.client.name },
    expectedStart: defaultExpectedStart(input.now),
    salesCountry: null,
    requirementDescription: '',
    catalogueVersion: input.catalogueVersion,
    fields: {
      organization: input.organization,
      name: input.name,
      complexity: DEFAULT_COMPLEXITY,
      aepSolutionType: DEFAULT_AEP_SOLUTION_TYPE,
      ...(input.notes ? { engagementNotes: plainToRichText(input.notes) } : {}),
    },
    state: {
      step: 0,
      steps: [],
      items: frameworkItems(input.catalogue, input.offeringIds),
      priorities: { ...input.priorities },
      offerings: [...input.offeringIds],
    },
  };
}
