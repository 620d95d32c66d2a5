/**
 * Admin writes of reference catalogues: If-Match required, stale writes refused, who and when recorded, and the
 * change written to the audit trail under its area.
 */
import type { AuditArea } from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { conflict, notFound } from '../http/errors.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { referenceOf, type ReferenceDoc, type ReferenceName } from './reference-store.ts';

/** The audit area of each reference catalogue an admin can write. */
const AUDIT_AREA: Partial<Record<ReferenceName, AuditArea>> = {
  settings: 'settings',
  roles: 'roles',
  notifications: 'notifications',
  templates: 'templates',
  'security-controls': 'controls',
  offerings: 'offerings',
};

export async function replaceReference(
  services: Services,
  actor: Actor,
  name: ReferenceName,
  value: unknown,
  ifMatch: string,
) {
  const container = referenceOf(services);
  const current = await container.read(name);
  if (!current) throw notFound(`The ${name} catalogue`);
  const doc: ReferenceDoc = {
    id: name,
    value,
    modifiedAt: services.now().toISOString(),
    modifiedBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
  };
  try {
    const saved = await container.replace(doc, { ifMatch });
    const area = AUDIT_AREA[name];
    if (area)
      await recordAudit(services, actor, {
        area,
        action: 'update',
        target: { id: name, name },
        before: current.item.value,
        after: value,
      });
    return saved;
  } catch (err) {
    if (err instanceof PreconditionFailedError) {
      throw conflict('Someone else changed this first. Reload to see their changes.', {
        current: current.item.value,
      });
    }
    throw err;
  }
}
