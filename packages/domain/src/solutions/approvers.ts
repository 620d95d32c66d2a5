/**
 * Who may approve a solution (issue 30, ADR 0054). The people who may save a solution (FULL on 'sales/solution':
 * ADMIN, SALES_PERSON, SOLUTION_ARCHITECT, DEAL_TEAM) approve from the builder's Approvals table as before. Besides
 * them, the people a full user names as the solution's approvers (`fields.approvers`) may give or withdraw their own
 * approval while the solution is at Review, whatever their role: a Solution Reviewer, who otherwise only reads, so
 * approves from the read-only view. Nobody else may. Only the Deal Team gives the Deal Team row (issue 19).
 * One rule for the API's approval call, the save and the page.
 */
import { hasFullSolutionAccess } from '../auth/permissions.ts';
import type { RoleId } from '../auth/roles.ts';
import type { PersonRef } from '../contracts/common.ts';
import { DEAL_TEAM_APPROVAL_ROW, mayGiveDealTeamApproval } from '../estimate/deal-team.ts';

/** The Review step: moving there hands the solution to its approvers (submitForApprovalConfirm). */
export const APPROVALS_OPEN_STEP = 6;

export const NOT_A_NAMED_APPROVER = 'Only the people named as approvers of this solution can approve it.';
export const APPROVALS_NOT_OPEN = 'Approvals are given while the solution is at Review.';
export const DEAL_TEAM_ONLY = 'Only a member of the Deal Team can give the Deal Team approval.';

export interface ApprovingUser {
  id: string;
  role: RoleId;
}

/** What the rule reads of a solution: whom it names and its stage (the stored step). */
export interface ApprovableSolution {
  fields: { approvers?: readonly Pick<PersonRef, 'id'>[] | undefined };
  state: { step: number };
}

/** Why the user may not give (or withdraw) their approval of a row: 'forbidden' (403) or 'closed' (409). */
export interface ApprovalRefusal {
  kind: 'forbidden' | 'closed';
  message: string;
}

export function isNamedApprover(solution: Pick<ApprovableSolution, 'fields'>, userId: string): boolean {
  return (solution.fields.approvers ?? []).some((a) => a.id === userId);
}

/**
 * Why `user` may not give or withdraw their own approval of `row` of the solution as it is stored now, or
 * undefined when they may. Full users may at any stage (the builder shows the table on Review; unchanged); a
 * named approver without full rights only at Review; anyone else never.
 */
export function approvalRefusal(
  user: ApprovingUser,
  solution: ApprovableSolution,
  row: string,
): ApprovalRefusal | undefined {
  if (row === DEAL_TEAM_APPROVAL_ROW && !mayGiveDealTeamApproval(user.role))
    return { kind: 'forbidden', message: DEAL_TEAM_ONLY };
  if (hasFullSolutionAccess(user.role)) return undefined;
  if (!isNamedApprover(solution, user.id)) return { kind: 'forbidden', message: NOT_A_NAMED_APPROVER };
  if (solution.state.step !== APPROVALS_OPEN_STEP) return { kind: 'closed', message: APPROVALS_NOT_OPEN };
  return undefined;
}

/** May this user approve this solution (its own row) now? */
export function mayApproveSolution(
  user: ApprovingUser,
  solution: ApprovableSolution,
  row = 'solution',
): boolean {
  return approvalRefusal(user, solution, row) === undefined;
}

/**
 * The read-only view's Approvals tab: shown to a named approver once the solution has reached Review (afterwards it
 * shows what they approved, without controls).
 */
export function showsApprovalsTo(userId: string, solution: ApprovableSolution): boolean {
  return isNamedApprover(solution, userId) && solution.state.step >= APPROVALS_OPEN_STEP;
}

/** The fields with `person` named as an approver (once). */
export function withApprover<F extends { approvers?: PersonRef[] | undefined }>(
  fields: F,
  person: PersonRef,
): F {
  if (isNamedApprover({ fields }, person.id)) return fields;
  const named = { id: person.id, name: person.name, email: person.email };
  return { ...fields, approvers: [...(fields.approvers ?? []), named] };
}

/** The fields without `userId` among the approvers (an approval they gave stays: it is the record of it). */
export function withoutApprover<F extends { approvers?: PersonRef[] | undefined }>(
  fields: F,
  userId: string,
): F {
  if (!isNamedApprover({ fields }, userId)) return fields;
  return { ...fields, approvers: (fields.approvers ?? []).filter((a) => a.id !== userId) };
}
