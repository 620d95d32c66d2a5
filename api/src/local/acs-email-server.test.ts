/**
 * ACS Email through the production adapter (`adapters/mail-acs.ts`, the real `@azure/communication-email` SDK)
 * against the local ACS Email server, started here on a free port: the mail contract suite (the same one the
 * local mailbox passes) with every message read back from what the server received, then what makes the
 * server a fair stand-in: the HMAC signature is checked (a wrong key is refused), the message is validated as
 * the service does, and the poller waits through `Running`.
 * With ACS_TEST_CONNECTION_STRING, ACS_TEST_SENDER and ACS_TEST_RECIPIENT the contract suite runs against that
 * resource instead (nothing can be read back there).
 */
import { createHash, createHmac } from 'node:crypto';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAcsMail } from '../adapters/mail-acs.ts';
import { describeMailContract, type ReceivedMail } from '../adapters/mail-contract.ts';
import { startLocalAcsEmail, type LocalAcsEmail } from './acs-email-server.ts';

const SENDER = 'DoNotReply@portal.example';
let server: LocalAcsEmail;
beforeAll(async () => {
  server = await startLocalAcsEmail();
});
afterAll(async () => {
  await server?.close();
});

const real = {
  connectionString: process.env.ACS_TEST_CONNECTION_STRING,
  sender: process.env.ACS_TEST_SENDER,
  recipient: process.env.ACS_TEST_RECIPIENT,
};
const useReal = !!(real.connectionString && real.sender && real.recipient);

const localMail = (extra: Partial<Parameters<typeof createAcsMail>[0]> = {}) =>
  createAcsMail({
    connectionString: server.connectionString,
    senderAddress: SENDER,
    ca: server.cert,
    ...extra,
  });

function readBack(id: string): Promise<ReceivedMail | undefined> {
  const sent = server.sent.find((entry) => entry.id === id);
  if (!sent) return Promise.resolve(undefined);
  const { recipients, content } = sent.message;
  return Promise.resolve({
    to: (recipients.to ?? []).map((r) => r.address),
    cc: (recipients.cc ?? []).map((r) => r.address),
    subject: content.subject,
    ...(content.plainText !== undefined ? { text: content.plainText } : {}),
    ...(content.html !== undefined ? { html: content.html } : {}),
  });
}

if (useReal) {
  describeMailContract(
    'Azure Communication Services Email (ACS_TEST_CONNECTION_STRING)',
    () => createAcsMail({ connectionString: real.connectionString!, senderAddress: real.sender! }),
    real.recipient!,
  );
} else {
  describeMailContract(
    'Azure Communication Services Email (local ACS Email server)',
    () => localMail(),
    'someone@provider.example',
    readBack,
  );
}

interface Signing {
  /** The access key (base64); the server's by default. */
  key?: string;
  /** When it claims to be signed; now by default. */
  date?: Date;
  /** The path and query signed; the requested one by default. */
  signedPath?: string;
  /** The body actually sent; the signed one by default. */
  sentBody?: string;
}

/** A raw request to the local server, signed as the SDK signs it (or altered as `signing` says). */
function signedRequest(
  method: string,
  pathAndQuery: string,
  body: string,
  signing: Signing = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
  const url = new URL(pathAndQuery, server.endpoint);
  const signed = new URL(signing.signedPath ?? pathAndQuery, server.endpoint);
  const date = (signing.date ?? new Date()).toUTCString();
  const hash = createHash('sha256').update(body).digest('base64');
  const query = signed.searchParams.toString();
  const toSign = `${method}\n${signed.pathname}${query ? `?${query}` : ''}\n${date};${url.host};${hash}`;
  const signature = createHmac('sha256', Buffer.from(signing.key ?? server.accessKey, 'base64'))
    .update(toSign)
    .digest('base64');
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method,
        ca: server.cert,
        headers: {
          'content-type': 'application/json',
          'x-ms-date': date,
          'x-ms-content-sha256': hash,
          authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(signing.sentBody ?? body);
  });
}

const SEND = '/emails:send?api-version=2025-09-01';
const valid = {
  senderAddress: SENDER,
  content: { subject: 'Hello', plainText: 'Hi.' },
  recipients: { to: [{ address: 'someone@provider.example' }] },
};

describe('the local ACS Email server', () => {
  it('refuses a wrong access key: the adapter reports 401 Denied and nothing is sent', async () => {
    const before = server.sent.length;
    const wrongKey = Buffer.alloc(32, 7).toString('base64');
    const mail = localMail({ connectionString: `endpoint=${server.endpoint}/;accesskey=${wrongKey}` });
    const error = await mail
      .send({ to: [{ email: 'someone@provider.example' }], subject: 'Refused', text: 'No.' })
      .then(
        () => undefined,
        (e: unknown) => e as Error & { statusCode?: number; code?: string },
      );
    expect(error?.message).toBe(
      'ACS Email refused the message (401 Denied): Denied by the resource provider.',
    );
    expect(error?.statusCode).toBe(401);
    expect(server.sent).toHaveLength(before);
  });

  it('checks the signature over the body, the path and the date: any change is a 401', async () => {
    const body = JSON.stringify(valid);
    const good = await signedRequest('POST', SEND, body, {});
    expect(good.status).toBe(202);
    expect(good.headers['operation-location']).toMatch(
      /\/emails\/operations\/[0-9a-f-]+\?api-version=2025-09-01$/,
    );

    const refused: [string, Signing][] = [
      ['another body', { sentBody: body.replace('Hello', 'Hellp') }],
      ['another key', { key: Buffer.alloc(32).toString('base64') }],
      ['another path', { signedPath: '/emails:send?api-version=2023-03-31' }],
      ['a date 20 minutes old', { date: new Date(Date.now() - 20 * 60_000) }],
    ];
    for (const [change, signing] of refused) {
      const response = await signedRequest('POST', SEND, body, signing);
      expect(response.status, change).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'Denied', message: 'Denied by the resource provider.' },
      });
    }
  });

  it('validates a message as the service does: 400 with the error shape and the field at fault', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, senderAddress: 'not-an-address' }, 'senderAddress'],
      [{ ...valid, recipients: { to: [] } }, 'recipients'],
      [{ ...valid, recipients: { to: [{ address: 'nobody' }] } }, 'recipients.to[0].address'],
      [{ ...valid, content: { plainText: 'Hi.' } }, 'content.subject'],
      [{ ...valid, content: { subject: 'Hello' } }, 'content'],
    ];
    for (const [body, target] of cases) {
      const response = await signedRequest('POST', SEND, JSON.stringify(body), {});
      expect(response.status, target).toBe(400);
      expect(response.body).toEqual({
        error: { code: 'BadRequest', message: expect.any(String), target },
      });
    }
    await expect(
      localMail().send({ to: [{ email: 'nobody' }], subject: 'Refused', text: 'No.' }),
    ).rejects.toThrow(
      "ACS Email refused the message (400 BadRequest): Invalid email address format: 'nobody'.",
    );
    const noVersion = await signedRequest('POST', '/emails:send', JSON.stringify(valid), {});
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toMatchObject({ error: { code: 'MissingApiVersionParameter' } });
  });

  it('answers Running before Succeeded, and the adapter waits for Succeeded', async () => {
    const { id } = await localMail().send({
      to: [{ email: 'someone@provider.example' }],
      subject: 'Polled',
      text: 'Polled.',
    });
    expect(server.sent.find((entry) => entry.id === id)?.polls).toEqual(['Running', 'Succeeded']);
    const unknown = await signedRequest('GET', '/emails/operations/none?api-version=2025-09-01', '');
    expect(unknown.status).toBe(404);
  });

  it('is trusted through the client agent only: a client without its certificate is refused', async () => {
    const outcome = await new Promise<string>((resolve) => {
      https
        .get(`${server.endpoint}/`, (res) => resolve(String(res.statusCode)))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(outcome).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|DEPTH_ZERO/);
  });
});
