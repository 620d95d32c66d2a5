import { localSignInResponseSchema, localSignInUserSchema } from '@portal/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api/client.ts';

const LOCAL_USERS_KEY = '/local-auth/users';
const localUsersSchema = z.array(localSignInUserSchema);

/** GET /local-auth/users: the seeded users of every role (local auth mode only). */
export function fetchLocalSignInUsers() {
  return apiFetch(LOCAL_USERS_KEY, { schema: localUsersSchema, anonymous: true });
}

export function useLocalSignInUsers() {
  return useSWR(LOCAL_USERS_KEY, fetchLocalSignInUsers, { revalidateOnFocus: false });
}

/** POST /local-auth/token: a locally signed token for a seeded user. */
export function requestLocalToken(email: string) {
  return apiFetch('/local-auth/token', {
    method: 'POST',
    body: { email },
    schema: localSignInResponseSchema,
    anonymous: true,
  });
}
