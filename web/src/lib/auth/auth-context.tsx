import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthClient } from './auth-client.ts';

const AuthContext = createContext<AuthClient | null>(null);

export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}

/** The auth client and whether this tab has a session (re-renders on sign-in and sign-out). */
export function useAuth(): { client: AuthClient; hasSession: boolean } {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth needs an AuthProvider');
  const hasSession = useSyncExternalStore(client.subscribe, client.hasSession, client.hasSession);
  return { client, hasSession };
}
