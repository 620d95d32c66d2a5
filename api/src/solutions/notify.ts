/**
 * Solution notifications (spec: notification settings solutionSubmitted and architectAssigned): recorded once
 * in the outbox (so the same event is never sent twice), then sent by a queued 'notification' job, so a mail
 * failure is retried and, at worst, parked — never lost.
 */
import { ConflictError } from '../ports/store.ts';
import { startJob } from '../jobs/job-service.ts';
import type { Services } from '../services.ts';

export type NotificationKind = 'partner-submitted' | 'architect-assigned';

export interface OutboxEntry {
  id: string;
  kind: NotificationKind;
  solutionId: string;
  /** The assigned architect (architect-assigned only). */
  userId?: string;
  status: 'queued' | 'sent';
  createdAt: string;
  sentAt?: string;
  recipients?: string[];
}

export const outboxOf = (services: Services) => services.store.container<OutboxEntry>('outbox');

export function outboxId(kind: NotificationKind, solutionId: string, userId?: string): string {
  return [kind, solutionId, ...(userId ? [userId] : [])].join(':');
}

/** Queues the notification unless it was already queued or sent; returns whether it was queued now. */
export async function notifyOnce(
  services: Services,
  input: { kind: NotificationKind; solutionId: string; byUserId: string; userId?: string },
): Promise<boolean> {
  const entry: OutboxEntry = {
    id: outboxId(input.kind, input.solutionId, input.userId),
    kind: input.kind,
    solutionId: input.solutionId,
    ...(input.userId ? { userId: input.userId } : {}),
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
