// Starts the built portal for the end-to-end tests: fresh data folder, its own ports, demo mode allowed.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '4380';
// One data folder per port, so two checkouts (or two runs on other ports) never share a store.
const dataDir = path.join(root, `.test-data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  // E2E_PUBSUB_PORT: when port + 10 is another run's web port (runs on ports 10 apart).
  PUBSUB_PORT: process.env.E2E_PUBSUB_PORT ?? String(Number(port) + 10),
  AUTH_MODE: 'local',
  DEMO_MODE: 'true',
  SEED_DEMO_DATA: 'true',
  ADMIN_EMAILS: 'admin@provider.example',
  JOB_RETRY_DELAY_MS: '0',
  PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Telemetry on, as in Azure, with the stack as its own ingestion endpoint (ADR 0035): every journey runs with the
  // Application Insights SDKs loaded, and tests read what arrived at GET /api/local/telemetry.
  APPLICATIONINSIGHTS_CONNECTION_STRING: `InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:${port}/`,
});
for (const key of [
  'COSMOS_ENDPOINT',
  'STORAGE_CONNECTION_STRING',
  'WEBPUBSUB_CONNECTION_STRING',
  'WEBPUBSUB_ENDPOINT',
]) {
  delete process.env[key];
}
await import(pathToFileURL(path.join(root, 'api/dist/local/main.js')).href);
