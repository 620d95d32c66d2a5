import type { PublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import type { ReactNode } from 'react';

/** Wraps the app in MSAL's provider (Entra mode only; loaded together with entra-auth.ts). */
export function EntraProvider({
  instance,
  children,
}: {
  instance: PublicClientApplication;
  children: ReactNode;
}) {
  return <MsalProvider instance={instance}>{children}</MsalProvider>;
}
