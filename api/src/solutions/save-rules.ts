/**
 * What a save may change, by role and step (spec: States and transitions, Roles and permissions). The API
 * applies these on top of the shared schema: the client cannot skip steps, move a closed or delivered solution
 * back, approve for someone else, export to Deliver before step 8, or (as a partner) touch what only full users see.
 */
import {
  DEAL_TEAM_APPROVAL_ROW,
  mayGiveDealTeamApproval,
  furthestStep,
  nextStep,
  recordStep,
  stageMoveRefusal,
  tabForStep,
  userKind,
  type Approval,
  type SaveSolutionRequest,
  type SolutionStep,
} from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import type { StoredSolution } from './repository.ts';

/** The step the solution moves to, and the visited list the server keeps (the client's list is not trusted). */
export function stepsAfterSave(
  actor: Actor,
  existing: StoredSolution | undefined,
  body: SaveSolutionRequest,
) {
  const kind = userKind(actor.role);
  const target = body.state.step;
  const visited = (existing?.state.steps ?? []) as SolutionStep[];
  const current = (existing?.state.step ?? 0) as SolutionStep;
  // A new solution (step 0) is saved from the Information step: as step 1, or moving on from it.
  const from = current === 0 ? 1 : current;
  const allowed =
    target === current ||
    target <= 1 ||
    visited.includes(target) ||
    target <= furthestStep(visited) ||
    nextStep(kind, from) === target ||
    // A solution stored at a step this user's tabs do not have (a partner's 3, seen by a full user) moves on
    // from the tab that shows it.
    nextStep(kind, tabForStep(kind, from) ?? from) === target;
  if (!allowed)
    throw badRequest(`state.step: a solution at step ${current} cannot move to step ${target}.`, {
      fields: { 'state.step': 'skips a step' },
    });
  // A closed or delivered solution never goes back (ADR 0051): a 409, the request is well formed but the stored
  // solution's stage refuses it. No `details.current`: it is not an edit conflict to merge.
  const refusal = stageMoveRefusal(current, target);
  if (refusal)
    throw conflict(refusal, {
      fields: { 'state.step': 'cannot go back from Close or Deliver' },
      stage: current,
    });
  if (target > 1) {
    const missing = [
      !body.salesClient?.id && 'salesClient',
      !body.expectedStart && 'expectedStart',
      !body.fields.name.trim() && 'fields.name',
    ].filter((f): f is string => !!f);
    if (missing.length) {
      throw badRequest('Choose a client, an expected start and an opportunity name before moving on.', {
        fields: Object.fromEntries(missing.map((f) => [f, '*Please specify'])),
      });
    }
  }
  // A new solution saved on leaving the Information step has visited step 1 too.
  const base = current === 0 && target > 1 ? [1 as SolutionStep] : visited;
  return recordStep({ step: current, steps: base }, target);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Partners (submit-only) may not change what only full users see or do. */
export function checkFullOnlyFields(
  actor: Actor,
  existing: StoredSolution | undefined,
  body: SaveSolutionRequest,
) {
  if (userKind(actor.role) === 'full') return;
  const before = existing?.fields;
  const normal = (value: unknown, key: string) => (isEmpty(value, key) ? null : value);
  const changed = (
    [
      'approvals',
      'approvers',
      'isExportedToDeliver',
      'aepUrl',
      'c365Url',
      'roles',
      'aepSolutionType',
    ] as const
  ).filter((key) => !sameJson(normal(body.fields[key], key), normal(before?.[key], key)));
  if (changed.length) throw forbidden(`Your role cannot change ${changed.join(', ')}.`);
}

function isEmpty(value: unknown, key: string): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return key === 'aepSolutionType' && value === 'Hero Offer';
}

/**
 * Approvals: anyone with full rights may add their own approval and cancel their own; an admin may also
 * cancel someone else's. The server stamps who and when.
 */
export function approvalsAfterSave(
  actor: Actor,
  existing: Approval[] | undefined,
  requested: Approval[] | undefined,
  now: string,
) {
  const before = existing ?? [];
  const key = (a: Approval) => `${a.id}\u0000${a.approverId ?? ''}`;
  const kept = new Set<string>();
  const out: Approval[] = [];
  for (const a of requested ?? []) {
    const match = before.find(
      (b) =>
        b.id === a.id && (b.approverId === a.approverId || (!a.approverId && b.approverId === actor.user.id)),
    );
    if (match) {
      if (!kept.has(key(match))) out.push(match);
      kept.add(key(match));
      continue;
    }
    if (a.approverId && a.approverId !== actor.user.id)
      throw forbidden('You can only approve in your own name.');
    if (a.id === DEAL_TEAM_APPROVAL_ROW && !mayGiveDealTeamApproval(actor.role))
      throw forbidden('Only a member of the Deal Team can give the Deal Team approval.');
    const mine: Approval = { id: a.id, name: actor.user.name, approverId: actor.user.id, approvedAt: now };
    if (!kept.has(key(mine))) out.push(mine);
    kept.add(key(mine));
  }
  for (const b of before) {
    if (!kept.has(key(b)) && b.approverId !== actor.user.id && actor.role !== 'ADMIN') {
      throw forbidden("You cannot cancel someone else's approval.");
    }
  }
  return out;
}

/** Export to Deliver: only at step 8, once; the server records when. */
export function deliverAfterSave(
  existing: StoredSolution | undefined,
  body: SaveSolutionRequest,
  now: string,
) {
  const was = existing?.fields.isExportedToDeliver === true;
  const wants = body.fields.isExportedToDeliver === true;
  if (was)
    return { isExportedToDeliver: true, exportedToDeliverAt: existing!.fields.exportedToDeliverAt ?? now };
  if (!wants) return {};
  if (body.state.step !== 8)
    throw badRequest('A solution is exported to Deliver from the Deliver step.', {
      fields: { 'fields.isExportedToDeliver': 'only at step 8' },
    });
  return { isExportedToDeliver: true, exportedToDeliverAt: now };
}

const ARCHITECT_ROLES = new Set([
  'SOLUTION_ARCHITECT',
  'HP_SOLUTION_ARCHITECT',
  'ACCENTURE_SOLUTION_ARCHITECT',
]);

/** Users newly assigned as solution architect by this save. */
export function newlyAssignedArchitects(
  existing: Pick<StoredSolution, 'fields'> | undefined,
  body: { fields: Pick<SaveSolutionRequest['fields'], 'roles'> },
): string[] {
  const ids = (roles: SaveSolutionRequest['fields']['roles']) =>
    new Set((roles ?? []).filter((r) => ARCHITECT_ROLES.has(r.id) && r.user?.id).map((r) => r.user!.id));
  const before = ids(existing?.fields.roles);
  return [...ids(body.fields.roles)].filter((id) => !before.has(id));
}
