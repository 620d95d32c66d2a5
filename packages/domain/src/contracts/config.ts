import { z } from 'zod';

/** GET /config: what the browser needs to know before sign-in (no secrets). */
export const clientConfigSchema = z.object({
  version: z.string(),
  authMode: z.enum(['local', 'entra']),
  demoModeAllowed: z.boolean(),
  entra: z.object({ clientId: z.string(), authority: z.string(), scopes: z.array(z.string()) }).optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
