/**
 * Throttling through the API (api-cosmos project, ADR 0032): while the local Cosmos server answers 429 with a
 * retry-after, the SDK retries within its bound; a request it still cannot serve is answered 503 `busy` with
 * Retry-After in the one error shape, never a 500; a short burst of 429s is absorbed and the request succeeds.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localCosmosFiles } from '../src/config.ts';
import { as, expectErrorShape, USERS } from './support/client.ts';

/** Tells the local Cosmos server to answer the next `count` document requests with 429. */
function throttle(count: number, retryAfterMs: number): Promise<void> {
  const body = JSON.stringify({ count, retryAfterMs });
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${inject('cosmosEndpoint')}/_local/throttle`,
      { method: 'POST', ca: readFileSync(localCosmosFiles(inject('dataDir')).cert, 'utf8') },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`throttle ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a throttled database (429 with retry-after)', () => {
  afterAll(() => throttle(0, 0));

  it('is retried within the bound: a short burst is absorbed', async () => {
    await as(USERS.SALES_PERSON).get('sales/solutions?view=created');
    await throttle(3, 20);
    const res = await as(USERS.SALES_PERSON).get('sales/solutions?view=created');
    expect(res.status).toBe(200);
  });

  it('past the bound is a 503 busy with Retry-After, not a 500', async () => {
    await as(USERS.SALES_PERSON).get('sales/solutions?view=created');
    await throttle(1000, 10);
    const res = await as(USERS.SALES_PERSON).get('sales/solutions?view=created');
    await throttle(0, 0);
    expect(res.status).toBe(503);
    expect(expectErrorShape(res.body)).toEqual({
      code: 'busy',
      message: 'The portal is busy right now. Please try again in a few seconds.',
    });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
