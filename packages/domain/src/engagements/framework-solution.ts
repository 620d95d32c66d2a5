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
import { persistedItems, selectedCapabilityItems, workingTree } from '../builder/tree-solution.ts';
import type { EngagementPriorities } from './priorities.ts';
import { offeringCapabilityIds } from './offerings.ts';
import { tickCapabilities } from '../builder/starter-offerings.ts';
import type { Offering } from '../contracts/reference.ts';

export interface FrameworkSolutionInput {
  name: string;
  notes: string;
  client: { id: string; name: string };
  offeringIds: readonly string[];
  /** The stored offerings: a starter bundle ticks its typical set (issue 32); absent, each its own capability. */
  offerings?: readonly Offering[] | undefined;
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

/** The tree with the capabilities of the chosen offerings selected (a starter bundle's typical set, issue 32). */
export function frameworkItems(
  catalogue: readonly Capability[],
  offeringIds: readonly string[],
  offerings: readonly Offering[] = [],
): Capability[] {
  const byId = new Map(offerings.map((o) => [o.id, o]));
  const capIds = offeringIds.flatMap((id) => offeringCapabilityIds(byId.get(id) ?? { id }));
  return persistedItems(tickCapabilities(workingTree(catalogue, []), capIds).items, []);
}

/** The first save of the framework solution. */
export function frameworkSolutionRequest(input: FrameworkSolutionInput): SaveSolutionRequest {
  const items = frameworkItems(input.catalogue, input.offeringIds, input.offerings);
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
      items,
      // The selected capability items, as the builder's save sends them.
      capabilities: selectedCapabilityItems(items),
      priorities: { ...input.priorities },
      offerings: [...input.offeringIds],
    },
  };
}
