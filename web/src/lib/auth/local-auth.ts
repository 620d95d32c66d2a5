/**
 * Local sign-in (local auth mode): the API issues a token for a seeded user; the token lives in this tab's
 * sessionStorage until it expires or the user signs out.
 */
import { createListeners, type AuthClient } from './auth-client.ts';
import { noteSessionExpired } from './sign-out-note.ts';

const KEY = 'portal.localToken';

interface StoredToken {
  token: string;
  expiresAt: string;
}

export interface LocalAuthClient extends AuthClient {
  readonly mode: 'local';
  completeSignIn(token: string, expiresAt: string): void;
}

function read(): StoredToken | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof stored.token !== 'string' || typeof stored.expiresAt !== 'string') return null;
    const expires = Date.parse(stored.expiresAt);
    if (Number.isFinite(expires) && expires <= Date.now()) {
      sessionStorage.removeItem(KEY);
      // The sign-in's time ran out: the welcome page says so (issue 30).
      noteSessionExpired();
      return null;
    }
    return { token: stored.token, expiresAt: stored.expiresAt };
  } catch {
    return null;
  }
}

export function createLocalAuth(): LocalAuthClient {
  const listeners = createListeners();
  return {
    mode: 'local',
    hasSession: () => read() !== null,
    getToken: async () => read()?.token ?? null,
    completeSignIn(token, expiresAt) {
      sessionStorage.setItem(KEY, JSON.stringify({ token, expiresAt } satisfies StoredToken));
      listeners.notify();
    },
    expire() {
      sessionStorage.removeItem(KEY);
      listeners.notify();
    },
    async signOut() {
      sessionStorage.removeItem(KEY);
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}

export function isLocalAuth(client: AuthClient): client is LocalAuthClient {
  return client.mode === 'local' && 'completeSignIn' in client;
}
