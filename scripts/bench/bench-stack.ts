/** The real local stack for a benchmark: its own data folder, seeded demo data, no timers; queues polled on request. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../../api/src/local/stack.ts';

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
