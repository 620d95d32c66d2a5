/**
 * The capability roles admin's calls: the roles (GET /sales/configuration/roles, with its ETag), the talent
 * communities of the AEP role menu, and the save (POST /sales/configuration/roles, If-Match).
 */
import {
  capabilityRoleSchema,
  talentCommunitySchema,
  type CapabilityRole,
  type CapabilityRoleInput,
} from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '../../lib/api/client.ts';

export const ROLES_KEY = '/sales/configuration/roles';
const COMMUNITIES_KEY = '/sales/configuration/talent-communities';

export interface RolesList {
  roles: CapabilityRole[];
  etag: string;
}

const rolesResponse = z.object({ value: z.array(capabilityRoleSchema) });

async function fetchRoles(key: string): Promise<RolesList> {
  const res = await apiRequest(key, { schema: rolesResponse });
  return { roles: res.data.value, etag: res.headers.get('etag') ?? '' };
}

/** The stored roles; not revalidated on focus, so a list being edited is never swapped under the admin. */
export function useCapabilityRoles(enabled: boolean) {
  return useSWR(enabled ? ROLES_KEY : null, fetchRoles, { revalidateOnFocus: false });
}

export function useTalentCommunities(enabled: boolean) {
  return useSWR(
    enabled ? COMMUNITIES_KEY : null,
    async (key: string) =>
      (await apiRequest(key, { schema: z.object({ value: z.array(talentCommunitySchema) }) })).data.value,
    { revalidateOnFocus: false },
  );
}

export async function saveCapabilityRoles(roles: CapabilityRoleInput[], etag: string): Promise<RolesList> {
  const res = await apiRequest(ROLES_KEY, {
    method: 'POST',
    body: { roles },
    headers: { 'If-Match': etag },
    schema: rolesResponse,
  });
  return { roles: res.data.value, etag: res.headers.get('etag') ?? '' };
}
