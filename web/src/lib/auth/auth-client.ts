/** What the app needs from a sign-in method (local tokens or Entra ID through MSAL). */
export interface AuthClient {
  readonly mode: 'local' | 'entra';
  /** True when a token (local) or an account (Entra) exists; the current-user call decides if it is still valid. */
  hasSession(): boolean;
  /** The bearer token for the API, or null when there is none (the API then answers 401). */
  getToken(): Promise<string | null>;
  /**
   * Continue on the welcome page. Entra redirects to the identity provider and back to returnTo; local mode has
   * no such method (the welcome page opens the local sign-in page instead).
   */
  signIn?(returnTo: string): Promise<void>;
  /** The API refused the session (401): forget it in this tab without signing out elsewhere. */
  expire(): void;
  /** Forgets the session in this browser tab (and, for Entra, signs out at the identity provider). */
  signOut(): Promise<void>;
  /** The signed-in person's photo as a data: URL, or null (Entra: Microsoft Graph; local mode has none). */
  profilePhoto?(): Promise<string | null>;
  /** Called when hasSession() may have changed. */
  subscribe(listener: () => void): () => void;
}

/** A tiny listener set shared by both auth clients. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const l of listeners) l();
    },
  };
}
