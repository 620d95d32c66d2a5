/**
 * Spec (Validation rules, Countries admin): a save first verifies the current user session; if there is none the
 * browser goes to /welcome. `useEnsureSession()` gives an async check that answers true when the session holds,
 * and otherwise leaves for /welcome (after remembering where the user was) and answers false.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../api/api-error.ts';
import { fetchCurrentUser } from '../data/current-user.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { rememberReturnTo } from '../auth/return-to.ts';

export function useEnsureSession(): () => Promise<boolean> {
  const navigate = useNavigate();
  const location = useLocation();
  const { client } = useAuth();
  return useCallback(async () => {
    try {
      await fetchCurrentUser();
      return true;
    } catch (err) {
      // Only a refused session leaves the page; a network failure is reported by the save itself.
      if (!isApiError(err) || err.status !== 401) return true;
      rememberReturnTo(`${location.pathname}${location.search}`);
      client.expire();
      navigate('/welcome', { replace: true });
      return false;
    }
  }, [navigate, location.pathname, location.search, client]);
}
