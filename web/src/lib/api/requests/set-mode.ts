import { currentUserSchema, type CurrentUser, type Mode } from '@portal/domain';
import { apiFetch } from '../client.ts';

/** POST /v2/users/current/mode: switch between production and demo mode. */
export function setMode(mode: Mode): Promise<CurrentUser> {
  return apiFetch('/v2/users/current/mode', { method: 'POST', body: { mode }, schema: currentUserSchema });
}
