/** An admin area's audit trail (ADR 0028): GET /sales/admin/audit?area=, read again after each save of the area. */
import { auditEntrySchema, type AuditArea } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const auditKey = (area: AuditArea) => `/sales/admin/audit?area=${area}`;
export const auditEntriesSchema = z.array(auditEntrySchema);

export function fetchAuditTrail(key: string) {
  return apiFetch(key, { schema: auditEntriesSchema });
}

export function useAuditTrail(area: AuditArea) {
  return useSWR(auditKey(area), fetchAuditTrail);
}

export const refreshAuditTrail = (area: AuditArea) => mutate(auditKey(area));
