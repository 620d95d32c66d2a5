/**
 * Data survives a restart, and a second start on the same data starts cleanly (no duplicate seed, no error):
 * a stack on its own data folder is started, used, stopped and started again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../src/local/stack.ts';
import { newSolutionBody } from './support/payloads.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-restart-test-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  AUTH_MODE: 'local',
  SEED_DEMO_DATA: 'true',
  COSMOS_ENDPOINT: '',
  STORAGE_CONNECTION_STRING: '',
  WEBPUBSUB_CONNECTION_STRING: '',
};
const start = () => startLocalStack({ env, port: 0, serveWeb: false, timers: false, log: () => undefined });

async function signedFetch(url: string, pathName: string, init: RequestInit = {}) {
  const tokenRes = await fetch(`${url}/api/local-auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'sales.person@provider.example' }),
  });
  const { token } = (await tokenRes.json()) as { token: string };
  return fetch(`${url}/api/${pathName}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('restart on the same data', () => {
  it('keeps solutions, users and the sign-in key, and seeds nothing twice', async () => {
    const first = await start();
    const created = (await (
      await signedFetch(first.url, 'sales/solutions', {
        method: 'POST',
        body: JSON.stringify(newSolutionBody()),
      })
    ).json()) as { id: string; etag: string };
    const usersBefore = await first.services.store.container('users').count();
    const solutionsBefore = await first.services.store.container('solutions').count();
    const clientsBefore = await first.services.store.container('clients').count();
    await first.stop();

    const second = await start();
    try {
      const read = await signedFetch(second.url, `sales/solutions/${created.id}`);
      expect(read.status).toBe(200);
      expect(((await read.json()) as { etag: string }).etag).toBe(created.etag);
      expect(await second.services.store.container('users').count()).toBe(usersBefore);
      expect(await second.services.store.container('solutions').count()).toBe(solutionsBefore);
      expect(await second.services.store.container('clients').count()).toBe(clientsBefore);
      // New ids continue after the existing ones.
      const next = (await (
        await signedFetch(second.url, 'sales/solutions', {
          method: 'POST',
          body: JSON.stringify(newSolutionBody()),
        })
      ).json()) as { id: string };
      expect(Number(next.id)).toBeGreaterThan(Number(created.id));
    } finally {
      await second.stop();
    }
  });
});
