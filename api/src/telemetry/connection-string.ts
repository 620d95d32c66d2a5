/** Reading an Application Insights connection string (`Key=value;...`): the ingestion endpoint and whether it is local. */
const DEFAULT_INGESTION = 'https://dc.services.visualstudio.com/';

export function connectionStringParts(connectionString: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of connectionString.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim();
  }
  return out;
}

/** The ingestion endpoint's origin, e.g. `https://uksouth-1.in.applicationinsights.azure.com`. */
export function ingestionOrigin(connectionString: string): string | undefined {
  try {
    return new URL(connectionStringParts(connectionString).ingestionendpoint || DEFAULT_INGESTION).origin;
  } catch {
    return undefined;
  }
}

/** A loopback ingestion endpoint: the local host (or a test) receives the telemetry. */
export function isLoopbackIngestion(connectionString: string): boolean {
  const origin = ingestionOrigin(connectionString);
  if (!origin) return false;
  const host = new URL(origin).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}
