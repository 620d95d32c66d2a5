/**
 * POST /sales/configuration/roles (docs/reference-admin.md): the admin's whole list of capability roles. The AEP role
 * and level are resolved from the stored talent communities and staffing levels (names sent are ignored), new roles
 * get an id, two roles may not share a name, and a role that the current catalogue or a stored solution still uses
 * cannot be deleted (409 naming it), so no solution silently loses the team, location or level of its people.
 */
import {
  removedRoleIds,
  resolveCapabilityRoles,
  rolesInUseMessage,
  staticRoleIdsIn,
  type Capability,
  type CapabilityRole,
  type SaveCapabilityRolesRequest,
  type StaffingResourceLevel,
  type TalentCommunity,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { solutionsOf } from '../solutions/repository.ts';
import { readReference, referenceOf } from '../reference/reference-store.ts';
import { replaceReference } from '../reference/reference-writes.ts';
import { readCatalogueVersion } from '../catalogue/versions.ts';

/** Which of `ids` the current catalogue uses, and how many stored solutions use any of them. */
async function roleUse(services: Services, ids: readonly string[]) {
  const wanted = new Set(ids);
  const used = new Set<string>();
  const version = await readCatalogueVersion(services);
  const inCatalogue = [...staticRoleIdsIn(version?.capabilities)].filter((id) => wanted.has(id));
  inCatalogue.forEach((id) => used.add(id));
  let solutions = 0;
  let continuationToken: string | undefined;
  do {
    const page = await solutionsOf(services).query({
      select: ['state.items'],
      pageSize: 200,
      ...(continuationToken ? { continuationToken } : {}),
    });
    for (const { item } of page.items) {
      const inSolution = [...staticRoleIdsIn(item.state?.items as Capability[] | undefined)].filter((id) =>
        wanted.has(id),
      );
      if (inSolution.length) {
        solutions += 1;
        inSolution.forEach((id) => used.add(id));
      }
    }
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return { used: [...used], catalogue: inCatalogue.length > 0, solutions };
}

export async function saveCapabilityRoles(
  services: Services,
  actor: Actor,
  body: SaveCapabilityRolesRequest,
  ifMatch: string,
) {
  const [stored, communities, levels] = await Promise.all([
    referenceOf(services).read('roles'),
    readReference<TalentCommunity[]>(services, 'talent-communities'),
    readReference<StaffingResourceLevel[]>(services, 'staffing-levels'),
  ]);
  if (!stored) throw notFound('The roles catalogue');
  const resolved = resolveCapabilityRoles(
    body.roles,
    { communities: communities ?? [], levels: levels ?? [] },
    () => `role-${randomUUID()}`,
  );
  if (!resolved.ok) {
    const first = Object.values(resolved.fields)[0]!;
    throw badRequest(`${first} Correct it and try again.`, { fields: resolved.fields });
  }
  const before = stored.item.value as CapabilityRole[];
  const removed = removedRoleIds(before, resolved.roles);
  if (removed.length) {
    // A stale list is answered as a conflict first (the role may have been added by another admin meanwhile).
    if (stored.etag !== ifMatch)
      throw conflict('Someone else changed this first. Reload to see their changes.', { current: before });
    const use = await roleUse(services, removed);
    if (use.used.length) {
      const names = before.filter((r) => use.used.includes(r.id)).map((r) => r.name);
      throw conflict(rolesInUseMessage(names, use), { inUse: use.used });
    }
  }
  return replaceReference(services, actor, 'roles', resolved.roles, ifMatch);
}
