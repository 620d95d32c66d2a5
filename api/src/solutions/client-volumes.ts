/**
 * The client keeps the volumes of its last solution (issue 32, ADR 0060), for its next one: written after a
 * solution's save, beside the client's own record (`fields`, which only admins change).
 */
import { clientAccess, sameVolumes, type SalesClient, type Volumes } from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import { clientViewer, type Actor } from '../http/current-user.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import type { Services } from '../services.ts';

/** How often keeping a solution's volumes tries again when the client changed under it. */
const KEEP_VOLUMES_TRIES = 3;

/**
 * Keep a solution's volumes with its client for the client's next solution (issue 32, ADR 0060): only for those who
 * read the whole client record (provider staff), only when they differ from those kept; audited. A client changed
 * under it (an admin's edit) is read again; after a few tries the volumes are left as they were (the solution
 * itself is saved whatever happens here).
 */
export async function keepClientVolumes(
  services: Services,
  actor: Actor,
  clientId: string,
  volumes: Volumes,
) {
  if (clientAccess(clientViewer(actor), clientId) !== 'full') return;
  const clients = services.store.container<SalesClient>('clients');
  for (let attempt = 0; attempt < KEEP_VOLUMES_TRIES; attempt += 1) {
    const stored = await clients.read(clientId);
    if (!stored || sameVolumes(stored.item.volumes, volumes)) return;
    const next: SalesClient = { ...stored.item, volumes };
    try {
      await clients.replace(next, { ifMatch: stored.etag });
    } catch (err) {
      if (err instanceof PreconditionFailedError) continue;
      throw err;
    }
    await recordAudit(services, actor, {
      area: 'clients',
      action: 'update',
      target: { id: clientId, name: stored.item.name },
      before: stored.item,
      after: next,
    });
    return;
  }
}
