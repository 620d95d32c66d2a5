/**
 * GET /api/search (ADR 0023): the solutions the caller may see (the list's visibility conditions), the clients
 * when the role may find them, and the capabilities of the current catalogue as the role receives it. At most
 * 20 of each; a query under two characters finds nothing.
 */
import {
  catalogueFor,
  EMPTY_SEARCH_RESULTS,
  mayFindClients,
  SEARCH_GROUP_LIMIT,
  matchingCapabilities,
  searchTerm,
  solutionStage,
  type SearchResults,
  type SolutionStep,
} from '@portal/domain';
import { readCatalogueVersion } from '../catalogue/versions.ts';
import type { Actor } from '../http/current-user.ts';
import type { Services } from '../services.ts';
import { visibilityConditions } from '../solutions/list.ts';
import type { StoredSolution } from '../solutions/repository.ts';
import { solutionRowsOf } from '../solutions/repository.ts';
import { clientRowsOf } from '../reference/places-store.ts';

interface SolutionHitSource {
  id: string;
  clientName?: string | null;
  fields?: {
    name?: string | null;
    // What the stage reads (solutionStage), as the list's rows.
    organization?: string | null;
    roles?: StoredSolution['fields']['roles'] | null;
    isExportedToDeliver?: boolean | null;
  } | null;
  state?: { step?: SolutionStep | null } | null;
}

async function findSolutions(services: Services, actor: Actor, term: string) {
  const page = await solutionRowsOf<SolutionHitSource>(services).query({
    select: [
      'fields.name',
      'clientName',
      'state.step',
      'modifiedAt',
      'fields.organization',
      'fields.roles',
      'fields.isExportedToDeliver',
    ],
    where: [
      ...visibilityConditions(actor),
      {
        op: 'or',
        conditions: [
          { path: 'fields.name', op: 'contains', value: term },
          { path: 'clientName', op: 'contains', value: term },
          { path: 'id', op: 'contains', value: term },
        ],
      },
    ],
    orderBy: [{ path: 'modifiedAt', direction: 'desc' }],
    pageSize: SEARCH_GROUP_LIMIT,
  });
  return page.items.map(({ item }) => {
    const step = item.state?.step ?? 1;
    const fields = item.fields ?? {};
    return {
      id: item.id,
      name: fields.name ?? '',
      clientName: item.clientName ?? '',
      step,
      stage: solutionStage({
        fields: {
          organization: fields.organization ?? '',
          roles: fields.roles ?? undefined,
          isExportedToDeliver: fields.isExportedToDeliver === true,
        },
        state: { step },
      }),
    };
  });
}

async function findClients(services: Services, actor: Actor, term: string) {
  if (!mayFindClients(actor.role)) return [];
  const page = await clientRowsOf<{ id: string; name?: string | null }>(services).query({
    select: ['name'],
    where: [{ path: 'name', op: 'contains', value: term }],
    orderBy: [{ path: 'name', direction: 'asc' }],
    pageSize: SEARCH_GROUP_LIMIT,
  });
  return page.items.map(({ item }) => ({ id: item.id, name: item.name ?? '' }));
}

async function findCapabilities(services: Services, actor: Actor, term: string) {
  const current = await readCatalogueVersion(services);
  if (!current) return [];
  return matchingCapabilities(
    catalogueFor(actor.role, current.capabilities ?? []),
    current.areas ?? [],
    term,
  );
}

export async function search(services: Services, actor: Actor, q: string): Promise<SearchResults> {
  const term = searchTerm(q);
  if (!term) return EMPTY_SEARCH_RESULTS;
  const [solutions, clients, capabilities] = await Promise.all([
    findSolutions(services, actor, term),
    findClients(services, actor, term),
    findCapabilities(services, actor, term),
  ]);
  return { solutions, clients, capabilities };
}
