/**
 * The tab's presence reports (ADR 0021): POST /api/presence with this tab's id and page, one at a time and in
 * order, so a leave never overtakes the arrival before it. The last headers are kept, so the leave sent while the
 * page is being hidden or closed (fetch keepalive) needs nothing asynchronous.
 */
import { APP_VERSION, presenceStateSchema, type PresenceState } from '@portal/domain';
import { apiFetch, apiUrl, authHeaders } from '../api/client.ts';

/** This page load's tab id: a reload or a second tab is a new tab (the old one leaves on pagehide). */
const TAB_ID = (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`)
  .replace(/[^A-Za-z0-9]/g, '')
  .slice(0, 32)
  .padEnd(8, '0');

let queue: Promise<unknown> = Promise.resolve();
let lastHeaders: Record<string, string> | undefined;
/**
 * The page this tab was last reported on, set when the report is sent rather than when its answer comes: a tab
 * closed while its arrival is still in flight (the server may already have told the others) must still leave.
 * Undefined once it left.
 */
let reportedPage: string | undefined;

export function presenceTabId(): string {
  return TAB_ID;
}

/** Reports the tab's page (null: it left the presence pages) and returns who else is there. */
export function reportPresence(page: string | null): Promise<PresenceState> {
  const run = async () => {
    lastHeaders = await authHeaders();
    reportedPage = page ?? undefined;
    const state = await apiFetch('/presence', {
      method: 'POST',
      body: { tabId: TAB_ID, path: page, version: APP_VERSION },
      schema: presenceStateSchema,
    });
    // A leave sent meanwhile (pagehide) stands; otherwise the page as the server named it.
    if (reportedPage !== undefined) reportedPage = state.page ?? undefined;
    return state;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/** The leave sent from pagehide: synchronous, survives the page closing (keepalive). */
export function sendLeaveBeacon(): void {
  if (!reportedPage || !lastHeaders) return;
  reportedPage = undefined;
  try {
    void fetch(apiUrl('/presence'), {
      method: 'POST',
      keepalive: true,
      headers: { ...lastHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tabId: TAB_ID, path: null, version: APP_VERSION }),
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the row expires on its own.
  }
}
