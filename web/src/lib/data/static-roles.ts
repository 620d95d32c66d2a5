/** The static (capability) roles actions refer to by staticId (GET /roles, ADR 0028); read once per session. */
import { staticRoleSchema } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const STATIC_ROLES_KEY = '/roles';
export const staticRolesSchema = z.array(staticRoleSchema);

export function fetchStaticRoles(key: string = STATIC_ROLES_KEY) {
  return apiFetch(key, { schema: staticRolesSchema });
}

/** Only when `enabled`. */
export function useStaticRoles(enabled = true) {
  return useSWR(enabled ? STATIC_ROLES_KEY : null, fetchStaticRoles, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** After the capability roles change (they are what /roles lists). */
export function refreshStaticRoles() {
  return mutate(STATIC_ROLES_KEY);
}
