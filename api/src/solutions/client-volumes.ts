/**
 * The client keeps the volumes of its last solution (issue 32, ADR 0060), for its next one: written after a
 * solution's save, beside the client's own record (`fields`, which only admins change).
 */
import { clientAccess, sameVolumes, type SalesClient, type Volumes } from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import { clientViewer, type Actor } from '../http/current-user.ts';
import { updateWithEtag } from '../ports/update-with-etag.ts';
import type { Services } from '../services.ts';
import { clientsOf } from '../reference/places-store.ts';

/**
 * Keep a solution's volumes with its client for the client's next solution (issue 32, ADR 0060): only for those who
 * read the whole client record (provider staff), only when they differ from those kept; audited. A client changed
 * under it (an admin's edit) is read again (updateWithEtag); the solution itself is saved whatever happens here.
 */
export async function keepClientVolumes(
  services: Services,
  actor: Actor,
  clientId: string,
  volumes: Volumes,
) {
  if (clientAccess(clientViewer(actor), clientId) !== 'full') return;
  let before: SalesClient | undefined;
  const saved = await updateWithEtag(clientsOf(services), clientId, (current) => {
    if (sameVolumes(current.volumes, volumes)) return undefined;
    before = current;
    return { ...current, volumes };
  });
  if (!saved || !before) return;
  await recordAudit(services, actor, {
    area: 'clients',
    action: 'update',
    target: { id: clientId, name: saved.item.name },
    before,
    after: saved.item,
  });
}
