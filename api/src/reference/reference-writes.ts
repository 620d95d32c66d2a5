/**
 * Admin writes of reference catalogues: If-Match required, stale writes refused, who and when recorded, and the
 * change written to the audit trail under its area.
 */
import type { AuditArea } from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { conflict, notFound } from '../http/errors.ts';
import { PreconditionFailedError } from '../ports/store.ts';
import { updateWithEtag } from '../ports/update-with-etag.ts';
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

/** The stored document of a catalogue written by `actor` now. */
function referenceDoc(services: Services, actor: Actor, name: ReferenceName, value: unknown): ReferenceDoc {
  return {
    id: name,
    value,
    modifiedAt: services.now().toISOString(),
    modifiedBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
  };
}

async function auditWrite(
  services: Services,
  actor: Actor,
  name: ReferenceName,
  before: unknown,
  after: unknown,
) {
  const area = AUDIT_AREA[name];
  if (area)
    await recordAudit(services, actor, { area, action: 'update', target: { id: name, name }, before, after });
}

/** An admin's write of the version they edited (`ifMatch`): a stale one is a 409 with the catalogue as it is now. */
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
  try {
    const saved = await container.replace(referenceDoc(services, actor, name, value), { ifMatch });
    await auditWrite(services, actor, name, current.item.value, value);
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

/**
 * A change the server applies to the catalogue as stored now, with no version from the client (a template upload
 * updates its row of the list): read again and applied again when another write came first (updateWithEtag).
 */
export async function updateReference(
  services: Services,
  actor: Actor,
  name: ReferenceName,
  change: (value: unknown) => unknown,
) {
  let before: unknown;
  const saved = await updateWithEtag(referenceOf(services), name, (current) => {
    before = current.value;
    return referenceDoc(services, actor, name, change(current.value));
  });
  if (!saved) throw notFound(`The ${name} catalogue`);
  await auditWrite(services, actor, name, before, saved.item.value);
  return saved;
}
