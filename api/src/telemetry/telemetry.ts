/**
 * The telemetry port (ADR 0035): operations (the local host's requests, background jobs), their dependencies
 * (store, blobs, queue, push, mail) and exceptions, sent to Application Insights when
 * APPLICATIONINSIGHTS_CONNECTION_STRING is set. Unset, every call is a plain pass-through: no SDK is loaded and
 * nothing is sent. The Azure Monitor exporter is imported only when a connection string is set.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type TelemetryProperties = Record<string, string | number | boolean | undefined>;

export interface OperationOutcome {
  success: boolean;
  /** The HTTP status of a request, or `succeeded` / `failed` / `retrying` for a job. */
  resultCode: string | number;
  error?: unknown;
  properties?: TelemetryProperties;
}

export interface OperationInfo {
  /** `request`: an incoming HTTP request (the local host); `job`: one run of a background job. */
  kind: 'request' | 'job';
  /** A name without ids: `GET /api/sales/solutions/{solutionId}`, `job document`. */
  name: string;
  url?: string;
  method?: string;
  /** The route template (requests). */
  route?: string;
  properties?: TelemetryProperties;
}

export interface DependencyCall {
  /** `sqlite`, `cosmosdb`, `azure blob`, `azure queue`, `web pubsub`, `mail`. */
  type: string;
  target: string;
  /** What was called, without ids: `solutions.read`, `put documents`. */
  name: string;
  startedAt: number;
  durationMs: number;
  success: boolean;
  error?: unknown;
}

/** What the Application Insights implementation offers (telemetry/app-insights.ts). */
export interface TelemetrySink {
  startOperation(info: OperationInfo, startedAt: number): OperationSpan;
  dependency(call: DependencyCall, parent: OperationSpan | undefined): void;
  exception(
    error: unknown,
    properties: TelemetryProperties | undefined,
    parent: OperationSpan | undefined,
  ): void;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface OperationSpan {
  end(outcome: OperationOutcome, endedAt: number): void;
}

export interface Telemetry {
  readonly enabled: boolean;
  /** Runs `work` as one operation and records its duration and outcome (`outcome` reads the result or error). */
  operation<T>(
    info: OperationInfo,
    work: () => Promise<T>,
    outcome: (settled: { value?: T; error?: unknown }) => OperationOutcome,
  ): Promise<T>;
  /** Records a call to a dependency, as a child of the current operation. */
  dependency(call: DependencyCall): void;
  exception(error: unknown, properties?: TelemetryProperties): void;
  /** Sends what is buffered (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Telemetry off: work runs as it is, nothing is recorded. */
export const NO_TELEMETRY: Telemetry = {
  enabled: false,
  operation: (_info, work) => work(),
  dependency: () => undefined,
  exception: () => undefined,
  flush: async () => undefined,
  shutdown: async () => undefined,
};

/**
 * Telemetry over a sink that loads asynchronously: operations wait for it once (a resolved promise after the
 * first), dependencies and exceptions are recorded under the operation running when they happen.
 */
export function telemetryOver(sink: Promise<TelemetrySink>): Telemetry {
  const current = new AsyncLocalStorage<OperationSpan>();
  const failed = (err: unknown) => {
    console.warn(`Telemetry is off: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  };
  const ready = sink.catch(failed);
  return {
    enabled: true,
    async operation(info, work, outcome) {
      const startedAt = Date.now();
      const loaded = await ready;
      if (!loaded) return work();
      const span = loaded.startOperation(info, startedAt);
      try {
        const value = await current.run(span, work);
        span.end(outcome({ value }), Date.now());
        return value;
      } catch (error) {
        span.end(outcome({ error }), Date.now());
        throw error;
      }
    },
    dependency(call) {
      const parent = current.getStore();
      void ready.then((s) => s?.dependency(call, parent));
    },
    exception(error, properties) {
      const parent = current.getStore();
      void ready.then((s) => s?.exception(error, properties, parent));
    },
    flush: async () => (await ready)?.flush(),
    shutdown: async () => (await ready)?.shutdown(),
  };
}

/** Telemetry from APPLICATIONINSIGHTS_CONNECTION_STRING; none when it is unset. */
export function createTelemetry(settings: { telemetry: { connectionString?: string } }): Telemetry {
  const connectionString = settings.telemetry.connectionString;
  if (!connectionString) return NO_TELEMETRY;
  return telemetryOver(import('./app-insights.ts').then((m) => m.appInsightsSink(connectionString)));
}
