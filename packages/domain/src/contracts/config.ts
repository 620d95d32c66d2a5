import { z } from 'zod';
import { storedText } from './common.ts';

/** GET /config: what the browser needs to know before sign-in (no secrets). */
export const clientConfigSchema = z.object({
  version: storedText(),
  authMode: z.enum(['local', 'entra']),
  demoModeAllowed: z.boolean(),
  entra: z
    .object({ clientId: storedText(), authority: storedText(), scopes: z.array(storedText()) })
    .optional(),
  /** Application Insights for the browser (ADR 0035): present only when the API has a connection string. */
  telemetry: z.object({ connectionString: storedText() }).optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
