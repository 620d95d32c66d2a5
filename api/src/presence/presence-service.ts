/**
 * Presence (ADR 0021): one row per user and browser tab in the 'presence' container, naming the page the tab
 * shows and when it last reported. A report moves the tab's row (arrival, heartbeat, another page) or deletes
 * it (leave); when a page gains or loses someone, each remaining viewer gets their own list pushed with
 * sendToUser (lists differ per organisation, so no group broadcast). Expired rows are removed when a page is
 * read. Works the same on Azure Web PubSub and the local endpoint: only REST sends, no upstream event handler.
 */
import {
  APP_VERSION,
  canReadSolution,
  mayViewAdminPage,
  presenceAudience,
  presencePageOf,
  presenceViewers,
  isPresenceRowLive,
  organizationOf,
  type PresencePage,
  type PresencePush,
  type PresenceReport,
  type PresenceRow,
  type PresenceState,
} from '@portal/domain';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { Actor } from '../http/current-user.ts';
import { scopeOf, solutionsOf } from '../solutions/repository.ts';
import type { Services } from '../services.ts';

export const presenceOf = (services: Services) => services.store.container<PresenceRow>('presence');

/** More rows than this on one page is not a real audience; the rest are ignored. */
const MAX_ROWS_PER_PAGE = 500;

/** The page of a reported path, checked against what the actor may see (404 for a solution they may not). */
async function resolvePage(services: Services, actor: Actor, path: string): Promise<PresencePage> {
  const page = presencePageOf(path);
  if (!page) {
    throw badRequest(
      'This page has no presence: only admin pages and saved solutions show who else is viewing.',
      {
        fields: { path: 'is not an admin page or a saved solution' },
      },
    );
  }
  if (page.kind === 'admin') {
    if (!mayViewAdminPage(actor.role, page.segments))
      throw forbidden('Your role does not open this admin page.');
    return page;
  }
  const stored = await solutionsOf(services).read(page.solutionId);
  if (!stored || !canReadSolution({ id: actor.user.id, role: actor.role }, scopeOf(stored.item))) {
    throw notFound('The solution');
  }
  return page;
}

/** The live rows of a page; expired ones are deleted on the way (best effort). */
async function rowsOf(services: Services, page: string, now: number): Promise<PresenceRow[]> {
  const container = presenceOf(services);
  const result = await container.query({
    where: [{ path: 'page', op: 'eq', value: page }],
    pageSize: MAX_ROWS_PER_PAGE,
  });
  const live: PresenceRow[] = [];
  for (const { item, etag } of result.items) {
    if (isPresenceRowLive(item, now)) live.push(item);
    else void container.delete(item.id, { ifMatch: etag }).catch(() => undefined);
  }
  return live;
}

/** Tells everyone still on the page (but the actor) who is there now, each their own list. */
async function announce(
  services: Services,
  page: string,
  now: number,
  except: string,
): Promise<PresenceRow[]> {
  const rows = await rowsOf(services, page, now);
  const audience = presenceAudience(rows, page, now, except);
  const results = await Promise.allSettled(
    audience.map((viewer) => {
      const message: PresencePush = {
        type: 'presence',
        page,
        viewers: presenceViewers(rows, viewer, page, now),
      };
      return services.push.sendToUser(viewer.userId, message);
    }),
  );
  for (const r of results)
    if (r.status === 'rejected') console.warn('A presence update was not pushed', r.reason);
  return rows;
}

export async function reportPresence(
  services: Services,
  actor: Actor,
  report: PresenceReport,
): Promise<PresenceState> {
  const now = services.now();
  const nowMs = now.getTime();
  const page = report.path === null ? undefined : await resolvePage(services, actor, report.path);
  // The role in effect decides the organisation (a demo role switch included), as it decides everything else.
  const organization = organizationOf(actor.role);
  const container = presenceOf(services);
  const id = `${actor.user.id}.${report.tabId}`;
  const before = await container.read(id);
  const previous = before && isPresenceRowLive(before.item, nowMs) ? before.item.page : undefined;

  if (!page) {
    if (before) await container.delete(id);
  } else {
    const row: PresenceRow = {
      id,
      userId: actor.user.id,
      tabId: report.tabId,
      name: actor.user.name,
      organization,
      page: page.page,
      enteredAt: previous === page.page && before ? before.item.enteredAt : now.toISOString(),
      seenAt: now.toISOString(),
    };
    await container.upsert(row);
  }

  // Only arrivals and departures are pushed; a heartbeat changes nobody's list.
  const left =
    previous && previous !== page?.page ? announce(services, previous, nowMs, actor.user.id) : undefined;
  if (!page) {
    await left;
    return { page: null, viewers: [], version: APP_VERSION };
  }
  const [rows] = await Promise.all([
    previous !== page.page
      ? announce(services, page.page, nowMs, actor.user.id)
      : rowsOf(services, page.page, nowMs),
    left,
  ]);
  const viewer = { userId: actor.user.id, organization };
  return { page: page.page, viewers: presenceViewers(rows, viewer, page.page, nowMs), version: APP_VERSION };
}
