/**
 * The 'notification' job: who is told (the notification settings' most specific rows, ADR 0018; the approver for
 * an approval cleared, approval-cleared.ts) and what.
 */
import { opportunityLabel, type User } from '@portal/domain';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Services } from '../services.ts';
import { solutionsOf, type StoredSolution } from '../solutions/repository.ts';
import { outboxOf, type OutboxEntry } from '../solutions/notify.ts';
import { approvalClearedDelivery, type Delivery } from './approval-cleared.ts';
import { loadRouting, recipientsOf } from './routing-data.ts';
import { usersOf } from '../identity/user-store.ts';

export function notificationMail(
  entry: OutboxEntry,
  solution: StoredSolution,
  publicUrl: string,
  architect?: User,
) {
  const name = opportunityLabel(solution.fields.name, solution.fields.organization);
  const link = `${publicUrl}/sales/solution/${solution.id}`;
  const client = solution.clientName || 'no client yet';
  if (entry.kind === 'partner-submitted') {
    return {
      subject: `Opportunity submitted: ${name}`,
      text: `${solution.modifiedBy.name} submitted the opportunity "${name}" for ${client}.\n\nOpen it in the Solution Portal: ${link}`,
    };
  }
  return {
    subject: `Solution architect assigned: ${name}`,
    text: `${architect?.name ?? 'A solution architect'} is now the solution architect of "${name}" for ${client}.\n\nOpen it in the Solution Portal: ${link}`,
  };
}

/** The settings' recipients ("the most specific row wins", ADR 0018), and the architect assigned. */
async function routedDelivery(
  services: Services,
  entry: OutboxEntry,
  solution: StoredSolution,
): Promise<Delivery> {
  const architect = entry.userId ? (await usersOf(services).read(entry.userId))?.item : undefined;
  const recipients: Delivery['recipients'] = recipientsOf(
    await loadRouting(services),
    solution,
    entry.kind === 'partner-submitted' ? 'solutionSubmitted' : 'architectAssigned',
  );
  if (architect && !recipients.some((r) => r.email.toLowerCase() === architect.email.toLowerCase())) {
    recipients.push({ email: architect.email, name: architect.name });
  }
  return { recipients, mail: notificationMail(entry, solution, services.settings.publicUrl, architect) };
}

export const runNotification: JobRunner = async ({ services, job }) => {
  const outbox = outboxOf(services);
  const stored = await outbox.read(job.payload.outboxId ?? '');
  if (!stored) throw new Error(`Outbox entry ${job.payload.outboxId} does not exist`);
  const entry = stored.item;
  if (entry.status === 'sent') return { text: 'Notification already sent' };
  const solution = (await solutionsOf(services).read(entry.solutionId))?.item;
  if (!solution) throw new Error(`Solution ${entry.solutionId} no longer exists`);
  const { recipients, mail } =
    entry.kind === 'approval-cleared'
      ? await approvalClearedDelivery(services, entry, solution)
      : await routedDelivery(services, entry, solution);
  if (mail) for (const to of recipients) await services.mail.send({ to: [to], ...mail });
  await outbox.replace(
    {
      ...entry,
      status: 'sent',
      sentAt: services.now().toISOString(),
      recipients: recipients.map((r) => r.email),
    },
    { ifMatch: stored.etag },
  );
  return { text: `Notification sent to ${recipients.length} recipient${recipients.length === 1 ? '' : 's'}` };
};
