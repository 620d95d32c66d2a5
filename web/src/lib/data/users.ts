/**
 * The users (ADR 0016, ADR 0028): GET /users gives the provider's users (admins get each one's etag); a role change
 * is POST /v2/users/{id} (If-Match), whose answer replaces the user in the one cached list. Read by the users admin,
 * Manage Roles, Manage owners and the CPoR approvers.
 */
import { userListItemSchema, type RoleId, type UserListItem } from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

export const USERS_KEY = '/users';
export const usersSchema = z.array(userListItemSchema);

export function fetchUsers(key: string = USERS_KEY): Promise<UserListItem[]> {
  return apiFetch(key, { schema: usersSchema });
}

/** The users; provider staff may read them (policy 'provider'); fetched only when `enabled`. */
export function useUsers(enabled = true) {
  return useSWR(enabled ? USERS_KEY : null, fetchUsers, { revalidateOnFocus: false });
}

/** Puts one changed user into the cached list (the answer of a role change, or the current user of a 409). */
export function replaceCachedUser(user: UserListItem) {
  return mutate(
    USERS_KEY,
    (list: UserListItem[] | undefined) => list?.map((u) => (u.id === user.id ? user : u)),
    { revalidate: false },
  );
}

export function refreshUsers() {
  return mutate(USERS_KEY);
}

/** POST /v2/users/{id} (If-Match): the changed user, also put into the cached list. */
export async function setUserRole(user: UserListItem, roleId: RoleId): Promise<UserListItem> {
  const saved = await apiFetch(`/v2/users/${encodeURIComponent(user.id)}`, {
    method: 'POST',
    body: { roleId },
    headers: { 'If-Match': user.etag ?? '' },
    schema: userListItemSchema,
  });
  await replaceCachedUser(saved);
  return saved;
}
