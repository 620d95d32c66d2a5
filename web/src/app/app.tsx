import { FluentProvider, RendererProvider, Toaster } from '@fluentui/react-components';
import { themeOf, type ClientConfig } from '@portal/domain';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { mutate as mutateGlobal, SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../lib/api/api-error.ts';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { AuthSetup } from '../lib/auth/create-auth.tsx';
import { ConfigProvider } from '../lib/config/config-context.tsx';
import { JobToastsProvider } from '../lib/jobs/job-toasts.tsx';
import type { PushConnection } from '../lib/pubsub/push-client.ts';
import { PushProvider } from '../lib/pubsub/push-context.tsx';
import { CURRENT_USER_KEY, SessionProvider, useSession } from '../lib/session/session-context.tsx';
import { startTelemetry } from '../lib/telemetry/telemetry.ts';
import { TOASTER_ID } from '../lib/toasts/toasts.tsx';
import { createAppRouter } from './router.tsx';
import { AlertDialogHost } from './shell/alert-dialog-host.tsx';
import { WindowSizeWarning } from './shell/window-size-warning.tsx';
import { styleRenderer } from './theme/style-renderer.ts';
import { THEMES } from './theme/themes.ts';

const MAX_RETRIES = 3;

const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  // A 401 on any call means the session has gone: re-check the current user, which applies the session rule.
  onError: (error, key) => {
    if (isApiError(error) && error.status === 401 && key !== CURRENT_USER_KEY)
      void mutateGlobal(CURRENT_USER_KEY);
  },
  // Client errors (4xx) are answers, not hiccups: never retry them.
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return;
    if (retryCount >= MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * retryCount);
  },
};

/** Fluent theme from the role in effect; the toaster, alert dialog and window-size warning live here. */
function ThemedShell({ children }: { children: ReactNode }) {
  const { role } = useSession();
  return (
    // Fluent's styles through the portal's renderer: it leaves out the one rule Chromium warns about (issue 30).
    <RendererProvider renderer={styleRenderer}>
      <FluentProvider theme={THEMES[role ? themeOf(role) : 'default']}>
        {/* Bottom-end, away from the page's header actions (Documents, Resources) that start jobs (issue 18). */}
        <Toaster toasterId={TOASTER_ID} position="bottom-end" />
        <AlertDialogHost />
        <WindowSizeWarning />
        <JobToastsProvider>{children}</JobToastsProvider>
      </FluentProvider>
    </RendererProvider>
  );
}

export interface AppProvidersProps {
  config: ClientConfig;
  auth: AuthSetup;
  children: ReactNode;
  /** Extra SWR settings (tests pass a cache with the current user). */
  swr?: SWRConfiguration;
  /** The push connection (tests pass one that never connects). */
  push?: PushConnection;
}

/** Every provider of the portal, outermost first: config, auth, SWR, session, push, theme, jobs. */
export function AppProviders({ config, auth, children, swr, push }: AppProvidersProps) {
  const AuthWrapper = auth.Provider ?? Fragment;
  return (
    <ConfigProvider config={config}>
      <AuthProvider client={auth.client}>
        <AuthWrapper>
          <SWRConfig value={swr ? { ...swrOptions, ...swr } : swrOptions}>
            <SessionProvider>
              <PushProvider connection={push}>
                <ThemedShell>{children}</ThemedShell>
              </PushProvider>
            </SessionProvider>
          </SWRConfig>
        </AuthWrapper>
      </AuthProvider>
    </ConfigProvider>
  );
}

export function App({ config, auth }: { config: ClientConfig; auth: AuthSetup }) {
  const [router] = useState(createAppRouter);
  // Application Insights when /api/config names it, loaded after the first render (ADR 0035).
  useEffect(() => void startTelemetry(config, router), [config, router]);
  return (
    <AppProviders config={config} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
