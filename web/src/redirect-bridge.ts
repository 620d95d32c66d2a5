/**
 * MSAL Browser v5 redirect bridge: the Entra redirect URI points at /redirect.html, which hands the
 * authentication response back to the page that started the sign-in (or to the home page).
 */
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Sign-in response could not be handed back to the portal', error);
});
