/** The real local stack for a benchmark: its own data folder, seeded demo data, no timers; queues polled on request. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Capability } from '@portal/domain';
import { startLocalStack } from '../../api/src/local/stack.ts';
import { userIdForEmail } from '../../api/src/identity/user-id.ts';

export async function startBenchStack(opts: { root?: string; serveWeb: boolean; pollQueues?: boolean }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const stack = await startLocalStack({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_MODE: 'local',
      SEED_DEMO_DATA: 'true',
      COSMOS_ENDPOINT: '',
      STORAGE_CONNECTION_STRING: '',
      WEBPUBSUB_CONNECTION_STRING: '',
    },
    port: 0,
    serveWeb: opts.serveWeb,
    ...(opts.root ? { root: opts.root } : {}),
    timers: false,
    pollQueues: opts.pollQueues ?? false,
    log: () => undefined,
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;

const ADMIN = { email: 'admin@provider.example', name: 'Alex Morgan' };

/**
 * Saves `capabilities` as the catalogue the way the Capabilities admin does (POST /api/sales/configuration as the
 * seeded admin, If-Match the `current` pointer's ETag): a new version v{n+1} and `current` moved to it, so the
 * catalogue version rule accepts solutions built on it. Returns the new version's number.
 */
export async function saveCatalogueAsAdmin(stack: BenchStack, capabilities: Capability[]): Promise<number> {
  const { token } = await stack.services.localTokens!.issue({ id: userIdForEmail(ADMIN.email), ...ADMIN });
  const auth = { Authorization: `Bearer ${token}` };
  const current = await fetch(`${stack.url}/api/sales/configuration`, { headers: auth });
  if (!current.ok)
    throw new Error(`Reading the catalogue answered ${current.status}: ${await current.text()}`);
  const saved = await fetch(`${stack.url}/api/sales/configuration`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': current.headers.get('ETag') ?? '' },
    body: JSON.stringify({ capabilities }),
  });
  if (saved.status !== 201)
    throw new Error(`Saving the bench catalogue answered ${saved.status}: ${await saved.text()}`);
  return ((await saved.json()) as { version: number }).version;
}
