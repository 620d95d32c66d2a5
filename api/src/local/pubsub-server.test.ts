/**
 * The local Web PubSub endpoint against the real SDKs: the browser's WebPubSubClient (json.webpubsub.azure.v1)
 * and the server's WebPubSubServiceClient (through the push adapter and directly).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SendMessageError,
  WebPubSubClient,
  WebPubSubJsonProtocol,
  type OnGroupDataMessageArgs,
  type OnServerDataMessageArgs,
} from '@azure/web-pubsub-client';
import { WebPubSubServiceClient } from '@azure/web-pubsub';
import WebSocket from 'ws';
import { SignJWT } from 'jose';
import { startLocalPubSub, type LocalPubSub } from './pubsub-server.ts';
import { createWebPubSubPush } from '../adapters/pubsub-webpubsub.ts';
import type { PushService } from '../ports/pubsub.ts';

const HUB = 'portal';
const ACCESS_KEY = 'local-test-access-key-0123456789abcdefghijklmnop';

let server: LocalPubSub;
let push: PushService;
let service: WebPubSubServiceClient;
const clients: WebPubSubClient[] = [];
const sockets: WebSocket[] = [];

interface Inbox {
  client: WebPubSubClient;
  server: OnServerDataMessageArgs[];
  group: OnGroupDataMessageArgs[];
  connectionId: Promise<string>;
}

/** A browser-side client for one user, started and connected (the "connected" system message arrived). */
async function connect(getUrl: () => Promise<string>): Promise<Inbox> {
  const client = new WebPubSubClient(
    { getClientAccessUrl: getUrl },
    { protocol: WebPubSubJsonProtocol(), autoReconnect: false, messageRetryOptions: { maxRetries: 0 } },
  );
  clients.push(client);
  const inbox: Inbox = {
    client,
    server: [],
    group: [],
    connectionId: new Promise((resolve) => client.on('connected', (e) => resolve(e.connectionId))),
  };
  client.on('server-message', (e) => inbox.server.push(e));
  client.on('group-message', (e) => inbox.group.push(e));
  await client.start();
  await inbox.connectionId;
  return inbox;
}

/** Opens a raw WebSocket and resolves with the HTTP status of a refused upgrade, or 101 when it opened. */
function upgradeStatus(url: string, protocols: string[] = ['json.webpubsub.azure.v1']): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, protocols);
    sockets.push(ws);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => resolve(101));
    ws.on('error', () => undefined);
  });
}

beforeAll(async () => {
  server = await startLocalPubSub({ port: 0, accessKey: ACCESS_KEY });
  push = createWebPubSubPush({ connectionString: server.connectionString, hub: HUB });
  service = new WebPubSubServiceClient(server.connectionString, HUB, { allowInsecureConnection: true });
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  for (const s of sockets.splice(0)) s.terminate();
  await expect.poll(() => server.connectionCount()).toBe(0);
});

afterAll(async () => {
  await server.close();
});

describe('local Web PubSub endpoint', () => {
  it('publishes an endpoint and a connection string the SDK parses', () => {
    expect(server.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.connectionString).toBe(`Endpoint=${server.endpoint};AccessKey=${ACCESS_KEY};Version=1.0;`);
  });

  it('connects a WebPubSubClient with the adapter URL and delivers sendToUser only to that user', async () => {
    const url = await push.clientAccessUrl('user-1', ['solution-1']);
    expect(
      url.startsWith(`ws://127.0.0.1:${new URL(server.endpoint).port}/client/hubs/${HUB}?access_token=`),
    ).toBe(true);
    const alice = await connect(() => push.clientAccessUrl('user-1', ['solution-1']));
    const bob = await connect(() => push.clientAccessUrl('user-2', []));
    expect(server.connectionCount()).toBe(2);

    await push.sendToUser('user-1', { kind: 'job', jobId: 'j-1', progress: 40 });
    await expect.poll(() => alice.server.length).toBe(1);
    expect(alice.server[0]?.message).toMatchObject({
      kind: 'serverData',
      dataType: 'json',
      data: { kind: 'job', jobId: 'j-1', progress: 40 },
    });
    await push.sendToUser('user-2', { marker: true });
    await expect.poll(() => bob.server.length).toBe(1);
    expect(bob.server[0]?.message.data).toEqual({ marker: true });
    expect(alice.server).toHaveLength(1);
  });

  it('lets a client join and leave its granted group, and delivers sendToGroup to members only', async () => {
    const alice = await connect(() => push.clientAccessUrl('user-1', ['solution-7']));
    const bob = await connect(() => push.clientAccessUrl('user-2', []));
    await alice.client.leaveGroup('solution-7');
    await alice.client.joinGroup('solution-7');

    await push.sendToGroup('solution-7', { alert: 'stage changed' });
    await expect.poll(() => alice.group.length).toBe(1);
    expect(alice.group[0]?.message).toMatchObject({
      group: 'solution-7',
      dataType: 'json',
      data: { alert: 'stage changed' },
    });

    await alice.client.leaveGroup('solution-7');
    await push.sendToGroup('solution-7', { alert: 'after leaving' });
    await push.sendToUser('user-1', 'marker');
    await expect.poll(() => alice.server.length).toBe(1);
    expect(alice.server[0]?.message.data).toBe('marker');
    expect(alice.group).toHaveLength(1);
    expect(bob.group).toHaveLength(0);
  });

  it('joins the token groups on connect', async () => {
    const alice = await connect(() => push.clientAccessUrl('user-1', ['solution-3']));
    expect(await service.groupExists('solution-3')).toBe(true);
    await push.sendToGroup('solution-3', { n: 1 });
    await expect.poll(() => alice.group.length).toBe(1);
  });

  it('refuses to join a group the token does not grant', async () => {
    const alice = await connect(() => push.clientAccessUrl('user-1', ['solution-1']));
    const error = await alice.client.joinGroup('solution-2').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SendMessageError);
    expect((error as SendMessageError).errorDetail?.name).toBe('Forbidden');
    await push.sendToGroup('solution-2', { secret: true });
    await push.sendToUser('user-1', 'marker');
    await expect.poll(() => alice.server.length).toBe(1);
    expect(alice.group).toHaveLength(0);
  });

  it('checks sendToGroup permission and honours noEcho', async () => {
    const url = async (userId: string, roles: string[]) =>
      (await service.getClientAccessToken({ userId, roles, groups: ['room'] })).url;
    const sender = await connect(() => url('user-1', ['webpubsub.sendToGroup.room']));
    const listener = await connect(() => url('user-2', []));
    await sender.client.sendToGroup('room', { hello: 1 }, 'json', { noEcho: true });
    await expect.poll(() => listener.group.length).toBe(1);
    expect(listener.group[0]?.message).toMatchObject({
      group: 'room',
      fromUserId: 'user-1',
      data: { hello: 1 },
    });
    await sender.client.sendToGroup('room', 'echoed', 'text');
    await expect.poll(() => sender.group.length).toBe(1);
    expect(sender.group[0]?.message.data).toBe('echoed');

    const refused = await listener.client.sendToGroup('room', { no: 1 }, 'json').then(
      () => undefined,
      (e: unknown) => e as SendMessageError,
    );
    expect(refused?.errorDetail?.name).toBe('Forbidden');
  });

  it('answers the service calls for text, binary, existence checks and closing', async () => {
    const alice = await connect(() => push.clientAccessUrl('user-1', []));
    const connectionId = await alice.connectionId;
    await service.sendToAll('plain words', { contentType: 'text/plain' });
    await service.sendToConnection(connectionId, new Uint8Array([1, 2, 3]));
    await expect.poll(() => alice.server.length).toBe(2);
    expect(alice.server[0]?.message).toMatchObject({ dataType: 'text', data: 'plain words' });
    expect(alice.server[1]?.message.dataType).toBe('binary');
    expect([...new Uint8Array(alice.server[1]?.message.data as ArrayBuffer)]).toEqual([1, 2, 3]);

    expect(await service.userExists('user-1')).toBe(true);
    expect(await service.userExists('nobody')).toBe(false);
    expect(await service.connectionExists(connectionId)).toBe(true);
    await service.group('added-by-server').addUser('user-1');
    expect(await service.groupExists('added-by-server')).toBe(true);
    await service.group('added-by-server').removeUser('user-1');
    expect(await service.groupExists('added-by-server')).toBe(false);

    await service.closeConnection(connectionId);
    await expect.poll(() => server.connectionCount()).toBe(0);
    expect(await service.connectionExists(connectionId)).toBe(false);
  });

  it('rejects a client token signed with a wrong key, expired, or for another hub with 401', async () => {
    const wrong = createWebPubSubPush({
      connectionString: `Endpoint=${server.endpoint};AccessKey=not-the-key-0123456789abcdefghijklmnop;Version=1.0;`,
      hub: HUB,
    });
    expect(await upgradeStatus(await wrong.clientAccessUrl('user-1', []))).toBe(401);
    const otherHub = createWebPubSubPush({ connectionString: server.connectionString, hub: 'other' });
    const otherUrl = (await otherHub.clientAccessUrl('user-1', [])).replace('/hubs/other?', `/hubs/${HUB}?`);
    expect(await upgradeStatus(otherUrl)).toBe(401);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setAudience(`${server.endpoint}/client/hubs/${HUB}`)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(ACCESS_KEY));
    const base = `ws://127.0.0.1:${new URL(server.endpoint).port}/client/hubs/${HUB}`;
    expect(await upgradeStatus(`${base}?access_token=${expired}`)).toBe(401);
    expect(await upgradeStatus(base)).toBe(401);
    expect(await upgradeStatus(await push.clientAccessUrl('user-1', []))).toBe(101);

    const client = new WebPubSubClient(await wrong.clientAccessUrl('user-1', []), {
      protocol: WebPubSubJsonProtocol(),
      autoReconnect: false,
    });
    clients.push(client);
    await expect(client.start()).rejects.toBeDefined();
  });

  it('refuses the reliable subprotocol it does not implement', async () => {
    const url = await push.clientAccessUrl('user-1', []);
    expect(await upgradeStatus(url, ['json.reliable.webpubsub.azure.v1'])).toBe(400);
    const client = new WebPubSubClient(url, { autoReconnect: false }); // default protocol: reliable JSON
    clients.push(client);
    await expect(client.start()).rejects.toBeDefined();
  });

  it('answers 401 to REST calls with a bad or missing bearer and 404 to unknown paths', async () => {
    const wrong = createWebPubSubPush({
      connectionString: `Endpoint=${server.endpoint};AccessKey=not-the-key-0123456789abcdefghijklmnop;Version=1.0;`,
      hub: HUB,
    });
    await expect(wrong.sendToUser('user-1', { x: 1 })).rejects.toMatchObject({ statusCode: 401 });
    const send = `${server.endpoint}/api/hubs/${HUB}/users/user-1/:send?api-version=2024-12-01`;
    const post = (headers: Record<string, string>) =>
      fetch(send, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: 'Bearer not.a.jwt' })).status).toBe(401);
    const forOtherUrl = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(`${server.endpoint}/api/hubs/${HUB}/:send`)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(ACCESS_KEY));
    expect((await post({ authorization: `Bearer ${forOtherUrl}` })).status).toBe(401);
    const good = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(send)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(ACCESS_KEY));
    expect((await post({ authorization: `Bearer ${good}` })).status).toBe(202);
    expect((await fetch(`${server.endpoint}/nothing-here`)).status).toBe(404);
  });

  it('serves a plain WebSocket client (no subprotocol) raw payloads, like the service', async () => {
    const ws = new WebSocket(await push.clientAccessUrl('user-5', []));
    sockets.push(ws);
    const received: string[] = [];
    ws.on('message', (data) => received.push(String(data)));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    expect(ws.protocol).toBe('');
    ws.send('{"type":"joinGroup","group":"g","ackId":1}'); // ignored: plain clients cannot send
    await push.sendToUser('user-5', { raw: true });
    await expect.poll(() => received).toEqual(['{"raw":true}']);
  });

  it('survives malformed frames and keeps serving', async () => {
    const ws = new WebSocket(await push.clientAccessUrl('user-9', []), ['json.webpubsub.azure.v1']);
    sockets.push(ws);
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    for (const bad of [
      'not json',
      '{"type":',
      '[]',
      'null',
      '42',
      '{"type":"joinGroup","ackId":1}',
      '{"type":"joinGroup","group":{"x":1},"ackId":2}',
      '{"type":"sendToGroup","group":"g","ackId":"three"}',
      '{"type":"sendToGroup","group":"g","ackId":4,"dataType":"binary","data":12}',
      '{"type":"mystery","ackId":5}',
      '{"type":"event","event":"e","ackId":6}',
      '{"type":"event","event":"e","ackId":6}',
    ]) {
      ws.send(bad);
    }
    ws.send(Buffer.from([0xff, 0x00, 0x13]));
    ws.send('{"type":"ping"}');
    await expect.poll(() => frames.some((f) => f.type === 'pong')).toBe(true);
    const acks = frames.filter((f) => f.type === 'ack');
    expect(acks.map((a) => [a.ackId, a.success])).toEqual([
      [1, false],
      [2, false],
      [4, false],
      [5, false],
      [6, true],
      [6, false],
    ]);
    expect(acks.at(-1)).toMatchObject({ error: { name: 'Duplicate' } });
    expect(frames[0]).toMatchObject({ type: 'system', event: 'connected', userId: 'user-9' });
    expect(ws.readyState).toBe(WebSocket.OPEN);

    const alice = await connect(() => push.clientAccessUrl('user-1', []));
    await push.sendToUser('user-1', { still: 'alive' });
    await expect.poll(() => alice.server.length).toBe(1);
  });
});
