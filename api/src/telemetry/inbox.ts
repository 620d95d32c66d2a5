/**
 * The local ingestion endpoint (ADR 0035): when APPLICATIONINSIGHTS_CONNECTION_STRING names the local host as its
 * IngestionEndpoint, the host answers the Application Insights track calls (`POST /v2/track`, `/v2.1/track`) from
 * the API's exporter and the browser SDK as the service does, and keeps the envelopes: in memory (the latest
 * 5,000, read at GET /api/local/telemetry) and appended to `$DATA_DIR/telemetry/received.ndjson`.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** An Application Insights envelope as sent on the wire (only the fields read here are typed). */
export interface TelemetryEnvelope {
  name: string;
  time: string;
  iKey?: string;
  tags?: Record<string, string>;
  data?: { baseType?: string; baseData?: Record<string, unknown> };
}

export interface TelemetryInbox {
  /** Answers a track call; false when the path is not one. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
  /** The envelopes received, oldest first; `type` filters by base type (`PageviewData`, `RequestData`, ...). */
  received(type?: string): TelemetryEnvelope[];
}

export const TRACK_PATHS = ['/v2/track', '/v2.1/track'];
const KEEP = 5_000;
const MAX_BODY = 5 * 1024 * 1024;

/** A track body: a JSON array of envelopes, one envelope, or newline-separated envelopes. */
export function parseTrackBody(body: Buffer, encoding: string | undefined): TelemetryEnvelope[] {
  const text = (encoding?.includes('gzip') ? gunzipSync(body) : body).toString('utf8').trim();
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as TelemetryEnvelope | TelemetryEnvelope[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as TelemetryEnvelope);
  }
}

export function createTelemetryInbox(
  dataDir: string,
  log: (line: string) => void = () => {},
): TelemetryInbox {
  const kept: TelemetryEnvelope[] = [];
  const dir = path.join(dataDir, 'telemetry');
  const file = path.join(dir, 'received.ndjson');
  let writing: Promise<unknown> = mkdir(dir, { recursive: true });

  function keep(envelopes: TelemetryEnvelope[]) {
    kept.push(...envelopes);
    if (kept.length > KEEP) kept.splice(0, kept.length - KEEP);
    const lines = envelopes.map((e) => JSON.stringify(e)).join('\n');
    writing = writing.then(() => appendFile(file, `${lines}\n`)).catch((err: unknown) => log(String(err)));
  }

  // As the service does, any origin may send (the Vite dev server's page posts to the local host's port).
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type, Content-Encoding, Sdk-Context',
  };

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...cors });
    res.end(JSON.stringify(body));
  }

  return {
    handle(req, res, pathname) {
      if (!TRACK_PATHS.includes(pathname)) return false;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return true;
      }
      if (req.method !== 'POST') {
        answer(res, 405, { itemsReceived: 0, itemsAccepted: 0, errors: [] });
        return true;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY) chunks.push(chunk);
      });
      req.on('end', () => {
        if (size > MAX_BODY) return answer(res, 413, { itemsReceived: 0, itemsAccepted: 0, errors: [] });
        try {
          const envelopes = parseTrackBody(Buffer.concat(chunks), req.headers['content-encoding']);
          keep(envelopes);
          answer(res, 200, { itemsReceived: envelopes.length, itemsAccepted: envelopes.length, errors: [] });
        } catch (err) {
          log(`Telemetry track call refused: ${err instanceof Error ? err.message : String(err)}`);
          answer(res, 400, { itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode: 400 }] });
        }
      });
      return true;
    },
    received: (type) => kept.filter((e) => !type || e.data?.baseType === type),
  };
}
