import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { startLocalStack } from '../../api/src/local/stack.ts';
import { userIdForEmail } from '../../api/src/seed/user-id.ts';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const stack = await startLocalStack({
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    COSMOS_ENDPOINT: '',
    STORAGE_CONNECTION_STRING: '',
    WEBPUBSUB_CONNECTION_STRING: '',
  },
  port: 0,
  serveWeb: false,
  timers: false,
  pollQueues: false,
  log: () => undefined,
});
const email = 'sales.person@provider.example';
const { token } = await stack.services.localTokens!.issue({ id: userIdForEmail(email), email, name: 'x' });
const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
const url = new URL(`${stack.url}/api/sales/solutions/1001`);
const one = () =>
  new Promise<void>((resolve) => {
    http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent,
        headers: { Authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
  });
const t = performance.now();
let n = 0;
await Promise.all(
  Array.from({ length: 10 }, async () => {
    while (performance.now() - t < 6000) {
      await one();
      n++;
    }
  }),
);
console.log('rps (in-process client)', (n / 6).toFixed(0));
await stack.stop();
process.exit(0);
