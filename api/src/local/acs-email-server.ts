/**
 * A local Azure Communication Services Email endpoint, for tests: it speaks the part of the Email REST API that
 * the real `@azure/communication-email` EmailClient uses, over HTTPS with a self-signed loopback certificate
 * (trusted by that client only, through its agent), so the production adapter (`adapters/mail-acs.ts`) runs
 * unchanged against it:
 * - every request is signed as ACS requires (HMAC-SHA256 over `VERB\npath?query\nx-ms-date;host;content-hash`
 *   with the connection string's access key, `x-ms-content-sha256` the body's SHA-256, `x-ms-date` within 15
 *   minutes); a missing or wrong signature is refused with 401, as the service does;
 * - `POST /emails:send?api-version=…` checks the message as the service does (sender, at least one recipient,
 *   every address well formed, a subject, a plain-text or HTML body) and answers 400 with the service's error
 *   shape, or 202 with `Operation-Location` and the operation id (the `Operation-Id` header when sent);
 * - `GET /emails/operations/{id}?api-version=…` answers `Running` (with `Retry-After`) for the first
 *   `runningPolls` polls, then `Succeeded`, so the SDK's poller runs as it does against Azure.
 * What was accepted is kept in memory (`sent`) so tests can read a message back. Nothing is delivered.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeLoopbackCertificate } from './loopback-certificate.ts';

/** A recipient as the REST API carries it. */
export interface AcsEmailAddress {
  address: string;
  displayName?: string;
}

/** The request body of `POST /emails:send`, as far as the portal uses it. */
export interface AcsEmailMessage {
  senderAddress: string;
  content: { subject: string; plainText?: string; html?: string };
  recipients: { to?: AcsEmailAddress[]; cc?: AcsEmailAddress[]; bcc?: AcsEmailAddress[] };
  replyTo?: AcsEmailAddress[];
  headers?: Record<string, string>;
}

export interface SentEmail {
  /** The operation id, which the SDK returns as the send result's id. */
  id: string;
  receivedAt: string;
  message: AcsEmailMessage;
  /** The status answered to each poll of its operation, in order. */
  polls: ('Running' | 'Succeeded')[];
}

export interface LocalAcsEmailOptions {
  host?: string;
  /** 0 (the default) for a free port. */
  port?: number;
  /** The resource's access key (base64); a random one when absent. */
  accessKey?: string;
  /** How many polls of an operation answer `Running` before `Succeeded` (default 1). */
  runningPolls?: number;
  log?: (line: string) => void;
}

export interface LocalAcsEmail {
  endpoint: string;
  accessKey: string;
  /** `endpoint=…;accesskey=…`, as the Azure portal gives it. */
  connectionString: string;
  /** The server's certificate (PEM), to trust for this endpoint only. */
  cert: string;
  /** Every accepted message, oldest first. */
  readonly sent: readonly SentEmail[];
  close(): Promise<void>;
}

/** How far `x-ms-date` may be from the server's clock, as ACS allows. */
const MAX_CLOCK_SKEW_MS = 15 * 60_000;
/** The service's limit on recipients (to, cc and bcc together) per message. */
const MAX_RECIPIENTS = 50;
const ADDRESS = /^[^@\s<>,;"]+@[^@\s<>,;"]+\.[^@\s<>,;"]+$/;

class AcsError extends Error {
  readonly status: number;
  readonly code: string;
  readonly target: string | undefined;
  constructor(status: number, code: string, message: string, target?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.target = target;
  }
}

const denied = () => new AcsError(401, 'Denied', 'Denied by the resource provider.');
const badRequest = (message: string, target?: string) => new AcsError(400, 'BadRequest', message, target);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks the request's HMAC-SHA256 signature as ACS does; throws 401 when anything does not match. */
export function verifyAcsSignature(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  body: string,
  accessKey: string,
  now = Date.now(),
): void {
  const header = req.headers;
  const date = header['x-ms-date'];
  const contentHash = header['x-ms-content-sha256'];
  const host = header.host;
  const authorization = header.authorization;
  if (typeof date !== 'string' || typeof contentHash !== 'string' || !host || !authorization) throw denied();
  const match = /^HMAC-SHA256 SignedHeaders=([^&]+)&Signature=(.+)$/.exec(authorization);
  if (!match || match[1]!.toLowerCase() !== 'x-ms-date;host;x-ms-content-sha256') throw denied();
  const sentAt = Date.parse(date);
  if (Number.isNaN(sentAt) || Math.abs(now - sentAt) > MAX_CLOCK_SKEW_MS) throw denied();
  if (!sameText(contentHash, sha256(body))) throw denied();
  const url = new URL(req.url ?? '/', 'https://local');
  const query = url.searchParams.toString();
  const pathAndQuery = query ? `${url.pathname}?${query}` : url.pathname;
  const stringToSign = `${(req.method ?? '').toUpperCase()}\n${pathAndQuery}\n${date};${host};${contentHash}`;
  const expected = createHmac('sha256', Buffer.from(accessKey, 'base64'))
    .update(stringToSign)
    .digest('base64');
  if (!sameText(match[2]!, expected)) throw denied();
}

function checkAddresses(list: unknown, target: string): AcsEmailAddress[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw badRequest(`${target} must be an array.`, target);
  return list.map((entry: unknown, i) => {
    const address = (entry as { address?: unknown } | null)?.address;
    if (typeof address !== 'string' || !ADDRESS.test(address)) {
      throw badRequest(
        `Invalid email address format: '${String(address ?? '')}'.`,
        `${target}[${i}].address`,
      );
    }
    return entry as AcsEmailAddress;
  });
}

/** The service's checks of a message, in its order; throws 400 with the field at fault. */
export function checkAcsMessage(body: unknown): AcsEmailMessage {
  if (!body || typeof body !== 'object') throw badRequest('The request body is not a JSON object.');
  const message = body as Partial<AcsEmailMessage>;
  if (typeof message.senderAddress !== 'string' || !ADDRESS.test(message.senderAddress)) {
    throw badRequest('A valid senderAddress is required.', 'senderAddress');
  }
  const recipients = message.recipients;
  if (!recipients || typeof recipients !== 'object')
    throw badRequest('recipients is required.', 'recipients');
  const all = [
    ...checkAddresses(recipients.to, 'recipients.to'),
    ...checkAddresses(recipients.cc, 'recipients.cc'),
    ...checkAddresses(recipients.bcc, 'recipients.bcc'),
  ];
  if (all.length === 0) {
    throw badRequest('At least one recipient is required in to, cc or bcc.', 'recipients');
  }
  if (all.length > MAX_RECIPIENTS) {
    throw badRequest(`A message may have at most ${MAX_RECIPIENTS} recipients.`, 'recipients');
  }
  checkAddresses(message.replyTo, 'replyTo');
  const content = message.content;
  if (!content || typeof content.subject !== 'string' || content.subject.trim() === '') {
    throw badRequest('content.subject is required.', 'content.subject');
  }
  const hasText = typeof content.plainText === 'string' && content.plainText !== '';
  const hasHtml = typeof content.html === 'string' && content.html !== '';
  if (!hasText && !hasHtml) {
    throw badRequest('Either content.plainText or content.html is required.', 'content');
  }
  return message as AcsEmailMessage;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLocalAcsEmail(opts: LocalAcsEmailOptions = {}): Promise<LocalAcsEmail> {
  const host = opts.host ?? '127.0.0.1';
  const accessKey = opts.accessKey ?? randomBytes(32).toString('base64');
  const runningPolls = opts.runningPolls ?? 1;
  const log = opts.log ?? (() => {});
  const { cert, key } = await makeLoopbackCertificate(1);
  const sent: SentEmail[] = [];
  /** Operation id -> the message and the polls still to answer Running. */
  const operations = new Map<string, { sent: SentEmail; running: number }>();
  const origin: { endpoint?: string } = {};

  function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-ms-request-id': randomUUID(),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    verifyAcsSignature(req, body, accessKey);
    const url = new URL(req.url ?? '/', 'https://local');
    const apiVersion = url.searchParams.get('api-version');
    if (!apiVersion) {
      throw new AcsError(
        400,
        'MissingApiVersionParameter',
        'The api-version query parameter (?api-version=) is required for all requests.',
      );
    }
    if (req.method === 'POST' && url.pathname === '/emails:send') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
      const message = checkAcsMessage(parsed);
      const requested = req.headers['operation-id'];
      const id = typeof requested === 'string' && requested ? requested : randomUUID();
      if (!operations.has(id)) {
        const entry: SentEmail = { id, receivedAt: new Date().toISOString(), message, polls: [] };
        operations.set(id, { sent: entry, running: runningPolls });
        sent.push(entry);
      }
      const location = `${origin.endpoint}/emails/operations/${encodeURIComponent(id)}?api-version=${encodeURIComponent(apiVersion)}`;
      answer(res, 202, { id, status: 'Running' }, { 'operation-location': location, 'retry-after': '1' });
      return;
    }
    const poll = /^\/emails\/operations\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && poll) {
      const id = decodeURIComponent(poll[1]!);
      const operation = operations.get(id);
      if (!operation) throw new AcsError(404, 'NotFound', `Operation ${id} was not found.`);
      const status = operation.running > 0 ? 'Running' : 'Succeeded';
      operation.running = Math.max(0, operation.running - 1);
      operation.sent.polls.push(status);
      answer(res, 200, { id, status }, status === 'Running' ? { 'retry-after': '1' } : {});
      return;
    }
    throw new AcsError(404, 'NotFound', `No operation ${req.method} ${url.pathname}.`);
  }

  const server = https.createServer({ cert, key }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof AcsError) {
        const detail = {
          code: error.code,
          message: error.message,
          ...(error.target ? { target: error.target } : {}),
        };
        answer(res, error.status, { error: detail }, { 'x-ms-error-code': error.code });
        return;
      }
      log(`ACS Email server error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        answer(res, 500, { error: { code: 'InternalServerError', message: 'local ACS error' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const endpoint = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
  origin.endpoint = endpoint;
  log(`ACS Email (local) at ${endpoint}`);

  return {
    endpoint,
    accessKey,
    connectionString: `endpoint=${endpoint}/;accesskey=${accessKey}`,
    cert,
    sent,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
