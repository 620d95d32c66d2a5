/**
 * The client side of the local Web PubSub endpoint: connection and hub state, delivery of messages in the
 * `json.webpubsub.azure.v1` frame format (or raw, for plain WebSocket clients), and the frames a client sends
 * (joinGroup, leaveGroup, sendToGroup, event, ping, sequenceAck, invoke) with the service's ack semantics.
 */
import { WebSocket, type RawData } from 'ws';

export const JSON_SUBPROTOCOL = 'json.webpubsub.azure.v1';

export type DataType = 'json' | 'text' | 'binary';
export interface Payload {
  dataType: DataType;
  /** JSON value, text, or base64 for binary: the frame's `data` field. */
  data: unknown;
}
export type Origin = { from: 'server' } | { from: 'group'; group: string; fromUserId?: string };

export interface Connection {
  id: string;
  userId: string | undefined;
  socket: WebSocket;
  /** true for json.webpubsub.azure.v1, false for a plain WebSocket client. */
  framed: boolean;
  roles: Set<string>;
  groups: Set<string>;
  seenAckIds: Set<number>;
}

export interface Hub {
  connections: Map<string, Connection>;
  /** Users added to groups by REST: applies to their current and future connections. */
  userGroups: Map<string, Set<string>>;
}

export function claimList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function toBuffer(raw: RawData): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  if (Array.isArray(raw)) return Buffer.concat(raw);
  return Buffer.from(raw);
}

function validGroup(group: unknown): group is string {
  return typeof group === 'string' && group.length > 0 && group.length <= 1024;
}

export function deliver(conn: Connection, payload: Payload, origin: Origin): void {
  if (conn.socket.readyState !== WebSocket.OPEN) return;
  if (conn.framed) {
    conn.socket.send(
      JSON.stringify({ type: 'message', ...origin, dataType: payload.dataType, data: payload.data }),
    );
  } else if (payload.dataType === 'binary') {
    conn.socket.send(Buffer.from(String(payload.data), 'base64'));
  } else {
    conn.socket.send(payload.dataType === 'json' ? JSON.stringify(payload.data) : String(payload.data));
  }
}

export function closeConnection(h: Hub, conn: Connection, reason: string): void {
  if (conn.framed && conn.socket.readyState === WebSocket.OPEN) {
    conn.socket.send(JSON.stringify({ type: 'system', event: 'disconnected', message: reason }));
  }
  h.connections.delete(conn.id);
  conn.socket.close(1000, reason.slice(0, 120));
}

export function can(conn: Connection, permission: 'joinLeaveGroup' | 'sendToGroup', group: string): boolean {
  return conn.roles.has(`webpubsub.${permission}`) || conn.roles.has(`webpubsub.${permission}.${group}`);
}

function parseClientPayload(dataType: unknown, data: unknown): Payload | undefined {
  if (dataType === 'json' && data !== undefined) return { dataType, data };
  if (dataType === 'text' && typeof data === 'string') return { dataType, data };
  if (dataType === 'binary' && typeof data === 'string') return { dataType, data };
  return undefined;
}

/** Handles one frame of a json.webpubsub.azure.v1 client; malformed frames are ignored. */
export function onFrame(h: Hub, conn: Connection, raw: RawData, isBinary: boolean): void {
  if (!conn.framed || isBinary) return; // plain clients cannot send; the JSON protocol uses text frames only
  let frame: unknown;
  try {
    frame = JSON.parse(toBuffer(raw).toString('utf8'));
  } catch {
    return;
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return;
  const f = frame as Record<string, unknown>;
  const ackId = typeof f.ackId === 'number' && Number.isInteger(f.ackId) ? f.ackId : undefined;
  const send = (message: object): void => {
    if (conn.socket.readyState === WebSocket.OPEN) conn.socket.send(JSON.stringify(message));
  };
  // Only processed messages count for de-duplication, so a refused message can be retried with its ackId.
  const ack = (error?: { name: string; message: string }): void => {
    if (ackId === undefined) return;
    if (!error) conn.seenAckIds.add(ackId);
    send(error ? { type: 'ack', ackId, success: false, error } : { type: 'ack', ackId, success: true });
  };
  if (ackId !== undefined && conn.seenAckIds.has(ackId)) {
    return ack({ name: 'Duplicate', message: `Message with ackId ${ackId} was already processed.` });
  }
  const forbidden = (what: string) => ({
    name: 'Forbidden',
    message: `The connection has no permission to ${what}.`,
  });
  const badRequest = (message: string) => ({ name: 'BadRequest', message });

  switch (f.type) {
    case 'ping':
      return send({ type: 'pong' });
    case 'sequenceAck':
      return;
    case 'joinGroup':
    case 'leaveGroup': {
      if (!validGroup(f.group)) return ack(badRequest('Invalid group name.'));
      const join = f.type === 'joinGroup';
      if (!can(conn, 'joinLeaveGroup', f.group))
        return ack(forbidden(`${join ? 'join' : 'leave'} group '${f.group}'`));
      if (join) conn.groups.add(f.group);
      else conn.groups.delete(f.group);
      return ack();
    }
    case 'sendToGroup': {
      if (!validGroup(f.group)) return ack(badRequest('Invalid group name.'));
      if (!can(conn, 'sendToGroup', f.group)) return ack(forbidden(`send to group '${f.group}'`));
      const payload = parseClientPayload(f.dataType, f.data);
      if (!payload) return ack(badRequest('Invalid dataType or data.'));
      const origin: Origin = {
        from: 'group',
        group: f.group,
        ...(conn.userId ? { fromUserId: conn.userId } : {}),
      };
      for (const other of h.connections.values()) {
        if (!other.groups.has(f.group) || (f.noEcho === true && other === conn)) continue;
        deliver(other, payload, origin);
      }
      return ack();
    }
    case 'event':
      return ack(); // no upstream event handler runs locally
    case 'invoke':
      if (typeof f.invocationId === 'string') {
        send({
          type: 'invokeResponse',
          invocationId: f.invocationId,
          success: false,
          error: { name: 'InternalServerError', message: 'No upstream event handler is configured.' },
        });
      }
      return;
    default:
      return ack(badRequest(`Unsupported message type '${String(f.type)}'.`));
  }
}
