/**
 * GET /api/notifications/counts (ADR 0023): the caller's counts, each the size of the solutions-list view it
 * links to, counted by the store with the list's own conditions (visibility restriction included).
 */
import { countHref, notificationCountsFor, type NotificationCount } from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import type { Services } from '../services.ts';
import { listConditions } from '../solutions/list.ts';
import { solutionRowsOf } from '../solutions/repository.ts';

export async function notificationCounts(services: Services, actor: Actor): Promise<NotificationCount[]> {
  const solutions = solutionRowsOf<{ id: string }>(services);
  return Promise.all(
    notificationCountsFor(actor.role).map(async (def) => ({
      key: def.key,
      label: def.label,
      count: await solutions.count(listConditions(actor, { view: def.key, pageSize: 1 })),
      href: countHref(def.key),
    })),
  );
}
