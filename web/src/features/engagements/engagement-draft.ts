/**
 * The engagement form's state: what the user has typed and chosen, kept whole until a save succeeds (a refused save
 * loses nothing). The rules come from the domain: naming on choosing a client (nameAfterChoosingClient), the create
 * buttons' client rule (canCreateEngagement) and the request contract (saveEngagementRequestSchema).
 */
import {
  canCreateEngagement,
  nameAfterChoosingClient,
  saveEngagementRequestSchema,
  unsetPriorities,
  type Engagement,
  type EngagementPriorities,
  type EngagementPriority,
  type EngagementType,
  type IdName,
  type Offering,
  type PriorityKey,
  type SaveEngagementRequest,
} from '@portal/domain';
import { fieldErrorsOf, type FieldErrors } from '../../lib/admin/field-errors.ts';

export interface EngagementDraft {
  client: IdName | null;
  name: string;
  notes: string;
  /** What we heard from the client (printed on the deck, unlike the notes). */
  heard: string;
  /** When we met the client (ISO date, '' for none) and whom we met: the deck says so beside what we heard. */
  metOn: string;
  metWith: string;
  priorities: EngagementPriorities;
  offeringIds: readonly string[];
}

export const emptyDraft = (): EngagementDraft => ({
  client: null,
  name: '',
  notes: '',
  heard: '',
  metOn: '',
  metWith: '',
  priorities: unsetPriorities(),
  offeringIds: [],
});

export function draftOf(engagement: Engagement): EngagementDraft {
  return {
    client: { id: engagement.salesClient.id, name: engagement.salesClient.name },
    name: engagement.fields.name,
    notes: engagement.fields.engagementNotes,
    heard: engagement.fields.clientNeeds,
    metOn: engagement.fields.metOn,
    metWith: engagement.fields.metWith,
    priorities: { ...engagement.state.priorities },
    offeringIds: [...engagement.fields.offeringIds],
  };
}

/** Choosing a client: the draft's client, and 'Engagement for {client}' unless the user named it (domain rule). */
export function withClient(draft: EngagementDraft, client: IdName): EngagementDraft {
  return {
    ...draft,
    client: { id: client.id, name: client.name },
    name: nameAfterChoosingClient(draft.name, draft.client?.name, client.name),
  };
}

export function withPriority(
  draft: EngagementDraft,
  key: PriorityKey,
  value: EngagementPriority,
): EngagementDraft {
  return { ...draft, priorities: { ...draft.priorities, [key]: value } };
}

export function withOffering(draft: EngagementDraft, offeringId: string, checked: boolean): EngagementDraft {
  const rest = draft.offeringIds.filter((id) => id !== offeringId);
  return { ...draft, offeringIds: checked ? [...rest, offeringId] : rest };
}

/** Both create buttons need a client with an id (spec §5). */
export const mayCreate = (draft: EngagementDraft) => canCreateEngagement({ salesClient: draft.client });

/**
 * Chosen offerings that the offerings configuration no longer holds (an engagement saved before an admin removed
 * one). They are shown as a warning and left out of the next save, which the API would otherwise refuse.
 */
export function retiredOfferings(draft: EngagementDraft, offerings: readonly Offering[]): string[] {
  const known = new Set(offerings.map((o) => o.id));
  return draft.offeringIds.filter((id) => !known.has(id));
}

/** The request of a save (of `stored`, when it is one), or the field messages (keyed like the API's) when the draft does not pass the contract. */
export function requestOf(
  draft: EngagementDraft,
  type: EngagementType,
  offerings: readonly Offering[],
  stored?: Engagement,
): { request?: SaveEngagementRequest; errors: FieldErrors } {
  const known = new Set(offerings.map((o) => o.id));
  const result = saveEngagementRequestSchema.safeParse({
    // What the sales helper gave an engagement (its logo and sliders) is not on this form: a save keeps it.
    ...(stored?.logo ? { logoId: stored.logo.logoId } : {}),
    ...(stored?.sliders ? { sliders: stored.sliders } : {}),
    salesClient: { id: draft.client?.id ?? '' },
    type,
    fields: {
      name: draft.name,
      engagementNotes: draft.notes,
      clientNeeds: draft.heard,
      metOn: draft.metOn,
      metWith: draft.metWith,
      offeringIds: draft.offeringIds.filter((id) => known.has(id)),
    },
    state: { priorities: draft.priorities },
  });
  return result.success ? { request: result.data, errors: {} } : { errors: fieldErrorsOf(result.error) };
}

/** Whether the draft differs from what it was loaded from (the unsaved-changes guard). */
export function isDirty(draft: EngagementDraft, saved: EngagementDraft): boolean {
  const same =
    draft.client?.id === saved.client?.id &&
    draft.name === saved.name &&
    draft.notes === saved.notes &&
    draft.heard === saved.heard &&
    draft.metOn === saved.metOn &&
    draft.metWith === saved.metWith &&
    Object.keys(draft.priorities).every(
      (k) => draft.priorities[k as PriorityKey] === saved.priorities[k as PriorityKey],
    ) &&
    draft.offeringIds.length === saved.offeringIds.length &&
    draft.offeringIds.every((id) => saved.offeringIds.includes(id));
  return !same;
}

/**
 * Whether a fresh read of the engagement differs from the one the form was loaded from only in what the server
 * adds by itself (the generated slide deck, the framework solution's id): then its ETag can be adopted without
 * taking anyone's edits away. Anything else someone changed is left for the save's 409.
 */
export function onlyServerAdditions(loaded: Engagement, fresh: Engagement): boolean {
  const editable = (e: Engagement) =>
    JSON.stringify([e.salesClient, e.type, e.fields, e.state.priorities, e.owner.id]);
  return loaded.id === fresh.id && editable(loaded) === editable(fresh);
}
