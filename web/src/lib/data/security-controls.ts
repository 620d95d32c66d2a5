/**
 * The baseline security controls (ADR 0028): GET /baseline-security-controls?scope=solution (the Security view) or
 * scope=admin (the admin page, with what only admins see); one key per scope, one schema.
 */
import { baselineSecurityControlSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export type SecurityControlsScope = 'solution' | 'admin';
export const securityControlsKey = (scope: SecurityControlsScope) =>
  `/baseline-security-controls?scope=${scope}`;
export const securityControlsSchema = z.array(baselineSecurityControlSchema);

export function fetchSecurityControls(key: string) {
  return apiFetch(key, { schema: securityControlsSchema });
}

/** Read once per visit; only when `enabled`. */
export function useSecurityControls(scope: SecurityControlsScope = 'solution', enabled = true) {
  return useSWR(enabled ? securityControlsKey(scope) : null, fetchSecurityControls, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
