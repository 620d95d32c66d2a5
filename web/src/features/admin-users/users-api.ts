/**
 * The users admin's calls (ADR 0016): the users list (GET /users; admins get each user's ETag), a role change
 * (POST /v2/users/{id} with If-Match), invitations (POST /sales/invitations) and the pending ones (admins).
 */
import {
  invitationSchema,
  userListItemSchema,
  type InvitationRequest,
  type RoleId,
  type UserListItem,
} from '@portal/domain';
import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../../lib/api/client.ts';

export const ADMIN_USERS_KEY = '/users';
export const INVITATIONS_KEY = '/sales/invitations';

const usersSchema = z.array(userListItemSchema);
const invitationsSchema = z.array(invitationSchema);

/** The users; provider staff may read them (policy 'provider'), others are refused with 403. */
export function useUsersList(enabled: boolean) {
  return useSWR(enabled ? ADMIN_USERS_KEY : null, (key: string) => apiFetch(key, { schema: usersSchema }));
}

export function usePendingInvitations(enabled: boolean) {
  return useSWR(enabled ? INVITATIONS_KEY : null, (key: string) =>
    apiFetch(key, { schema: invitationsSchema }),
  );
}

/** Puts one changed user into the cached list (the answer of a role change, or the current user of a 409). */
export function replaceCachedUser(user: UserListItem) {
  return mutate(
    ADMIN_USERS_KEY,
    (list: UserListItem[] | undefined) => list?.map((u) => (u.id === user.id ? user : u)),
    { revalidate: false },
  );
}

export function setUserRole(user: UserListItem, roleId: RoleId): Promise<UserListItem> {
  return apiFetch(`/v2/users/${encodeURIComponent(user.id)}`, {
    method: 'POST',
    body: { roleId },
    headers: { 'If-Match': user.etag ?? '' },
    schema: userListItemSchema,
  });
}

export async function sendInvitation(request: InvitationRequest) {
  const invitation = await apiFetch(INVITATIONS_KEY, {
    method: 'POST',
    body: request,
    schema: invitationSchema,
  });
  await mutate(INVITATIONS_KEY);
  return invitation;
}
