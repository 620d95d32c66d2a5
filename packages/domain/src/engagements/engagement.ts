/**
 * Engagement rules (spec §2 "New engagement wizard", §3 Engagement, §4 Engagement).
 *
 * Decisions where the spec is silent (also in docs/engagements.md):
 * - Naming: choosing a client names the engagement 'Engagement for {client}' unless the user has given it a name
 *   of their own. A name counts as the user's own when it is not empty and is not the default name of the client
 *   chosen before; so switching clients renames an untouched name, and never overwrites a typed one. Clearing the
 *   name and choosing a client again restores the default.
 * - Type 0 is an engagement only, type 1 an engagement with a framework solution; Create Engagement opens the
 *   dialog in mode 1 with type 0, Create Engagement & Framework Solution mode 2 with type 1.
 */
import type { EngagementType } from '../contracts/engagements.ts';

export const ENGAGEMENT_NAME_PREFIX = 'Engagement for ';

export const ENGAGEMENT_TYPE_LABELS: Readonly<Record<EngagementType, string>> = {
  0: 'Create Engagement',
  1: 'Create Engagement & Framework Solution',
};

/** The confirmation dialog's title per type (spec: mode 1 and mode 2), and the text after creation. */
export const ENGAGEMENT_CONFIRM_TITLES: Readonly<Record<EngagementType, string>> = {
  0: 'Ready to create engagement?',
  1: 'Ready to create engagement and solution?',
};
/** After creation with a framework solution: the spec's text. */
export const ENGAGEMENT_CREATED_TITLE = 'You have created new engagement and solution!';
/** After creation without one, it names only what was made (issue 30, ADR 0056). */
export const ENGAGEMENT_ONLY_CREATED_TITLE = 'You have created a new engagement!';

/** The title after creation, from what was created: the engagement, and its framework solution when one was made. */
export function engagementCreatedTitle(solutionMade: boolean): string {
  return solutionMade ? ENGAGEMENT_CREATED_TITLE : ENGAGEMENT_ONLY_CREATED_TITLE;
}

export const ENGAGEMENT_TEXTS = {
  selectClient: 'Select Client',
  newClient: 'New Client',
  notesPlaceholder: 'Notes...',
  newEngagement: 'New Engagement',
  openSolution: 'Open Solution',
  salesHelperWaiting: 'Generating the slide deck! Please wait...',
} as const;

/** The default name of an engagement for a client. */
export function defaultEngagementName(clientName: string): string {
  return `${ENGAGEMENT_NAME_PREFIX}${clientName.trim()}`;
}

/**
 * The engagement's name after the user chose `newClientName`, given the current name and the client chosen before
 * (undefined when none was).
 */
export function nameAfterChoosingClient(
  currentName: string,
  previousClientName: string | undefined,
  newClientName: string,
): string {
  const current = currentName.trim();
  const untouched =
    current === '' ||
    (previousClientName !== undefined && current === defaultEngagementName(previousClientName));
  return untouched ? defaultEngagementName(newClientName) : currentName;
}

/** Both create buttons stay disabled until a client with an id is chosen (spec §5). */
export function canCreateEngagement(draft: { salesClient?: { id?: string | null } | null }): boolean {
  return typeof draft.salesClient?.id === 'string' && draft.salesClient.id.trim() !== '';
}

/** The name an engagement is stored with: the one given, or 'Engagement for {client}' when it is empty. */
export function engagementNameOrDefault(name: string, clientName: string): string {
  return name.trim() === '' ? defaultEngagementName(clientName) : name.trim();
}
