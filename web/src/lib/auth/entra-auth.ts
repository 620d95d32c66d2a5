/**
 * Entra ID sign-in through MSAL (entra auth mode). Loaded with a dynamic import so the local mode's first
 * chunk carries no MSAL code. The redirect URI is the MSAL v5 redirect bridge page /redirect.html, which must
 * be registered on the app registration.
 */
import { PublicClientApplication, type AccountInfo } from '@azure/msal-browser';
import type { ClientConfig } from '@portal/domain';
import { createListeners, type AuthClient } from './auth-client.ts';
import { fetchGraphPhoto } from './profile-photo.ts';

type EntraSettings = NonNullable<ClientConfig['entra']>;

export interface EntraAuthClient extends AuthClient {
  readonly mode: 'entra';
  readonly instance: PublicClientApplication;
  /** Continue on the welcome page: sign in at Entra, then come back to returnTo. */
  signIn(returnTo: string): Promise<void>;
}

export async function createEntraAuth(entra: EntraSettings): Promise<EntraAuthClient> {
  const origin = window.location.origin;
  const instance = new PublicClientApplication({
    auth: {
      clientId: entra.clientId,
      authority: entra.authority,
      // Any OpenID authority (ENTRA_AUTHORITY, ADR 0033): MSAL reads its discovery document and trusts its host.
      ...(entra.knownAuthorities ? { knownAuthorities: entra.knownAuthorities } : {}),
      redirectUri: `${origin}/redirect.html`,
      postLogoutRedirectUri: `${origin}/welcome`,
    },
    cache: { cacheLocation: 'sessionStorage' },
    ...(entra.protocolMode ? { system: { protocolMode: entra.protocolMode } } : {}),
  });
  await instance.initialize();
  const listeners = createListeners();

  try {
    const result = await instance.handleRedirectPromise();
    if (result?.account) instance.setActiveAccount(result.account);
  } catch (error) {
    console.error('Sign-in did not complete', error);
  }
  const account = (): AccountInfo | null =>
    instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
  /** Set when the API refused this tab's token; cleared by the next sign-in. */
  let expired = false;
  const tokenFor = async (scopes: string[]): Promise<string | null> => {
    const current = account();
    if (!current) {
      console.log('No active account');
      return null;
    }
    try {
      return (await instance.acquireTokenSilent({ scopes, account: current })).accessToken;
    } catch {
      console.log('No active account');
      return null;
    }
  };

  return {
    mode: 'entra',
    instance,
    hasSession: () => !expired && account() !== null,
    // MSAL answers from its cache while the token is fresh and renews it silently (refresh token) near expiry.
    getToken: () => tokenFor(entra.scopes),
    profilePhoto: () => (entra.graph ? fetchGraphPhoto(entra.graph, tokenFor) : Promise.resolve(null)),
    async signIn(returnTo) {
      expired = false;
      await instance.loginRedirect({ scopes: entra.scopes, redirectStartPage: `${origin}${returnTo}` });
    },
    expire() {
      expired = true;
      listeners.notify();
    },
    async signOut() {
      const current = account();
      expired = true;
      listeners.notify();
      // An OpenID provider returns to post_logout_redirect_uri only for a known client: the ID token says which
      // (RP-Initiated Logout 1.0); Entra finds the account from MSAL's logout hint.
      const idTokenHint = entra.protocolMode === 'OIDC' ? current?.idToken : undefined;
      await instance.logoutRedirect(
        current ? { account: current, ...(idTokenHint ? { idTokenHint } : {}) } : undefined,
      );
    },
    subscribe: listeners.subscribe,
  };
}
