/**
 * The capabilities admin's save (spec: POST /api/sales/configuration; ADR 0020): the whole capabilities tree,
 * If-Match naming the `current` version edited (428 without, 409 stale with the current version). A non-admin's
 * changes must all be inside items they own (403 naming the first item that is not). Each save writes a new
 * immutable version v{n+1} and then moves `current`; solutions keep reading the version they were built from.
 */
import {
  catalogueDiff,
  catalogueFor,
  duplicateCatalogueId,
  refusedCatalogueChange,
  summariseCatalogueDiff,
  type SaveCatalogueRequest,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import type { Services } from '../services.ts';
import {
  commitCatalogueVersion,
  readCurrentCatalogue,
  versionsOf,
  type Pointer,
  type StoredVersion,
} from './versions.ts';

const STALE_MESSAGE = 'Someone else saved the capabilities first. Reload to see their changes.';

async function staleConflict(services: Services, actor: Actor, pointer: Pointer, etag: string) {
  const stored = await versionsOf(services).read(`v${pointer.version}`);
  const { id: _id, ...body } = (stored?.item ?? {}) as StoredVersion;
  return conflict(STALE_MESSAGE, {
    current: { ...body, capabilities: catalogueFor(actor.role, body.capabilities ?? []), etag },
  });
}

/** The saved catalogue as the actor may see it, its ETag and the status: 201 for a new version, 200 for none. */
export interface CatalogueSaved {
  catalogue: Omit<StoredVersion, 'id'>;
  etag: string;
  status: 200 | 201;
}

export async function saveCatalogue(
  services: Services,
  actor: Actor,
  body: SaveCatalogueRequest,
  ifMatch: string,
): Promise<CatalogueSaved> {
  const duplicate = duplicateCatalogueId(body.capabilities);
  if (duplicate)
    throw badRequest(`The id '${duplicate}' is used by more than one capability or action.`, {
      fields: { capabilities: [`duplicate id ${duplicate}`] },
    });

  const { pointer: current, etag, version: before } = await readCurrentCatalogue(services);
  if (etag !== ifMatch) throw await staleConflict(services, actor, current, etag);

  const changes = catalogueDiff(before.capabilities, body.capabilities);
  const refused = refusedCatalogueChange(
    before.capabilities,
    body.capabilities,
    { role: actor.role, email: actor.user.email },
    changes,
  );
  if (refused) throw forbidden(refused.message);

  const respond = (version: StoredVersion, etag: string, status: 200 | 201 = 200): CatalogueSaved => {
    const { id: _id, ...rest } = version;
    return {
      catalogue: { ...rest, capabilities: catalogueFor(actor.role, rest.capabilities) },
      etag,
      status,
    };
  };
  // Nothing changed: no new version (the admin pressed Save Changes twice).
  if (changes.length === 0) return respond(before, etag);

  const { version: next, etag: nextEtag } = await commitCatalogueVersion(
    services,
    actor,
    before,
    body.capabilities,
    ifMatch,
    {
      message: STALE_MESSAGE,
      conflict: (pointer, latestEtag) => staleConflict(services, actor, pointer, latestEtag),
    },
  );
  await recordAudit(services, actor, {
    area: 'capabilities',
    action: 'update',
    target: { id: next.id, name: `Catalogue version ${next.version}` },
    before: { version: before.version },
    after: { version: next.version, summary: summariseCatalogueDiff(changes) },
  });
  return respond(next, nextEtag, 201);
}
