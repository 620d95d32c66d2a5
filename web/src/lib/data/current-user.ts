import { currentUserSchema, type CurrentUser } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const CURRENT_USER_KEY = '/v2/users/current';

/** The user answered, or null (spec: Session) when the call succeeds without a user (an empty or null body). */
const currentUserAnswerSchema = currentUserSchema.nullish().transform((user) => user ?? null);

export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return apiFetch(CURRENT_USER_KEY, { schema: currentUserAnswerSchema });
}

/**
 * The signed-in user (null: the call answered without one); fetched only while there is a session. Errors are
 * not retried (the session rule handles them).
 */
export function useCurrentUser(enabled: boolean) {
  return useSWR(enabled ? CURRENT_USER_KEY : null, fetchCurrentUser, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
