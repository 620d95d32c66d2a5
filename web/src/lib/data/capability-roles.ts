/**
 * The capability roles (ADR 0028): GET /sales/configuration/roles with its ETag, and the save (POST, If-Match), whose
 * answer becomes the cached list; the static roles the builder's views read (/roles) are read again after it.
 */
import { capabilityRoleSchema, type CapabilityRole, type CapabilityRoleInput } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';
import { refreshStaticRoles } from './static-roles.ts';

export const ROLES_KEY = '/sales/configuration/roles';

export interface RolesList {
  roles: CapabilityRole[];
  etag: string;
}

export const rolesResponse = z.object({ value: z.array(capabilityRoleSchema) });

export async function fetchCapabilityRoles(key: string = ROLES_KEY): Promise<RolesList> {
  const res = await apiRequest(key, { schema: rolesResponse });
  return { roles: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The stored roles; not revalidated on focus, so a list being edited is never swapped under the admin. */
export function useCapabilityRoles(enabled: boolean) {
  return useSWR(enabled ? ROLES_KEY : null, fetchCapabilityRoles, { revalidateOnFocus: false });
}

export async function saveCapabilityRoles(roles: CapabilityRoleInput[], etag: string): Promise<RolesList> {
  const res = await apiRequest(ROLES_KEY, {
    method: 'POST',
    body: { roles },
    headers: { 'If-Match': etag },
    schema: rolesResponse,
  });
  const saved = { roles: res.data.value, etag: res.headers.get('etag') ?? '' };
  await mutate(ROLES_KEY, saved, { revalidate: false });
  void refreshStaticRoles();
  return saved;
}

/** Reads the stored roles again (Reload after a 409). */
export function refreshCapabilityRoles() {
  return mutate(ROLES_KEY);
}
