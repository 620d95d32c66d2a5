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
  saveCatalogueRequestSchema,
  summariseCatalogueDiff,
  type Catalogue,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { parseBody } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { ConflictError, PreconditionFailedError, type Container } from '../ports/store.ts';
import { requireIfMatch } from '../reference/reference-writes.ts';
import type { Services } from '../services.ts';

type StoredVersion = Catalogue & { id: string };
type Pointer = { id: string; version: number };

const STALE_MESSAGE = 'Someone else saved the capabilities first. Reload to see their changes.';
/** A version written by a save that never moved `current` (a crash in between) may be replaced after this. */
const ORPHAN_AFTER_MS = 60_000;

const versionsOf = (services: Services) => services.store.container<StoredVersion | Pointer>('catalogue');

async function staleConflict(services: Services, actor: Actor, pointer: Pointer, etag: string) {
  const stored = await versionsOf(services).read(`v${pointer.version}`);
  const { id: _id, ...body } = (stored?.item ?? {}) as StoredVersion;
  return conflict(STALE_MESSAGE, {
    current: { ...body, capabilities: catalogueFor(actor.role, body.capabilities ?? []), etag },
  });
}

/** Writes v{n}: create, or replace a version left behind by a save that never moved `current`. */
async function writeVersion(container: Container<StoredVersion | Pointer>, doc: StoredVersion, now: Date) {
  try {
    await container.create(doc);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const orphan = await container.read(doc.id);
    const at = Date.parse((orphan?.item as StoredVersion | undefined)?.createdAt ?? '');
    if (!orphan || !(now.getTime() - at > ORPHAN_AFTER_MS)) throw conflict(STALE_MESSAGE);
    await container.replace(doc, { ifMatch: orphan.etag });
  }
}

export const catalogueRoutes = defineRoutes([
  {
    name: 'configuration-capabilities-save',
    methods: ['POST'],
    route: 'sales/configuration',
    policy: 'capabilityAdmin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveCatalogueRequestSchema);
      const ifMatch = requireIfMatch(req);
      const duplicate = duplicateCatalogueId(body.capabilities);
      if (duplicate)
        throw badRequest(`The id '${duplicate}' is used by more than one capability or action.`, {
          fields: { capabilities: [`duplicate id ${duplicate}`] },
        });

      const container = versionsOf(services);
      const pointer = await container.read('current');
      if (!pointer) throw notFound('The capability catalogue');
      const current = pointer.item as Pointer;
      if (pointer.etag !== ifMatch) throw await staleConflict(services, actor, current, pointer.etag);
      const stored = await container.read(`v${current.version}`);
      if (!stored) throw notFound('The current capability catalogue');
      const before = stored.item as StoredVersion;

      const changes = catalogueDiff(before.capabilities, body.capabilities);
      const refused = refusedCatalogueChange(
        before.capabilities,
        body.capabilities,
        { role: actor.role, email: actor.user.email },
        changes,
      );
      if (refused) throw forbidden(refused.message);

      const respond = (version: StoredVersion, etag: string, status = 200) => {
        const { id: _id, ...rest } = version;
        return json({ ...rest, capabilities: catalogueFor(actor.role, rest.capabilities) }, status, {
          ETag: etag,
        });
      };
      // Nothing changed: no new version (the admin pressed Save Changes twice).
      if (changes.length === 0) return respond(before, pointer.etag);

      const now = services.now();
      const next: StoredVersion = {
        id: `v${current.version + 1}`,
        version: current.version + 1,
        areas: before.areas,
        capabilities: body.capabilities,
        createdAt: now.toISOString(),
        createdBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
      };
      await writeVersion(container, next, now);
      let moved;
      try {
        moved = await container.replace({ id: 'current', version: next.version }, { ifMatch });
      } catch (err) {
        if (err instanceof PreconditionFailedError) {
          const latest = await container.read('current');
          throw await staleConflict(
            services,
            actor,
            (latest?.item ?? current) as Pointer,
            latest?.etag ?? '',
          );
        }
        throw err;
      }
      await recordAudit(services, actor, {
        area: 'capabilities',
        action: 'update',
        target: { id: next.id, name: `Catalogue version ${next.version}` },
        before: { version: before.version },
        after: { version: next.version, summary: summariseCatalogueDiff(changes) },
      });
      return respond(next, moved.etag, 201);
    },
  },
]);
