/**
 * The scheduled daily and weekly summaries: each solution changed in the period is routed like a notification
 * (its solution areas and place, "the most specific row wins" for dailySummary or weeklySymmary, ADR 0018), and
 * each recipient gets one e-mail listing the solutions routed to them. Nobody gets an e-mail about nothing.
 */
import {
  formatTimestamp,
  opportunityLabel,
  solutionStage,
  type NotificationKind,
  escapeHtml,
} from '@portal/domain';
import { loadRouting, recipientsOf } from '../notifications/routing-data.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';
import { solutionsOf } from '../solutions/repository.ts';

export type SummaryPeriod = 'daily' | 'weekly';

const PERIOD_MS: Record<SummaryPeriod, number> = { daily: 24 * 3600_000, weekly: 7 * 24 * 3600_000 };

const KIND: Record<SummaryPeriod, NotificationKind> = { daily: 'dailySummary', weekly: 'weeklySymmary' };

async function changedSince(services: Services, since: Date): Promise<StoredSolution[]> {
  const out: StoredSolution[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await solutionsOf(services).query({
      where: [{ path: 'modifiedAt', op: 'ge', value: since.toISOString() }],
      orderBy: [{ path: 'modifiedAt', direction: 'desc' }],
      pageSize: 500,
      ...(continuationToken ? { continuationToken } : {}),
    });
    out.push(...page.items.map((s) => s.item));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out;
}

export function summaryMail(period: SummaryPeriod, solutions: StoredSolution[], publicUrl: string) {
  const label = period === 'daily' ? 'Daily' : 'Weekly';
  const count = `${solutions.length} solution${solutions.length === 1 ? '' : 's'} changed`;
  const rows = solutions.map((s) => ({
    name: opportunityLabel(s.fields.name, s.fields.organization),
    client: s.clientName || '—',
    stage: solutionStage(s),
    updated: formatTimestamp(s.modifiedAt),
    by: s.modifiedBy.name,
    link: `${publicUrl}/sales/solution/${s.id}`,
  }));
  const text = [
    `${label} summary of the Solution Portal: ${count}.`,
    '',
    ...rows.map((r) => `- ${r.name} (${r.client}): ${r.stage}, updated ${r.updated} by ${r.by}\n  ${r.link}`),
  ].join('\n');
  const html =
    `<p>${label} summary of the Solution Portal: ${count}.</p><table cellpadding="4" border="1" style="border-collapse:collapse">` +
    '<tr><th>Opportunity</th><th>Client</th><th>Stage</th><th>Updated</th><th>By</th></tr>' +
    rows
      .map(
        (r) =>
          `<tr><td><a href="${escapeHtml(r.link)}">${escapeHtml(r.name)}</a></td><td>${escapeHtml(r.client)}</td>` +
          `<td>${escapeHtml(r.stage)}</td><td>${escapeHtml(r.updated)}</td><td>${escapeHtml(r.by)}</td></tr>`,
      )
      .join('') +
    '</table>';
  return { subject: `Solution Portal ${period} summary: ${count}`, text, html };
}

/** Sends the summaries for the period ending now; returns how many e-mails were sent. */
export async function sendSummaries(services: Services, period: SummaryPeriod): Promise<number> {
  const routing = await loadRouting(services);
  if (!routing.settings.some((s) => s.notifications[KIND[period]])) return 0;
  const changed = await changedSince(services, new Date(services.now().getTime() - PERIOD_MS[period]));
  const byRecipient = new Map<string, { email: string; name: string; solutions: StoredSolution[] }>();
  for (const solution of changed) {
    for (const to of recipientsOf(routing, solution, KIND[period])) {
      const key = to.email.toLowerCase();
      const entry = byRecipient.get(key) ?? { email: to.email, name: to.name, solutions: [] };
      entry.solutions.push(solution);
      byRecipient.set(key, entry);
    }
  }
  let sent = 0;
  for (const { email, name, solutions } of byRecipient.values()) {
    // changedSince reads newest first, so each list is already in that order.
    await services.mail.send({
      to: [{ email, name }],
      ...summaryMail(period, solutions, services.settings.publicUrl),
    });
    sent++;
  }
  return sent;
}
