/**
 * Who sees which engagements (spec §6): the Engagements menu, list and home card are hidden for HP, Accenture and
 * client roles; full for the others; the list is limited to the user's own items for owner-limited access
 * (OWNER_FULL, the sales person: auth/permissions.ts).
 *
 * Decisions where the spec is silent (also in docs/engagements.md): reading, saving and downloading one engagement
 * follow the list: FULL reaches every engagement, OWNER_FULL only those it owns, NONE nothing. Anyone who may see
 * the list may create an engagement (it is then theirs). The owner is the user who created it.
 * Empty list texts as the spec places them: the owner-limited list says 'No sales engagements found!', the full
 * list 'No sales engagements!'.
 */
import { permissionLevel } from '../auth/permissions.ts';
import type { RoleId } from '../auth/roles.ts';

export interface EngagementActor {
  id: string;
  role: RoleId | string;
}

/** The restriction of every engagement list query of this actor. */
export type EngagementListRestriction =
  { kind: 'none' } | { kind: 'own'; ownerId: string } | { kind: 'denied' };

export function engagementListRestriction(actor: EngagementActor): EngagementListRestriction {
  switch (permissionLevel('sales/engagements', actor.role)) {
    case 'FULL':
      return { kind: 'none' };
    case 'OWNER_FULL':
      return { kind: 'own', ownerId: actor.id };
    default:
      return { kind: 'denied' };
  }
}

/** Whether the actor may use engagements at all (menu, home card, list, create). */
export function canUseEngagements(role: RoleId | string): boolean {
  return engagementListRestriction({ id: '', role }).kind !== 'denied';
}

/** Whether the actor may read, save or download this engagement. */
export function canAccessEngagement(actor: EngagementActor, engagement: { owner: { id: string } }): boolean {
  const r = engagementListRestriction(actor);
  switch (r.kind) {
    case 'none':
      return true;
    case 'own':
      return engagement.owner.id === actor.id;
    case 'denied':
      return false;
  }
}

/** Keeps only the engagements the actor may see (for stores that cannot filter by owner). */
export function visibleEngagements<T extends { owner: { id: string } }>(
  actor: EngagementActor,
  engagements: readonly T[],
): T[] {
  return engagements.filter((e) => canAccessEngagement(actor, e));
}

export const EMPTY_ENGAGEMENTS_OWN = 'No sales engagements found!';
export const EMPTY_ENGAGEMENTS_ALL = 'No sales engagements!';

/** The empty list's text for this actor; undefined when the actor has no engagement list at all. */
export function emptyEngagementsText(role: RoleId | string): string | undefined {
  switch (engagementListRestriction({ id: '', role }).kind) {
    case 'own':
      return EMPTY_ENGAGEMENTS_OWN;
    case 'none':
      return EMPTY_ENGAGEMENTS_ALL;
    default:
      return undefined;
  }
}
