import { userListItemSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

const USERS_KEY = '/users';

export function fetchUsers() {
  return apiFetch(USERS_KEY, { schema: z.array(userListItemSchema) });
}

/** GET /api/users: the provider's users (Manage Roles, Manage owners, CPoR approvers); fetched only when `enabled`. */
export function useUsers(enabled = true) {
  return useSWR(enabled ? USERS_KEY : null, fetchUsers, { revalidateOnFocus: false });
}
