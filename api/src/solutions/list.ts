/** The solutions list query: the view the user chose, always narrowed by what the actor may see. */
import {
  DEFAULT_REGION_ID,
  solutionViewsFor,
  visibilityRestriction,
  type SolutionListQuery,
} from '@portal/domain';
import { forbidden } from '../http/errors.ts';
import type { Actor } from '../http/current-user.ts';
import type { Condition } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { LIST_FIELDS, toListItem, type ListSource } from './repository.ts';

export function listConditions(actor: Actor, query: SolutionListQuery): Condition[] {
  const me = actor.user.id;
  if (!solutionViewsFor(actor.role).includes(query.view)) {
    throw forbidden('This view of the solutions list is not available to your role.');
  }
  const where: Condition[] = [];
  const restriction = visibilityRestriction({ id: me, role: actor.role });
  if (restriction.kind === 'own') {
    where.push({
      op: 'or',
      conditions: [
        { path: 'userId', op: 'eq', value: me },
        { path: 'assigneeIds', op: 'arrayContains', value: me },
      ],
    });
  }
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
  }
  return where;
}

export async function listSolutions(services: Services, actor: Actor, query: SolutionListQuery) {
  const page = await services.store.container<ListSource>('solutions').query({
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
