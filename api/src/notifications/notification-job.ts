/** The 'notification' job: who is told (notification settings for the solution's geography) and what. */
import { opportunityLabel, type NotificationSetting, type Region, type User } from '@portal/domain';
import type { JobRunner } from '../jobs/job-runner.ts';
import { readReference } from '../reference/reference-store.ts';
import { solutionsOf, type StoredSolution } from '../solutions/repository.ts';
import { inScope } from '../summaries/send-summaries.ts';
import type { Services } from '../services.ts';
import { outboxOf, type OutboxEntry } from './notify.ts';

async function recipientsFor(
  services: Services,
  solution: StoredSolution,
  flag: 'solutionSubmitted' | 'architectAssigned',
): Promise<{ email: string; name?: string }[]> {
  const settings = (await readReference<NotificationSetting[]>(services, 'notifications')) ?? [];
  const regions = new Map(((await readReference<Region[]>(services, 'regions')) ?? []).map((r) => [r.id, r]));
  const out = new Map<string, { email: string; name?: string }>();
  for (const s of settings) {
    if (s.notifications[flag] && inScope(s, solution, regions)) {
      out.set(s.recipient.email.toLowerCase(), { email: s.recipient.email, name: s.recipient.name });
    }
  }
  return [...out.values()];
}

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

export const runNotification: JobRunner = async ({ services, job }) => {
  const outbox = outboxOf(services);
  const stored = await outbox.read(job.payload.outboxId ?? '');
  if (!stored) throw new Error(`Outbox entry ${job.payload.outboxId} does not exist`);
  const entry = stored.item;
  if (entry.status === 'sent') return { text: 'Notification already sent' };
  const solution = (await solutionsOf(services).read(entry.solutionId))?.item;
  if (!solution) throw new Error(`Solution ${entry.solutionId} no longer exists`);
  const architect = entry.userId
    ? (await services.store.container<User>('users').read(entry.userId))?.item
    : undefined;
  const recipients = await recipientsFor(
    services,
    solution,
    entry.kind === 'partner-submitted' ? 'solutionSubmitted' : 'architectAssigned',
  );
  if (architect && !recipients.some((r) => r.email.toLowerCase() === architect.email)) {
    recipients.push({ email: architect.email, name: architect.name });
  }
  const mail = notificationMail(entry, solution, services.settings.publicUrl, architect);
  for (const to of recipients) await services.mail.send({ to: [to], ...mail });
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
