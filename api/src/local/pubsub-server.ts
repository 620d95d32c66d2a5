/**
 * A local Azure Web PubSub endpoint: the client WebSocket protocol `json.webpubsub.azure.v1` at
 * `/client/hubs/{hub}` and the data-plane REST calls under `/api/hubs/{hub}/...`, both authenticated with HS256
 * JWTs signed with the access key exactly as `@azure/web-pubsub` signs them. The production SDKs
 * (`WebPubSubServiceClient`, `WebPubSubClient`) talk to it unchanged. The reliable subprotocol is refused
 * (no sequence ids or reconnection tokens are kept); plain WebSocket clients without a subprotocol receive raw
 * payloads only, as on the service.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { jwtVerify, type JWTPayload } from 'jose';
import {
  JSON_SUBPROTOCOL,
  can,
  claimList,
  closeConnection,
  deliver,
  onFrame,
  type Connection,
  type Hub,
  type Origin,
  type Payload,
} from './pubsub-protocol.ts';

export { JSON_SUBPROTOCOL };

const HUB_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface LocalPubSub {
  endpoint: string;
  connectionString: string;
  close(): Promise<void>;
  connectionCount(): number;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startLocalPubSub(opts: {
  host?: string;
  port: number;
  accessKey: string;
}): Promise<LocalPubSub> {
  const host = opts.host ?? '127.0.0.1';
  const secret = new TextEncoder().encode(opts.accessKey);
  const hubs = new Map<string, Hub>();
  let endpoint = '';

  const hub = (name: string): Hub => {
    let h = hubs.get(name);
    if (!h) hubs.set(name, (h = { connections: new Map(), userGroups: new Map() }));
    return h;
  };

  /** The origins a token may name: the advertised endpoint and the address the caller actually used. */
  const origins = (req: IncomingMessage): string[] => {
    const list = [endpoint];
    if (req.headers.host) list.push(`http://${req.headers.host}`);
    return list;
  };

  const verify = async (token: string | undefined, audiences: string[]): Promise<JWTPayload> => {
    if (!token) throw new HttpError(401, 'Unauthorized', 'Missing access token.');
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        audience: audiences,
        requiredClaims: ['exp'],
        clockTolerance: 5,
      });
      return payload;
    } catch {
      throw new HttpError(401, 'Unauthorized', 'Invalid access token.');
    }
  };

  // ---- WebSocket upgrade -------------------------------------------------------------------------------------
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (protocols) => (protocols.has(JSON_SUBPROTOCOL) ? JSON_SUBPROTOCOL : false),
  });

  const rejectUpgrade = (socket: Duplex, status: number, text: string): void => {
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  };

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const match = /^\/client\/hubs\/([^/]+)\/?$/.exec(url.pathname);
    const hubName = match?.[1];
    if (!hubName || !HUB_NAME.test(hubName)) return rejectUpgrade(socket, 404, 'Not Found');
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = url.searchParams.get('access_token') ?? bearer;
    let claims: JWTPayload;
    try {
      claims = await verify(
        token ?? undefined,
        origins(req).map((o) => `${o}/client/hubs/${hubName}`),
      );
    } catch {
      return rejectUpgrade(socket, 401, 'Unauthorized');
    }
    const offered = (req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (offered.length > 0 && !offered.includes(JSON_SUBPROTOCOL)) {
      return rejectUpgrade(socket, 400, 'Unsupported Subprotocol');
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const h = hub(hubName);
      const userId = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
      const conn: Connection = {
        id: randomBytes(16).toString('base64url'),
        userId,
        socket: ws,
        framed: ws.protocol === JSON_SUBPROTOCOL,
        roles: new Set(claimList(claims.role)),
        groups: new Set([
          ...claimList(claims['webpubsub.group']),
          ...(userId ? (h.userGroups.get(userId) ?? []) : []),
        ]),
        seenAckIds: new Set(),
      };
      h.connections.set(conn.id, conn);
      ws.on('error', () => ws.terminate());
      ws.on('close', () => h.connections.delete(conn.id));
      ws.on('message', (data, isBinary) => {
        try {
          onFrame(h, conn, data, isBinary);
        } catch {
          ws.close(1011, 'Internal error');
        }
      });
      if (conn.framed) {
        ws.send(
          JSON.stringify({
            type: 'system',
            event: 'connected',
            connectionId: conn.id,
            userId: userId ?? null,
          }),
        );
      }
    });
  };

  // ---- REST --------------------------------------------------------------------------------------------------
  const readBody = (req: IncomingMessage): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_MESSAGE_BYTES)
          reject(new HttpError(413, 'PayloadTooLarge', 'Message is larger than 1 MB.'));
        else chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const readPayload = async (req: IncomingMessage): Promise<Payload> => {
    const body = await readBody(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type === 'application/json') {
      try {
        return { dataType: 'json', data: JSON.parse(body.toString('utf8')) };
      } catch {
        throw new HttpError(400, 'BadRequest', 'The body is not valid JSON.');
      }
    }
    if (type === 'text/plain') return { dataType: 'text', data: body.toString('utf8') };
    if (type === 'application/octet-stream') return { dataType: 'binary', data: body.toString('base64') };
    throw new HttpError(415, 'UnsupportedMediaType', `Content type '${type ?? ''}' is not supported.`);
  };

  const handleRest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'local'}`);
    let segs: string[];
    try {
      segs = url.pathname.split('/').slice(1).map(decodeURIComponent);
    } catch {
      throw new HttpError(400, 'BadRequest', 'Malformed path.');
    }
    const [api, hubsSeg, hubName, ...rest] = segs;
    if (api !== 'api' || hubsSeg !== 'hubs' || !hubName) throw new HttpError(404, 'NotFound', 'Not found.');
    // The SDK signs the full request URL (query included); a token for the URL without its query is accepted too.
    const rawUrl = req.url ?? '/';
    const audiences = origins(req).flatMap((o) => [`${o}${rawUrl}`, `${o}${rawUrl.split('?')[0] ?? ''}`]);
    await verify(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1], audiences);
    if (!HUB_NAME.test(hubName)) throw new HttpError(400, 'BadRequest', 'Invalid hub name.');
    if (url.searchParams.has('filter'))
      throw new HttpError(400, 'BadRequest', 'The local endpoint does not support filter.');

    const h = hub(hubName);
    const method = req.method ?? 'GET';
    const excluded = new Set(url.searchParams.getAll('excluded'));
    const reason = url.searchParams.get('reason') ?? 'Closed by the server.';
    const all = [...h.connections.values()];
    const byUser = (user: string) => all.filter((c) => c.userId === user);
    const byGroup = (group: string) => all.filter((c) => c.groups.has(group));
    const done = (status: number): void => void res.writeHead(status).end();
    const exists = (found: boolean): void => done(found ? 200 : 404);
    const sendTo = async (targets: Connection[], origin: Origin = { from: 'server' }): Promise<void> => {
      const payload = await readPayload(req);
      for (const c of targets) if (!excluded.has(c.id)) deliver(c, payload, origin);
      done(202);
    };
    const route = `${method} ${rest.map((s, i) => (i % 2 === 0 ? s : '*')).join('/')}`;
    const [, b = '', , d = ''] = rest;

    switch (route) {
      case 'POST :send':
        return sendTo(all);
      case 'POST :closeConnections':
        for (const c of all) if (!excluded.has(c.id)) closeConnection(h, c, reason);
        return done(204);
      case 'POST users/*/:send':
        return sendTo(byUser(b));
      case 'HEAD users/*':
        return exists(byUser(b).length > 0);
      case 'POST users/*/:closeConnections':
        for (const c of byUser(b)) if (!excluded.has(c.id)) closeConnection(h, c, reason);
        return done(204);
      case 'DELETE users/*/groups':
        h.userGroups.delete(b);
        for (const c of byUser(b)) c.groups.clear();
        return done(204);
      case 'PUT users/*/groups/*':
      case 'DELETE users/*/groups/*': {
        const add = method === 'PUT';
        const set = h.userGroups.get(b) ?? new Set<string>();
        if (add) set.add(d);
        else set.delete(d);
        h.userGroups.set(b, set);
        for (const c of byUser(b)) {
          if (add) c.groups.add(d);
          else c.groups.delete(d);
        }
        return done(add ? 200 : 204);
      }
      case 'HEAD groups/*':
        return exists(byGroup(b).length > 0);
      case 'POST groups/*/:send':
        return sendTo(byGroup(b), { from: 'group', group: b });
      case 'POST groups/*/:closeConnections':
        for (const c of byGroup(b)) if (!excluded.has(c.id)) closeConnection(h, c, reason);
        return done(204);
      case 'GET groups/*/connections':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(
          JSON.stringify({ value: byGroup(b).map((c) => ({ connectionId: c.id, userId: c.userId })) }),
        );
      case 'PUT groups/*/connections/*':
      case 'DELETE groups/*/connections/*': {
        const conn = h.connections.get(d);
        if (method === 'PUT' && !conn) throw new HttpError(404, 'NotFound', 'Connection not found.');
        if (method === 'PUT') conn?.groups.add(b);
        else conn?.groups.delete(b);
        return done(method === 'PUT' ? 200 : 204);
      }
      case 'HEAD connections/*':
        return exists(h.connections.has(b));
      case 'DELETE connections/*': {
        const conn = h.connections.get(b);
        if (conn) closeConnection(h, conn, reason);
        return done(204);
      }
      case 'POST connections/*/:send':
        return sendTo(h.connections.has(b) ? [h.connections.get(b) as Connection] : []);
      case 'DELETE connections/*/groups':
        h.connections.get(b)?.groups.clear();
        return done(204);
      case 'PUT permissions/*/connections/*':
      case 'DELETE permissions/*/connections/*':
      case 'HEAD permissions/*/connections/*': {
        if (b !== 'joinLeaveGroup' && b !== 'sendToGroup')
          throw new HttpError(400, 'BadRequest', 'Unknown permission.');
        const target = url.searchParams.get('targetName');
        const role = target ? `webpubsub.${b}.${target}` : `webpubsub.${b}`;
        const conn = h.connections.get(d);
        if (method === 'HEAD')
          return exists(!!conn && (target ? can(conn, b, target) : conn.roles.has(role)));
        if (!conn) throw new HttpError(404, 'NotFound', 'Connection not found.');
        if (method === 'PUT') conn.roles.add(role);
        else conn.roles.delete(role);
        return done(method === 'PUT' ? 200 : 204);
      }
      default:
        throw new HttpError(404, 'NotFound', 'Not found.');
    }
  };

  const server = createServer((req, res) => {
    handleRest(req, res).catch((err: unknown) => {
      const e =
        err instanceof HttpError ? err : new HttpError(500, 'InternalServerError', 'Unexpected error.');
      if (res.headersSent) return void res.end();
      res.writeHead(e.status, { 'content-type': 'application/json', connection: 'close' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ code: e.code, message: e.message }));
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    onUpgrade(req, socket, head).catch(() => socket.destroy());
  });
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const advertisedHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  endpoint = `http://${advertisedHost}:${port}`;

  return {
    endpoint,
    connectionString: `Endpoint=${endpoint};AccessKey=${opts.accessKey};Version=1.0;`,
    connectionCount: () => [...hubs.values()].reduce((n, h) => n + h.connections.size, 0),
    async close() {
      for (const h of hubs.values()) for (const c of h.connections.values()) c.socket.terminate();
      hubs.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
