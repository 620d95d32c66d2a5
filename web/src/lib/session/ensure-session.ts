/**
 * Spec (Session; Validation rules): generation and saves first verify the current user session; if there is none
 * (a 401, or an answer without a user) the browser goes to /welcome. `useEnsureSession()` gives an async check that
 * answers true when the session holds, and otherwise leaves for /welcome (after remembering where the user was)
 * and answers false. `useLeaveForWelcome()` is the leaving itself, for a save that the API refused with a 401
 * (the builder: its unsaved edits are kept first and saved once the person is back, issue 21). Either notes that the
 * session expired, for the welcome page to say (with the kept changes, if any: issue 30).
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../api/api-error.ts';
import { fetchCurrentUser } from '../data/current-user.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { rememberReturnTo } from '../auth/return-to.ts';
import { noteSessionExpired } from '../auth/sign-out-note.ts';

/**
 * Ends the expired session in this tab and goes to /welcome; sign-in then comes back to `returnTo`. `keptChanges`:
 * unsaved changes are kept in this browser to be saved once the person is back.
 */
export function useLeaveForWelcome(): (returnTo: string, options?: { keptChanges?: boolean }) => void {
  const navigate = useNavigate();
  const { client } = useAuth();
  return useCallback(
    (returnTo: string, options: { keptChanges?: boolean } = {}) => {
      rememberReturnTo(returnTo);
      noteSessionExpired(options.keptChanges === true);
      client.expire();
      navigate('/welcome', { replace: true });
    },
    [navigate, client],
  );
}

/** True when the error is the API saying there is no session. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export function useEnsureSession(): () => Promise<boolean> {
  const location = useLocation();
  const leave = useLeaveForWelcome();
  return useCallback(async () => {
    try {
      if (await fetchCurrentUser()) return true;
    } catch (err) {
      // Only a refused session leaves the page; a network failure is reported by the save itself.
      if (!isSessionEnded(err)) return true;
    }
    leave(`${location.pathname}${location.search}`);
    return false;
  }, [leave, location.pathname, location.search]);
}
