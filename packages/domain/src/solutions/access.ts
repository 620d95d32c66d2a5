/**
 * Who may see and change which solution (spec: Roles and permissions; Solutions list).
 * Partner and client users see only their own solutions: those they created or are assigned to (spec:
 * "partner and client roles see only their own solutions"; ADR 0004); provider users see all. Which steps a role
 * may save (full users every step, submit-only users only steps below 4, everyone else reads) is the role's own
 * rule, in auth/permissions.ts.
 */
import { organizationOf, type Organization, type RoleId } from '../auth/roles.ts';
import type { SolutionView } from '../contracts/solutions.ts';
import { COUNT_VIEW_LABELS, notificationCountsFor } from '../notifications/counts.ts';

export interface Actor {
  id: string;
  role: RoleId;
}

export interface SolutionScope {
  userId: string;
  organization: Organization;
  assigneeIds: readonly string[];
}

export const DEFAULT_REGION_ID = 'EME-UKI';

/**
 * List views a role may choose: partners (and clients) get the first two; then the views of the role's
 * notification counts (ADR 0023).
 */
export function solutionViewsFor(role: RoleId): SolutionView[] {
  const base: SolutionView[] =
    organizationOf(role) === 'PROVIDER' ? ['created', 'assigned', 'region', 'all'] : ['created', 'assigned'];
  return [...base, ...notificationCountsFor(role).map((c) => c.key)];
}

export const SOLUTION_VIEW_LABELS: Record<SolutionView, string> = {
  created: 'Created by me',
  assigned: 'Assigned to me',
  region: 'My Region',
  all: 'All',
  ...COUNT_VIEW_LABELS,
};

/** The restriction every list query of this actor carries, whatever view it asks for. */
export type VisibilityRestriction = { kind: 'none' } | { kind: 'own'; userId: string };

export function visibilityRestriction(actor: Actor): VisibilityRestriction {
  return organizationOf(actor.role) === 'PROVIDER' ? { kind: 'none' } : { kind: 'own', userId: actor.id };
}

export function canReadSolution(actor: Actor, solution: SolutionScope): boolean {
  const r = visibilityRestriction(actor);
  switch (r.kind) {
    case 'none':
      return true;
    case 'own':
      return solution.userId === actor.id || solution.assigneeIds.includes(actor.id);
  }
}
