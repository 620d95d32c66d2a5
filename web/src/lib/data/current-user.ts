import { currentUserSchema, type CurrentUser } from '@portal/domain';
import { useMemo } from 'react';
import useSWR, { preload, useSWRConfig } from 'swr';
import { apiFetch } from '../api/client.ts';

export const CURRENT_USER_KEY = '/v2/users/current';

/** The user answered, or null (spec: Session) when the call succeeds without a user (an empty or null body). */
const currentUserAnswerSchema = currentUserSchema.nullish().transform((user) => user ?? null);

export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return apiFetch(CURRENT_USER_KEY, { schema: currentUserAnswerSchema });
}

/**
 * Asks for the current user at start-up, before the first render (ADR 0048), when there is a session: the session
 * provider's hook (same key, same condition) takes this answer as it mounts instead of asking after its render.
 */
export function preloadCurrentUser(): void {
  void Promise.resolve(preload(CURRENT_USER_KEY, fetchCurrentUser)).catch(() => undefined);
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

/**
 * A sign-in in this tab, on the cache the app renders with: `forgetAll` before it (nothing cached for the person
 * signed in before may show for the next one), `reread` the current user after it.
 */
export function useSignInCache() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      forgetAll: () => mutate(() => true, undefined, { revalidate: false }),
      reread: () => mutate(CURRENT_USER_KEY),
    }),
    [mutate],
  );
}
