import { currentUserSchema, type CurrentUser } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const CURRENT_USER_KEY = '/v2/users/current';

export function fetchCurrentUser(): Promise<CurrentUser> {
  return apiFetch(CURRENT_USER_KEY, { schema: currentUserSchema });
}

/** The signed-in user; fetched only while there is a session. Errors are not retried (the session rule handles them). */
export function useCurrentUser(enabled: boolean) {
  return useSWR(enabled ? CURRENT_USER_KEY : null, fetchCurrentUser, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
