import { currentUserSchema, type CurrentUser, type RoleId } from '@portal/domain';
import { apiFetch } from '../client.ts';

/** POST /v2/users/current/role: the demo-mode role switcher. */
export function switchRole(roleId: RoleId): Promise<CurrentUser> {
  return apiFetch('/v2/users/current/role', { method: 'POST', body: { roleId }, schema: currentUserSchema });
}
