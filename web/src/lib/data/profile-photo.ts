import useSWR from 'swr';
import { useAuth } from '../auth/auth-context.tsx';

export const PROFILE_PHOTO_KEY = 'profile-photo';

/**
 * The signed-in person's photo (a data: URL) from the sign-in method's photo port; undefined while loading and
 * when there is none (the avatar then shows initials). Read once per user and session, never retried.
 */
export function useProfilePhoto(userId: string | undefined): string | undefined {
  const { client, hasSession } = useAuth();
  const key = hasSession && userId && client.profilePhoto ? [PROFILE_PHOTO_KEY, userId] : null;
  const { data } = useSWR(key, () => client.profilePhoto!(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return data ?? undefined;
}
