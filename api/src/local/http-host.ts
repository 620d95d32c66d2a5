/**
 * The local Functions host's HTTP side: /api/* goes through the same route table and handler wrapper that
 * Azure Functions runs (requests become @azure/functions HttpRequest objects, responses are rendered from
 * HttpResponseInit by the library's own HttpResponse); everything else is the static site.
 */
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import azf from '@azure/functions';
import type { HttpResponseInit } from '@azure/functions';
import { toHandler, type AzureHttpHandler, type RouteDef } from '../http/route.ts';
import { errorResponse } from '../http/respond.ts';
import type { Services } from '../services.ts';
import type { Telemetry } from '../telemetry/telemetry.ts';
import { RouteTable } from './route-table.ts';

const { HttpRequest, HttpResponse, InvocationContext } = azf;

/** Larger bodies are refused before they are read (uploads have their own, smaller, limits). */
const MAX_BODY_BYTES = 30 * 1024 * 1024;

export interface HttpHostOptions {
  routes: RouteDef[];
  getServices: () => Promise<Services>;
  serveStatic?: (req: IncomingMessage, res: ServerResponse, pathname: string) => void;
  log?: (line: string) => void;
  /** Records each API request (as the Functions host does on Azure) and its logged errors (ADR 0035). */
  telemetry?: Telemetry;
}

type Entry = RouteDef & { run: AzureHttpHandler };

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve('too-large');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerRecord(init: HttpResponseInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!init) return out;
  const entries: [string, string][] =
    init instanceof Headers
      ? [...init.entries()]
      : Array.isArray(init)
        ? init.map(([k, v]) => [String(k), String(v)])
        : Object.entries(init).map(([k, v]) => [k, String(v)]);
  for (const [k, v] of entries) out[k.toLowerCase()] = v;
  return out;
}

/**
 * Writes a handler's HttpResponseInit as the Functions host would. JSON, text and byte bodies are written
 * directly; anything else (streams, form data) goes through the library's own HttpResponse.
 */
async function send(res: ServerResponse, init: HttpResponseInit): Promise<void> {
  const { body, jsonBody } = init;
  if (
    jsonBody !== undefined ||
    body === undefined ||
    typeof body === 'string' ||
    body instanceof Uint8Array
  ) {
    const headers = headerRecord(init.headers);
    let payload: string | Buffer;
    if (jsonBody !== undefined) {
      payload = JSON.stringify(jsonBody);
      headers['content-type'] ??= 'application/json';
    } else if (typeof body === 'string') {
      payload = body;
      headers['content-type'] ??= 'text/plain;charset=UTF-8';
    } else {
      payload =
        body instanceof Uint8Array
          ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
          : Buffer.alloc(0);
    }
    res.writeHead(init.status ?? 200, { ...headers, 'content-length': String(Buffer.byteLength(payload)) });
    res.end(payload);
    return;
  }
  const response = new HttpResponse(init);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'content-length': String(bytes.length) });
  res.end(bytes);
}

export function createHttpHost(opts: HttpHostOptions) {
  const entries: Entry[] = opts.routes.map((r) => ({ ...r, run: toHandler(r, opts.getServices) }));
  const table = new RouteTable(entries);
  const log = opts.log ?? (() => undefined);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const match = table.match(method, url.pathname.slice('/api'.length));
    if (match === undefined) return send(res, errorResponse(404, 'not_found', 'There is no such API route.'));
    if (match === 'method')
      return send(res, errorResponse(405, 'method_not_allowed', 'This method is not allowed here.'));
    const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
    if (body === 'too-large')
      return send(res, errorResponse(413, 'payload_too_large', 'The request body is too large.'));
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    const request = new HttpRequest({
      method,
      url: url.toString(),
      headers,
      params: match.params,
      ...(body.length ? { body: { bytes: body } } : {}),
    });
    const entry = match.value;
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: entry.name,
      logHandler: (level, ...args) => {
        if (level === 'error' || level === 'warning') log(`[${entry.name}] ${args.map(String).join(' ')}`);
        if (level === 'error') opts.telemetry?.exception(new Error(args.map(String).join(' ')));
      },
    });
    const run = () => entry.run(request, context);
    const info = {
      kind: 'request' as const,
      name: `${method} /api/${entry.route}`,
      method,
      url: url.toString(),
      route: `/api/${entry.route}`,
    };
    await send(
      res,
      opts.telemetry
        ? await opts.telemetry.operation(info, run, ({ value, error }) => ({
            success: error === undefined && (value?.status ?? 200) < 500,
            resultCode: error === undefined ? (value?.status ?? 200) : 500,
            ...(error === undefined ? {} : { error }),
          }))
        : await run(),
    );
  }

  const server = http.createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    const work = isApi
      ? handleApi(req, res, url)
      : Promise.resolve(
          opts.serveStatic
            ? opts.serveStatic(req, res, url.pathname)
            : void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'),
        );
    work.catch((err: unknown) => {
      log(`Request failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent)
        void send(res, errorResponse(500, 'internal', 'Something went wrong on our side.'));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
