/**
 * Solution notifications (spec: notification settings solutionSubmitted and architectAssigned; issue 22: an
 * approval cleared by a change): recorded once in the outbox (so the same event is never sent twice), then sent
 * by a queued 'notification' job, so a mail failure is retried and, at worst, parked — never lost.
 */
import type { Approval, PersonRef } from '@portal/domain';
import type { ClearRule, SaveHistoryPlan } from '../history/save-history.ts';
import { ConflictError } from '../ports/store.ts';
import { startJob } from '../jobs/job-service.ts';
import type { Services } from '../services.ts';

export type NotificationKind = 'partner-submitted' | 'architect-assigned' | 'approval-cleared';

/** What one save cleared of one approver's approvals (approval-cleared), all recorded by the server. */
export interface ClearedApprovals {
  /** The approvals table's rows cleared: the row id, the version the approval was given on, when. */
  rows: Pick<Approval, 'id' | 'version' | 'approvedAt'>[];
  /** The settings' words ('the scope changed', 'the price changed by more than 5%'). */
  because: string;
  rule: ClearRule;
  /** Who saved, and when. */
  by: Pick<PersonRef, 'id' | 'name'>;
  at: string;
}

export interface OutboxEntry {
  id: string;
  kind: NotificationKind;
  solutionId: string;
  /** The assigned architect (architect-assigned) or the approver told (approval-cleared). */
  userId?: string;
  cleared?: ClearedApprovals;
  status: 'queued' | 'sent';
  createdAt: string;
  sentAt?: string;
  recipients?: string[];
}

export const outboxOf = (services: Services) => services.store.container<OutboxEntry>('outbox');

/** One event, one id: the kind, the solution, the person (if any) and, for events that recur, the save's time. */
export function outboxId(kind: NotificationKind, solutionId: string, userId?: string, at?: string): string {
  return [kind, solutionId, ...(userId ? [userId] : []), ...(at ? [at] : [])].join(':');
}

/** Queues the notification unless it was already queued or sent; returns whether it was queued now. */
export async function notifyOnce(
  services: Services,
  input: {
    kind: NotificationKind;
    solutionId: string;
    byUserId: string;
    userId?: string;
    cleared?: ClearedApprovals;
  },
): Promise<boolean> {
  const entry: OutboxEntry = {
    id: outboxId(input.kind, input.solutionId, input.userId, input.cleared?.at),
    kind: input.kind,
    solutionId: input.solutionId,
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.cleared ? { cleared: input.cleared } : {}),
    status: 'queued',
    createdAt: services.now().toISOString(),
  };
  try {
    await outboxOf(services).create(entry);
  } catch (err) {
    if (err instanceof ConflictError) return false;
    throw err;
  }
  await startJob(services, {
    type: 'notification',
    userId: input.byUserId,
    text: 'Sending notification...',
    payload: { outboxId: entry.id },
    quiet: true,
  });
  return true;
}

/** A user id the outbox id may carry (the store's ids refuse '/', '\\', '?' and '#'): the API's own ids are 'u-' + hex. */
const SAFE_ID = /^[A-Za-z0-9_.@-]{1,200}$/;

/**
 * Tells each approver whose approvals this save cleared (settings.history, issue 22): one notification per
 * approver and save, never to the person who saved (they cleared their own approval themselves). Approvals without
 * a recorded approver (given before the API stamped who) have nobody to tell.
 */
export async function notifyClearedApprovals(
  services: Services,
  by: Pick<PersonRef, 'id' | 'name'>,
  at: string,
  solutionId: string,
  plan: Pick<SaveHistoryPlan, 'cleared' | 'clearedBecause'>,
): Promise<void> {
  if (!plan.cleared || !plan.clearedBecause) return;
  const byApprover = new Map<string, ClearedApprovals['rows']>();
  for (const a of plan.cleared.approvals) {
    if (!a.approverId || a.approverId === by.id || !SAFE_ID.test(a.approverId)) continue;
    const rows = byApprover.get(a.approverId) ?? [];
    rows.push({
      id: a.id,
      ...(a.version ? { version: a.version } : {}),
      ...(a.approvedAt ? { approvedAt: a.approvedAt } : {}),
    });
    byApprover.set(a.approverId, rows);
  }
  for (const [userId, rows] of byApprover)
    await notifyOnce(services, {
      kind: 'approval-cleared',
      solutionId,
      byUserId: by.id,
      userId,
      cleared: {
        rows,
        because: plan.clearedBecause,
        rule: plan.cleared.rule,
        by: { id: by.id, name: by.name },
        at,
      },
    });
}
