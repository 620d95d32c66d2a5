/**
 * The Application Insights side of browser telemetry, loaded lazily by telemetry.ts. Page views are tracked from
 * the router (not the SDK's URL-based route tracking), named by route pattern; the first is the `page load`, every
 * later change of page a `navigate` event from one pattern to the next. Uncaught errors and unhandled promise
 * rejections are collected by the SDK, fetch calls are dependencies. No cookies: the SDK keeps its session in
 * memory for the tab (no consent banner needed for analytics cookies).
 */
import { ApplicationInsights } from '@microsoft/applicationinsights-web';
import { pageName } from './page-name.ts';

/** The part of the data router that telemetry reads. */
export interface TelemetryRouter {
  state: {
    location: { pathname: string };
    matches: readonly { route: { path?: string } }[];
    navigation: { state: string };
  };
  subscribe(listener: (state: TelemetryRouter['state']) => void): () => void;
}

export interface WebTelemetry {
  error(error: unknown): void;
  stop(): void;
}

/** The cloud role name of the browser's telemetry. */
export const WEB_ROLE_NAME = 'solution-portal-web';

export function startAppInsights(
  connectionString: string,
  router: TelemetryRouter,
  version: string,
): WebTelemetry {
  const ai = new ApplicationInsights({
    config: {
      connectionString,
      disableCookiesUsage: true,
      enableAutoRouteTracking: false,
      enableUnhandledPromiseRejectionTracking: true,
      // The SDK would otherwise fetch its configuration from Microsoft's CDN (blocked by the CSP anyway).
      extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } },
    },
  });
  ai.loadAppInsights();
  ai.addTelemetryInitializer((item) => {
    item.tags = { ...item.tags, 'ai.cloud.role': WEB_ROLE_NAME, 'ai.application.ver': version };
  });

  const view = (navigation: 'page load' | 'navigate', from?: string) => {
    const name = pageName(router.state.matches);
    ai.trackPageView({
      name,
      uri: `${location.origin}${router.state.location.pathname}`,
      properties: { navigation },
    });
    ai.trackEvent({ name: navigation }, { page: name, ...(from ? { from } : {}) });
    return name;
  };

  let pathname = router.state.location.pathname;
  let current = view('page load');
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    current = view('navigate', current);
  });

  return {
    error(error) {
      ai.trackException({ exception: error instanceof Error ? error : new Error(String(error)) });
    },
    stop() {
      unsubscribe();
      void ai.flush();
    },
  };
}
