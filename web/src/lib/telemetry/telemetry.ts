/**
 * Browser telemetry (ADR 0035): page views per route pattern, the page load and each navigation, front-end
 * errors and the API calls' timings, sent to Application Insights when /api/config carries a connection
 * string. The SDK (@microsoft/applicationinsights-web) is imported only then, after the first render, so it is
 * never part of the first page load; without a connection string nothing is loaded and nothing is sent.
 */
import type { ClientConfig } from '@portal/domain';
import type { TelemetryRouter, WebTelemetry } from './app-insights.ts';

let started: Promise<WebTelemetry | undefined> | undefined;

/** Starts telemetry once per page; undefined (and nothing loaded) when the config has no connection string. */
export function startTelemetry(
  config: ClientConfig,
  router: TelemetryRouter,
): Promise<WebTelemetry | undefined> | undefined {
  const connectionString = config.telemetry?.connectionString;
  if (!connectionString) return undefined;
  started ??= import('./app-insights.ts')
    .then((m) => m.startAppInsights(connectionString, router, config.version))
    .catch((error: unknown) => {
      console.warn('Telemetry could not start', error);
      return undefined;
    });
  return started;
}

/** Reports an error the portal caught itself (a page that failed to render); nothing when telemetry is off. */
export function reportError(error: unknown): void {
  void started?.then((telemetry) => telemetry?.error(error));
}
