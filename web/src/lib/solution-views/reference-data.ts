/**
 * Reference data the solution's views share, each read once per session (SWR): the static (capability)
 * roles actions refer to by staticId, the staffing levels of the pyramids and the baseline security controls.
 */
import { baselineSecurityControlSchema, staffingResourceLevelSchema, staticRoleSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

const STATIC_ROLES_KEY = '/roles';
const STAFFING_LEVELS_KEY = '/sales/configuration/staffing-levels';
const SECURITY_CONTROLS_KEY = '/baseline-security-controls?scope=solution';
const once = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export function fetchStaticRoles() {
  return apiFetch(STATIC_ROLES_KEY, { schema: z.array(staticRoleSchema) });
}

/** GET /api/roles: the static (capability) roles; only when `enabled`. */
export function useStaticRoles(enabled = true) {
  return useSWR(enabled ? STATIC_ROLES_KEY : null, fetchStaticRoles, once);
}

/** GET /api/sales/configuration/staffing-levels: the resource levels (onshore 38 h, offshore 43 h a week). */
export function useStaffingLevels() {
  return useSWR(
    STAFFING_LEVELS_KEY,
    async (key: string) =>
      (await apiFetch(key, { schema: z.object({ value: z.array(staffingResourceLevelSchema) }) })).value,
    once,
  );
}

/** GET /api/baseline-security-controls?scope=solution */
export function useSecurityControls() {
  return useSWR(
    SECURITY_CONTROLS_KEY,
    (key: string) => apiFetch(key, { schema: z.array(baselineSecurityControlSchema) }),
    once,
  );
}
