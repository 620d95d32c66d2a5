/**
 * The session: the signed-in user, the role and mode in effect. Session rule (spec: Session): a 401 on the
 * current-user call ends the session (the router then goes to /welcome); a network failure or a 5xx raises
 * the 'Portal requires a reload!' alert; an answer without a user (an empty or null body) reloads the page after
 * 1 s, once: a second such answer within NO_USER_RELOAD_GUARD_MS of that reload raises the alert instead, so a
 * server that keeps answering so never traps the tab in a reload loop. Why a session ended (signed out, or expired)
 * is noted for the welcome page, and forgotten once a session is ready again.
 */
import { effectiveMode, NO_USER_RELOAD_MS, type CurrentUser, type Mode, type RoleId } from '@portal/domain';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../api/api-error.ts';
import { setApiUserId } from '../api/client.ts';
import { CURRENT_USER_KEY, useCurrentUser } from '../data/current-user.ts';
import { RELOAD_ALERT, reloadPortal, showAlert } from '../alerts/alert-store.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { clearSignOutNote, noteSessionExpired, noteSignedOut } from '../auth/sign-out-note.ts';
import { useConfig } from '../config/config-context.tsx';

export type SessionStatus = 'signed-out' | 'loading' | 'ready' | 'failed';

export interface SessionValue {
  status: SessionStatus;
  user: CurrentUser | undefined;
  /** The role in effect (the demo role switch included); undefined until the user is known. */
  role: RoleId | undefined;
  mode: Mode;
  /** Re-reads the current user (after a role switch, for example). */
  refresh(next?: CurrentUser): Promise<unknown>;
  /** Ends the session in this tab and clears every cached response. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

const NO_USER_RELOAD_KEY = 'portal.noUserReloadAt';
/** A second answer without a user this soon after the reload it caused asks the person instead. */
export const NO_USER_RELOAD_GUARD_MS = 30_000;

/** The current-user call answered without a user: reload after 1 s, unless this tab just did so for it. */
function reloadForMissingUser(): () => void {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(NO_USER_RELOAD_KEY) ?? 0);
  } catch {
    // storage unavailable: reload
  }
  if (Date.now() - last < NO_USER_RELOAD_GUARD_MS) {
    showAlert(RELOAD_ALERT);
    return () => undefined;
  }
  const timer = setTimeout(() => {
    try {
      sessionStorage.setItem(NO_USER_RELOAD_KEY, String(Date.now()));
    } catch {
      // storage unavailable: the reload still happens
    }
    reloadPortal();
  }, NO_USER_RELOAD_MS);
  return () => clearTimeout(timer);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const { client, hasSession } = useAuth();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, mutate } = useCurrentUser(hasSession);
  const user = data ?? undefined;
  const answeredWithoutUser = hasSession && data === null;

  useEffect(() => {
    if (answeredWithoutUser) return reloadForMissingUser();
  }, [answeredWithoutUser]);

  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      // Forget the refused answer too, so the next sign-in starts clean instead of re-reading the 401.
      void mutate(undefined, { revalidate: false });
      // A refused person (ADR 0033: an e-mail bound to someone else) is told why, not asked to reload.
      if (error.status === 403)
        showAlert({ text: 'You cannot sign in', body: error.message, buttons: ['ok'] });
      else noteSessionExpired();
      client.expire();
    } else showAlert(RELOAD_ALERT);
  }, [error, client, mutate]);

  useEffect(() => {
    setApiUserId(hasSession ? user?.id : undefined);
    if (hasSession && user?.id) clearSignOutNote();
  }, [hasSession, user?.id]);

  const value = useMemo<SessionValue>(() => {
    let status: SessionStatus = 'loading';
    if (!hasSession) status = 'signed-out';
    else if (user) status = 'ready';
    else if (error) status = isApiError(error) && [401, 403].includes(error.status) ? 'signed-out' : 'failed';
    return {
      status,
      user: hasSession ? user : undefined,
      role: hasSession ? user?.role.id : undefined,
      mode: effectiveMode(config.demoModeAllowed, hasSession ? user?.mode : undefined),
      refresh: (next) => (next ? mutate(next, { revalidate: false }) : mutate()),
      async signOut() {
        setApiUserId(undefined);
        noteSignedOut();
        await client.signOut();
        await mutateCache(() => true, undefined, { revalidate: false });
      },
    };
  }, [hasSession, user, error, config.demoModeAllowed, mutate, mutateCache, client]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** For pages behind RequireSession: the user and role are known. */
export function useSignedInUser(): { user: CurrentUser; role: RoleId; mode: Mode } {
  const { user, role, mode } = useSession();
  if (!user || !role) throw new Error('useSignedInUser is only for pages that require a session');
  return { user, role, mode };
}

export { CURRENT_USER_KEY };
