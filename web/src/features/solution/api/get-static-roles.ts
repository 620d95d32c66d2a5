import { staticRoleSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

const STATIC_ROLES_KEY = '/roles';

export function fetchStaticRoles() {
  return apiFetch(STATIC_ROLES_KEY, { schema: z.array(staticRoleSchema) });
}

/** GET /api/roles: the static (capability) roles an action's roles refer to by staticId; only when `enabled`. */
export function useStaticRoles(enabled = true) {
  return useSWR(enabled ? STATIC_ROLES_KEY : null, fetchStaticRoles, { revalidateOnFocus: false });
}
