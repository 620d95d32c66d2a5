import type { ClientConfig } from '@portal/domain';
import type { ComponentType, ReactNode } from 'react';
import type { AuthClient } from './auth-client.ts';
import { createLocalAuth } from './local-auth.ts';

export interface AuthSetup {
  client: AuthClient;
  /** Extra provider around the app (MSAL's in Entra mode). */
  Provider?: ComponentType<{ children: ReactNode }>;
}

/** Chooses the sign-in method from the runtime config; MSAL is imported only in Entra mode. */
export async function createAuth(config: ClientConfig): Promise<AuthSetup> {
  if (config.authMode === 'local') return { client: createLocalAuth() };
  if (!config.entra) throw new Error('The portal is set to Entra sign-in but has no Entra settings.');
  const [{ createEntraAuth }, { EntraProvider }] = await Promise.all([
    import('./entra-auth.ts'),
    import('./entra-provider.tsx'),
  ]);
  const client = await createEntraAuth(config.entra);
  const Provider = ({ children }: { children: ReactNode }) => (
    <EntraProvider instance={client.instance}>{children}</EntraProvider>
  );
  return { client, Provider };
}
