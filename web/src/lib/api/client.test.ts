// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentUserSchema, solutionSchema } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from './api-error.ts';
import { apiFetch, apiFile, apiRequest, configureApiClient, setApiUserId } from './client.ts';

/** A real HTTP server standing in for the API: it records the request headers and answers per path. */
let server: Server;
let lastHeaders: IncomingHttpHeaders = {};
let lastBody = '';

const USER = {
  id: 'u-1',
  name: 'Sam Seller',
  email: 'sam@provider.example',
  role: { id: 'SALES_PERSON', name: 'Sales Person' },
  assignedRole: { id: 'SALES_PERSON', name: 'Sales Person' },
  organization: 'PROVIDER',
  regionId: 'EME-UKI',
  mode: 'production',
  isAdmin: false,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      lastBody = body;
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      switch (req.url) {
        case '/api/v2/users/current':
          return json(200, USER);
        case '/api/echo':
          return json(200, { received: JSON.parse(body || 'null') });
        case '/api/forbidden':
          return json(403, { error: { code: 'forbidden', message: 'Your role cannot do this.' } });
        case '/api/bad':
          return json(400, {
            error: { code: 'bad_request', message: 'Invalid request', details: { name: ['Required'] } },
          });
        case '/api/broken':
          res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
          return res.end('<html>proxy error</html>');
        case '/api/wrong-shape':
          return json(200, { id: 1 });
        case '/api/not-json':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"id": ');
        case '/api/file':
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          return res.end(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        case '/api/slow':
          return setTimeout(() => json(200, {}), 500);
        default:
          return json(404, { error: { code: 'not_found', message: 'Not found' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  const { port } = server.address() as AddressInfo;
  configureApiClient({
    baseUrl: `http://127.0.0.1:${port}/api`,
    getToken: async () => 'tok-123',
    timeoutMs: 120_000,
  });
  setApiUserId(undefined);
});

describe('apiFetch headers', () => {
  it('sends the token in both authorization headers and the user id once known', async () => {
    await apiFetch('/v2/users/current', { schema: currentUserSchema });
    expect(lastHeaders['authorization']).toBe('Bearer tok-123');
    expect(lastHeaders['x-portal-authorization']).toBe('Bearer tok-123');
    expect(lastHeaders['x-portal-user-id']).toBeUndefined();

    setApiUserId('u-1');
    await apiFetch('/v2/users/current', { schema: currentUserSchema });
    expect(lastHeaders['x-portal-user-id']).toBe('u-1');
  });

  it('sends no auth headers on anonymous calls and none when there is no token', async () => {
    setApiUserId('u-1');
    await apiFetch('/echo', { anonymous: true });
    expect(lastHeaders['authorization']).toBeUndefined();
    expect(lastHeaders['x-portal-authorization']).toBeUndefined();

    configureApiClient({ getToken: async () => null });
    await apiFetch('/echo');
    expect(lastHeaders['authorization']).toBeUndefined();
  });

  it('posts JSON bodies', async () => {
    const data = await apiFetch('/echo', { method: 'POST', body: { mode: 'demo' } });
    expect(lastHeaders['content-type']).toBe('application/json');
    expect(JSON.parse(lastBody)).toEqual({ mode: 'demo' });
    expect(data).toEqual({ received: { mode: 'demo' } });
  });

  it('parses responses with the shared schema', async () => {
    const user = await apiFetch('/v2/users/current', { schema: currentUserSchema });
    expect(user.role.id).toBe('SALES_PERSON');
    expect(user.regionId).toBe('EME-UKI');
  });
});

describe('apiFile', () => {
  it('reads a file with the session headers and answers its bytes', async () => {
    setApiUserId('u-1');
    const file = await apiFile('/file', { method: 'POST' });
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(lastHeaders['accept']).toBe('*/*');
    expect(lastHeaders['authorization']).toBe('Bearer tok-123');
    expect(lastHeaders['x-portal-user-id']).toBe('u-1');
  });

  it('fails with the one error shape, as every other call', async () => {
    const error = await apiFile('/forbidden').then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as ApiError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'forbidden',
      'Your role cannot do this.',
    ]);
    configureApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
    expect(await apiFile('/file').catch((e: unknown) => (e as ApiError).code)).toBe('network');
  });
});

describe('apiFetch errors', () => {
  const failure = (path: string) =>
    apiFetch(path).then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as ApiError,
    );

  it('turns the one error shape into an ApiError with status, code, message and details', async () => {
    const forbidden = await failure('/forbidden');
    expect(forbidden).toBeInstanceOf(ApiError);
    expect([forbidden.status, forbidden.code, forbidden.message]).toEqual([
      403,
      'forbidden',
      'Your role cannot do this.',
    ]);

    const bad = await failure('/bad');
    expect(bad.status).toBe(400);
    expect(bad.details).toEqual({ name: ['Required'] });
  });

  it('describes a 5xx without the error shape by its status', async () => {
    const broken = await failure('/broken');
    expect([broken.status, broken.code]).toEqual([502, 'internal']);
    expect(broken.message).toBe('Request failed: 502 Bad Gateway');
    expect(broken.isServerOrNetwork).toBe(true);
  });

  it('refuses an answer in the wrong shape', async () => {
    const error: unknown = await apiFetch('/wrong-shape', { schema: currentUserSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_response');
  });

  it('refuses the same answers when a large answer is parsed off the page (no worker here)', async () => {
    const refused = (path: string) =>
      apiFetch(path, { schema: solutionSchema, offThread: 'solution' }).catch((e: unknown) => e);
    expect(await refused('/wrong-shape')).toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: 'The portal sent an answer in an unexpected shape.',
    });
    expect(await refused('/not-json')).toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: 'The portal sent an answer that could not be read.',
    });
    expect(await refused('/forbidden')).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('times out with code timeout', async () => {
    configureApiClient({ timeoutMs: 50 });
    const error = await failure('/slow');
    expect([error.status, error.code]).toEqual([0, 'timeout']);
  });

  it('reports an unreachable API as a network failure', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
    const error = await failure('/v2/users/current');
    expect([error.status, error.code]).toEqual([0, 'network']);
    expect(error.isServerOrNetwork).toBe(true);
  });

  it('returns the response status and headers from apiRequest', async () => {
    const response = await apiRequest('/echo', { method: 'POST', body: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});

describe('errorFromResponse', () => {
  it('falls back to a code per status when the body is not the error shape', () => {
    expect(errorFromResponse(401, 'Unauthorized', '').code).toBe('unauthorized');
    expect(errorFromResponse(409, '', 'not json').code).toBe('conflict');
    expect(errorFromResponse(428, '', '{}').code).toBe('precondition_failed');
  });
});
