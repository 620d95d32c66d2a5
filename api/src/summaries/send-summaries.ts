/**
 * The scheduled daily and weekly summaries: each recipient whose notification settings ask for it gets one
 * e-mail listing the solutions changed in the period within the geography of their settings (global, an area,
 * a region or a country). Nobody gets an e-mail about nothing.
 */
import {
  formatTimestamp,
  opportunityLabel,
  stageLabel,
  type NotificationSetting,
  type Region,
} from '@portal/domain';
import { readReference } from '../reference/reference-store.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import type { Services } from '../services.ts';

export type SummaryPeriod = 'daily' | 'weekly';

const PERIOD_MS: Record<SummaryPeriod, number> = { daily: 24 * 3600_000, weekly: 7 * 24 * 3600_000 };

function wants(setting: NotificationSetting, period: SummaryPeriod): boolean {
  return period === 'daily' ? setting.notifications.dailySummary : setting.notifications.weeklySymmary;
}

export function inScope(
  setting: NotificationSetting,
  solution: StoredSolution,
  regions: Map<string, Region>,
): boolean {
  const regionId = solution.fields.regionId;
  if (setting.globalCountryId) return solution.salesCountry?.id === setting.globalCountryId;
  if (setting.globalRegionId) return regionId === setting.globalRegionId;
  if (setting.globalAreaId) return !!regionId && regions.get(regionId)?.areaId === setting.globalAreaId;
  return true;
}

async function changedSince(services: Services, since: Date): Promise<StoredSolution[]> {
  const out: StoredSolution[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await services.store.container<StoredSolution>('solutions').query({
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function summaryMail(period: SummaryPeriod, solutions: StoredSolution[], publicUrl: string) {
  const label = period === 'daily' ? 'Daily' : 'Weekly';
  const count = `${solutions.length} solution${solutions.length === 1 ? '' : 's'} changed`;
  const rows = solutions.map((s) => ({
    name: opportunityLabel(s.fields.name, s.fields.organization),
    client: s.clientName || '—',
    stage: stageLabel(s.state.step),
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
  const settings = (await readReference<NotificationSetting[]>(services, 'notifications')) ?? [];
  const wanted = settings.filter((s) => wants(s, period));
  if (!wanted.length) return 0;
  const regions = new Map(((await readReference<Region[]>(services, 'regions')) ?? []).map((r) => [r.id, r]));
  const changed = await changedSince(services, new Date(services.now().getTime() - PERIOD_MS[period]));
  const byRecipient = new Map<string, { name: string; solutions: Map<string, StoredSolution> }>();
  for (const setting of wanted) {
    const email = setting.recipient.email.toLowerCase();
    const entry = byRecipient.get(email) ?? { name: setting.recipient.name, solutions: new Map() };
    for (const s of changed) if (inScope(setting, s, regions)) entry.solutions.set(s.id, s);
    byRecipient.set(email, entry);
  }
  let sent = 0;
  for (const [email, { name, solutions }] of byRecipient) {
    if (!solutions.size) continue;
    const list = [...solutions.values()].sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
    await services.mail.send({
      to: [{ email, name }],
      ...summaryMail(period, list, services.settings.publicUrl),
    });
    sent++;
  }
  return sent;
}
