/**
 * Notification counts in the user menu (spec: Header and navigation, 'The user menu shows ... notification
 * counts'; ADR 0023). Each count is the size of one view of the solutions list, so its link shows exactly the
 * solutions it counts:
 * - 'Approvals waiting for me': CPoR approvals requested from the user and not yet answered (provider staff:
 *   only provider users can be asked, ADR 0011).
 * - 'Assigned to me, open': solutions where the user holds a role (assigneeIds) that have not reached Close
 *   (step below 7), for the roles a solution can assign.
 * - 'In review': solutions at the Review step (6), for solution reviewers.
 * The API counts through the store with the list's own conditions (and the caller's visibility restriction).
 */
import { organizationOf, ASSIGNABLE_SOLUTION_ROLES, type RoleId } from '../auth/roles.ts';
import type { CporState, SolutionView } from '../contracts/solutions.ts';
import { approvalStatus } from '../cpor/wizard.ts';

/** Counts refresh when the menu opens and every 60 s (spec §9: ping every 60 s). */
export const NOTIFICATION_COUNTS_REFRESH_MS = 60_000;

/** A solution is open until it reaches Close (step 7). */
export const OPEN_BELOW_STEP = 7;
/** The Review step. */
export const REVIEW_STEP = 6;

export type CountView = Extract<SolutionView, 'approvals' | 'assigned-open' | 'in-review'>;

/** The counts' labels, which are also the labels of their list views. */
export const COUNT_VIEW_LABELS: Record<CountView, string> = {
  approvals: 'Approvals waiting for me',
  'assigned-open': 'Assigned to me, open',
  'in-review': 'In review',
};

export interface NotificationCountDef {
  key: CountView;
  label: string;
  /** Whether the role has this count (and the list view it links to). */
  applies: (role: RoleId) => boolean;
}

export const NOTIFICATION_COUNT_DEFS: readonly NotificationCountDef[] = [
  {
    key: 'approvals',
    label: COUNT_VIEW_LABELS.approvals,
    applies: (role) => organizationOf(role) === 'PROVIDER',
  },
  {
    key: 'assigned-open',
    label: COUNT_VIEW_LABELS['assigned-open'],
    applies: (role) => ASSIGNABLE_SOLUTION_ROLES.includes(role),
  },
  {
    key: 'in-review',
    label: COUNT_VIEW_LABELS['in-review'],
    applies: (role) => role === 'SOLUTION_REVIEWER',
  },
];

/** The counts a role has, in menu order. */
export function notificationCountsFor(role: RoleId): NotificationCountDef[] {
  return NOTIFICATION_COUNT_DEFS.filter((d) => d.applies(role));
}

/** The list view that resolves a count. */
export function countHref(key: CountView): string {
  return `/sales/solution?view=${key}`;
}

/**
 * Who has a CPoR approval of this solution to give: the approvers asked and not yet answered. Stored with the
 * solution (`waitingApproverIds`) at every write so the store can count and list them.
 */
export function waitingApproverIds(cpor: CporState | undefined): string[] {
  const ids = (cpor?.approvals ?? [])
    .filter((a) => approvalStatus(a) === 'requested' && a.approver?.id)
    .map((a) => a.approver!.id);
  return [...new Set(ids)];
}
