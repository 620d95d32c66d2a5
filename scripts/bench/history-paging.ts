/**
 * Issue 22's "a history of 500 entries paged": one solution's audit trail of 500 accepted saves (each a handful of
 * changes, as a week of bid work writes them), read through the local host as the History tab reads it: the first
 * page of 25 (median of 20 reads), and every entry in pages of 100 following the continuation token.
 */
import type { HistoryChange, HistoryEntry, Page, PersonRef } from '@portal/domain';
import { historyOf } from '../../api/src/history/history-store.ts';
import type { Services } from '../../api/src/services.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function changesOf(i: number): HistoryChange[] {
  const cap = `Capability ${i % 40}`;
  return [
    { area: 'sizes', path: `size:cap-${i % 40}`, label: `Size of ${cap}`, before: 'M', after: 'L' },
    { area: 'scope', path: `action:act-${i}`, label: `Action ${i} of ${cap}`, after: 'Added to scope' },
    { area: 'estimate', path: 'estimate.price', label: 'Price', before: '£52,924', after: '£54,310' },
    {
      area: 'details',
      path: 'fields.proposalStatus',
      label: 'Proposal status',
      before: 'Draft',
      after: 'Sent',
    },
  ];
}

export async function measureHistoryPaging(
  services: Services,
  {
    url,
    token,
    solutionId,
    by,
    quick,
  }: { url: string; token: string; solutionId: string; by: PersonRef; quick: boolean },
) {
  const entries = quick ? 30 : 500;
  const history = historyOf(services);
  const start = Date.now() - entries * 60_000;
  for (let i = 0; i < entries; i++) {
    const changes = changesOf(i);
    await history.create({
      id: `${solutionId}-bench-${i}`,
      solutionId,
      at: new Date(start + i * 60_000).toISOString(),
      by,
      changes,
      partnerChanges: changes.filter((c) => c.area !== 'estimate'),
    });
  }
  const headers = { Authorization: `Bearer ${token}` };
  const read = async (query: string) => {
    const res = await fetch(`${url}/api/sales/solutions/${solutionId}/history?${query}`, { headers });
    if (res.status !== 200) throw new Error(`history page answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Page<HistoryEntry>;
  };
  const firstPage: number[] = [];
  for (let i = 0; i < (quick ? 3 : 20); i++) {
    const t = performance.now();
    const page = await read('pageSize=25');
    firstPage.push(performance.now() - t);
    if (page.items.length !== Math.min(25, entries))
      throw new Error(`first page has ${page.items.length} entries`);
  }
  const t = performance.now();
  let seen = 0;
  let pages = 0;
  let continuationToken: string | undefined;
  do {
    const page = await read(
      `pageSize=100${continuationToken ? `&continuationToken=${encodeURIComponent(continuationToken)}` : ''}`,
    );
    seen += page.items.length;
    pages += 1;
    continuationToken = page.continuationToken;
  } while (continuationToken);
  const walk = performance.now() - t;
  if (seen !== entries) throw new Error(`the pages held ${seen} of ${entries} entries`);
  return {
    entries,
    firstPageMs: Number(median(firstPage).toFixed(1)),
    walkMs: Number(walk.toFixed(1)),
    pages,
  };
}
