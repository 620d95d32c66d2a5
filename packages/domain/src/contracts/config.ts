import { z } from 'zod';
import { storedText } from './common.ts';

/** GET /config: what the browser needs to know before sign-in (no secrets). */
export const clientConfigSchema = z.object({
  version: storedText(),
  authMode: z.enum(['local', 'entra']),
  demoModeAllowed: z.boolean(),
  entra: z
    .object({
      clientId: storedText(),
      authority: storedText(),
      scopes: z.array(storedText()),
      /**
       * 'OIDC' when the authority is any OpenID provider (ENTRA_AUTHORITY, ADR 0033): MSAL then reads its discovery
       * document and trusts it as a known authority; absent for Entra ID itself.
       */
      protocolMode: z.enum(['AAD', 'OIDC']).optional(),
      knownAuthorities: z.array(storedText()).optional(),
      /** Microsoft Graph for the profile photo (`{url}/me/photo/$value`) and the scopes of its token. */
      graph: z.object({ url: storedText(), scopes: z.array(storedText()) }).optional(),
    })
    .optional(),
  /** Application Insights for the browser (ADR 0035): present only when the API has a connection string. */
  telemetry: z.object({ connectionString: storedText() }).optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
