/**
 * The audit trail (issue 9): one entry per admin write in the 'audit' container, with who, when, what and the
 * changes (auditChanges in the domain). Written after the write succeeds; a failure to record is logged, never
 * turned into a failed write the admin would retry.
 */
import { randomUUID } from 'node:crypto';
import { auditChanges, type AuditArea, type AuditChange, type AuditEntry } from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import type { Services } from '../services.ts';

export const auditOf = (services: Services) => services.store.container<AuditEntry>('audit');

export interface AuditRecord {
  area: AuditArea;
  action: AuditEntry['action'];
  target: { id: string; name: string };
  before: unknown;
  after: unknown;
  /** The changes in the page's words, where the area names them (the rate card); else the paths of auditChanges. */
  changes?: { changes: AuditChange[]; truncated: boolean };
}

export async function recordAudit(services: Services, actor: Actor, record: AuditRecord): Promise<void> {
  const at = services.now().toISOString();
  const { changes, truncated } = record.changes ?? auditChanges(record.before, record.after);
  const entry: AuditEntry = {
    id: `${at}-${randomUUID()}`,
    area: record.area,
    action: record.action,
    target: record.target,
    at,
    by: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
    changes,
    ...(truncated ? { truncated } : {}),
  };
  try {
    await auditOf(services).create(entry);
  } catch (error) {
    console.error('The audit entry could not be recorded', record.area, record.target.id, error);
  }
}

/** The newest entries of one area. */
export async function auditEntries(
  services: Services,
  area: AuditArea,
  pageSize: number,
): Promise<AuditEntry[]> {
  const page = await auditOf(services).query({
    where: [{ path: 'area', op: 'eq', value: area }],
    orderBy: [{ path: 'at', direction: 'desc' }],
    pageSize,
  });
  return page.items.map((i) => i.item);
}
