/** The solutions list query: the view the user chose, always narrowed by what the actor may see. */
import {
  DEFAULT_REGION_ID,
  OPEN_BELOW_STEP,
  REVIEW_STEP,
  solutionViewsFor,
  visibilityRestriction,
  type SolutionListQuery,
} from '@portal/domain';
import { forbidden } from '../http/errors.ts';
import type { Actor } from '../http/current-user.ts';
import type { Condition } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { LIST_FIELDS, toListItem, type ListSource } from './repository.ts';
import { solutionRowsOf } from './repository.ts';

/** What the actor may see at all (solutions/access.ts): every list, search and count query carries it. */
export function visibilityConditions(actor: Actor): Condition[] {
  const me = actor.user.id;
  const restriction = visibilityRestriction({ id: me, role: actor.role });
  if (restriction.kind === 'none') return [];
  return [
    {
      op: 'or',
      conditions: [
        { path: 'userId', op: 'eq', value: me },
        { path: 'assigneeIds', op: 'arrayContains', value: me },
      ],
    },
  ];
}

export function listConditions(actor: Actor, query: SolutionListQuery): Condition[] {
  const me = actor.user.id;
  if (!solutionViewsFor(actor.role).includes(query.view)) {
    throw forbidden('This view of the solutions list is not available to your role.');
  }
  const where: Condition[] = visibilityConditions(actor);
  switch (query.view) {
    case 'created':
      where.push({ path: 'userId', op: 'eq', value: me });
      break;
    case 'assigned':
      where.push({ path: 'assigneeIds', op: 'arrayContains', value: me });
      break;
    case 'region':
      where.push({
        path: 'fields.regionId',
        op: 'eq',
        value: query.region || actor.user.regionId || DEFAULT_REGION_ID,
      });
      break;
    case 'all':
      break;
    // The notification counts' views (ADR 0023): each lists exactly what its count counts.
    case 'approvals':
      where.push({ path: 'waitingApproverIds', op: 'arrayContains', value: me });
      break;
    case 'assigned-open':
      where.push(
        { path: 'assigneeIds', op: 'arrayContains', value: me },
        { path: 'state.step', op: 'lt', value: OPEN_BELOW_STEP },
      );
      break;
    case 'in-review':
      where.push({ path: 'state.step', op: 'eq', value: REVIEW_STEP });
      break;
  }
  return where;
}

export async function listSolutions(services: Services, actor: Actor, query: SolutionListQuery) {
  const page = await solutionRowsOf<ListSource>(services).query({
    select: LIST_FIELDS,
    where: listConditions(actor, query),
    orderBy: [{ path: 'modifiedAt', direction: 'desc' }],
    pageSize: query.pageSize,
    ...(query.continuationToken ? { continuationToken: query.continuationToken } : {}),
  });
  return {
    items: page.items.map(({ item }) => toListItem(item)),
    ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
  };
}

/**
 * The names of the solutions the actor can see that contain `text` (case aside): the names an imported solution
 * must not repeat (issue 30).
 */
export async function visibleSolutionNames(
  services: Services,
  actor: Actor,
  text: string,
): Promise<string[]> {
  const names: string[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await solutionRowsOf<{ id: string; fields?: { name?: string | null } | null }>(
      services,
    ).query({
      select: ['fields.name'],
      where: [...visibilityConditions(actor), { path: 'fields.name', op: 'contains', value: text }],
      pageSize: 1000,
      ...(continuationToken ? { continuationToken } : {}),
    });
    for (const { item } of page.items) if (item.fields?.name) names.push(item.fields.name);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return names;
}
