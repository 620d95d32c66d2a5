/**
 * `npm run cosmos`: the local Cosmos DB endpoint in the foreground on COSMOS_PORT (default 8081), keeping its
 * data under DATA_DIR (default .data). Then `COSMOS_ENDPOINT=https://127.0.0.1:8081 npm start` runs the portal
 * on the Cosmos adapter with the same DATA_DIR (ADR 0032).
 */
import path from 'node:path';
import { startLocalCosmos } from './cosmos-server.ts';
import { stopOnSignals } from './stop-signals.ts';

const env = process.env;

async function main() {
  const cosmos = await startLocalCosmos({
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    port: env.COSMOS_PORT ? Number(env.COSMOS_PORT) : 8081,
    log: (line) => console.log(line),
  });
  console.log(
    [
      '',
      `  Local Cosmos DB is running at ${cosmos.endpoint}`,
      `  Run the portal on it: COSMOS_ENDPOINT=${cosmos.endpoint} npm start (same DATA_DIR)`,
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  stopOnSignals('the local Cosmos DB (its data is saved first)', () => cosmos.close());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
