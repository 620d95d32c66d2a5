/**
 * Application Insights through the official Azure Monitor exporter for OpenTelemetry: an operation is a span
 * (SERVER for a request, CONSUMER for a job: both arrive as request telemetry with duration and result), a
 * dependency a CLIENT span under it (its `db.system` gives the dependency type), an exception a span event. The
 * provider is private (no global registration), so nothing else in the process is instrumented by surprise.
 * Loaded only when APPLICATIONINSIGHTS_CONNECTION_STRING is set (telemetry.ts).
 */
import { AzureMonitorTraceExporter } from '@azure/monitor-opentelemetry-exporter';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { APP_VERSION } from '@portal/domain';
import { ingestionOrigin, isLoopbackIngestion } from './connection-string.ts';
import type { OperationOutcome, OperationSpan, TelemetryProperties, TelemetrySink } from './telemetry.ts';

/** The exporter's own switch for its SDK statistics (it reads the environment when it is created). */
const NO_STATSBEAT = 'APPLICATION_INSIGHTS_NO_STATSBEAT';

/** The cloud role name the API's telemetry carries in Application Insights. */
export const API_ROLE_NAME = 'solution-portal-api';

class Operation implements OperationSpan {
  constructor(readonly span: Span) {}
  end(outcome: OperationOutcome, endedAt: number) {
    const { span } = this;
    span.setAttributes(attributes(outcome.properties));
    span.setAttribute('portal.result', String(outcome.resultCode));
    if (typeof outcome.resultCode === 'number')
      span.setAttribute('http.response.status_code', outcome.resultCode);
    if (outcome.error !== undefined) span.recordException(asException(outcome.error));
    span.setStatus({ code: outcome.success ? SpanStatusCode.OK : SpanStatusCode.ERROR });
    span.end(endedAt);
  }
}

function attributes(properties: TelemetryProperties | undefined): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(properties ?? {})) if (value !== undefined) out[key] = value;
  return out;
}

function asException(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

const parentContext = (parent: OperationSpan | undefined) =>
  parent instanceof Operation ? trace.setSpan(ROOT_CONTEXT, parent.span) : ROOT_CONTEXT;

export function appInsightsSink(connectionString: string): TelemetrySink {
  const local = isLoopbackIngestion(connectionString);
  // A loopback endpoint (the local host, tests) gets the telemetry and nothing else: no SDK statistics sent to
  // Microsoft, no retry files under the temp folder.
  if (local) process.env[NO_STATSBEAT] ??= 'true';
  // The exporter turns an http:// ingestion endpoint into https://; a loopback one is plain http, so it is
  // given as the host (after the connection string's) and allowed over http.
  const exporter = new AzureMonitorTraceExporter({
    connectionString,
    ...(local
      ? {
          host: ingestionOrigin(connectionString)!,
          allowInsecureConnection: true,
          disableOfflineStorage: true,
        }
      : {}),
  });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': API_ROLE_NAME, 'service.version': APP_VERSION }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1_000 })],
  });
  const tracer = provider.getTracer('solution-portal', APP_VERSION);

  return {
    startOperation(info, startedAt) {
      const request = info.kind === 'request';
      const span = tracer.startSpan(
        info.name,
        {
          kind: request ? SpanKind.SERVER : SpanKind.CONSUMER,
          startTime: startedAt,
          attributes: {
            ...(info.method ? { 'http.request.method': info.method } : {}),
            ...(info.url ? { 'url.full': info.url } : {}),
            ...(info.route ? { 'http.route': info.route } : {}),
            // The exporter names a request from its HTTP method and route; a job's name is given as is.
            ...(request ? {} : { 'ai.operation.name': info.name }),
            ...attributes(info.properties),
          },
        },
        ROOT_CONTEXT,
      );
      return new Operation(span);
    },
    dependency(call, parent) {
      const span = tracer.startSpan(
        call.name,
        {
          kind: SpanKind.CLIENT,
          startTime: call.startedAt,
          attributes: { 'db.system': call.type, 'server.address': call.target },
        },
        parentContext(parent),
      );
      if (call.error !== undefined) span.recordException(asException(call.error));
      span.setStatus({ code: call.success ? SpanStatusCode.OK : SpanStatusCode.ERROR });
      span.end(call.startedAt + call.durationMs);
    },
    exception(error, properties, parent) {
      // Under a running operation the exception is an event of its span; outside one it needs a carrier span.
      if (parent instanceof Operation) {
        parent.span.recordException(asException(error));
        return;
      }
      const span = tracer.startSpan('exception', {
        kind: SpanKind.INTERNAL,
        attributes: attributes(properties),
      });
      span.recordException(asException(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
