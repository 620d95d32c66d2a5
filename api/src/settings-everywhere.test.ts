/**
 * Every setting the code reads is written down where an operator looks for it: local.settings.example.json (local
 * defaults), the Function App's app settings in Bicep (infra/app/api.bicep) and the README's configuration table.
 * The code's reads are found in the source (api/src and web/src, tests excluded), so a new `env.X` fails here until
 * all three name it. Settings that only exist locally are listed below with the reason Azure does without them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSettings } from './config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Read by the code but deliberately absent from the Azure app settings. */
const LOCAL_ONLY: Record<string, string> = {
  PORT: 'the local host; in Azure the Functions host listens',
  HOST: 'the local host; in Azure the Functions host listens',
  PUBSUB_PORT: 'the local push endpoint; Azure uses Web PubSub (WEBPUBSUB_ENDPOINT)',
  AZURITE_BLOB_PORT: 'Azurite, started by the local host',
  AZURITE_QUEUE_PORT: 'Azurite, started by the local host',
  DATA_DIR: 'local files (SQLite, Azurite, mailbox, local key)',
  SQLITE_PATH: 'the local store; Azure uses Cosmos DB (COSMOS_ENDPOINT)',
  MAIL_DIR: 'the local mailbox; Azure uses Communication Services (ACS_EMAIL_ENDPOINT)',
  LOCAL_AUTH_SECRET: 'local sign-in, refused in Entra mode',
  JOB_RETRY_DELAY_MS:
    "the local queue poller's redelivery delay; in Azure host.json's queues.visibilityTimeout",
  COSMOS_PORT:
    'the local Cosmos-protocol server (npm run cosmos); Azure uses a Cosmos DB account (COSMOS_ENDPOINT)',
  COSMOS_KEY: 'a key; Azure reaches Cosmos DB with the managed identity (the account has local auth off)',
  STORAGE_CONNECTION_STRING: 'a key; Azure uses STORAGE_ACCOUNT_NAME with the managed identity',
  WEBPUBSUB_CONNECTION_STRING: 'a key; Azure uses WEBPUBSUB_ENDPOINT with the managed identity',
  ACS_EMAIL_CONNECTION_STRING: 'a key; Azure uses ACS_EMAIL_ENDPOINT with the managed identity',
  ENTRA_JWKS_URL: "derived from ENTRA_TENANT_ID; set only to trust another provider's keys (tests)",
  ENTRA_ISSUER: 'derived from ENTRA_TENANT_ID; set only to trust another issuer (tests)',
};

/** Read by the Functions host or its extensions, not by our code. */
const HOST_SETTINGS = [
  'FUNCTIONS_WORKER_RUNTIME',
  'AzureWebJobsStorage',
  'AzureWebJobsStorage__accountName',
  'APPLICATIONINSIGHTS_CONNECTION_STRING',
];
const isHostSetting = (name: string) =>
  HOST_SETTINGS.includes(name) || name.startsWith('AzureFunctionsJobHost__');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** `env.X`, `env['X']`, `process.env.X` and Vite's `import.meta.env.X`. */
function settingsReadBy(dirs: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = read(file);
    for (const m of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g))
      if (!found.has(m[1] ?? m[2]!)) found.set(m[1] ?? m[2]!, file);
  }
  return found;
}

const code = settingsReadBy(['api/src', 'web/src']);
const example = JSON.parse(read('local.settings.example.json')).Values as Record<string, string>;

const bicep = read('infra/app/api.bicep');
const appSettingsBlock = bicep.match(/var appSettings = \{([\s\S]*?)\n\}/)?.[1] ?? '';
const azure = [...appSettingsBlock.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:/gm)].map((m) => m[1]!);

const readme = read('README.md');
const configSection = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Layout'));
const documented = configSection
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Za-z][A-Za-z0-9_]*)`/g)].map((m) => m[1]!));

describe('every setting the code reads is in the example, the Bicep app settings and the README', () => {
  it('finds the settings the code reads (the scan works)', () => {
    expect([...code.keys()]).toEqual(expect.arrayContaining(['AUTH_MODE', 'COSMOS_ENDPOINT', 'PORT']));
    expect(azure).toEqual(expect.arrayContaining(['AUTH_MODE', 'COSMOS_ENDPOINT']));
    expect(documented).toEqual(expect.arrayContaining(['AUTH_MODE', 'COSMOS_ENDPOINT', 'PORT']));
  });

  it.each([...code.keys()].sort())('%s', (name) => {
    const where = code.get(name);
    expect({ name, where, inExample: name in example }).toEqual({ name, where, inExample: true });
    expect({ name, where, inReadme: documented.includes(name) }).toEqual({ name, where, inReadme: true });
    if (!(name in LOCAL_ONLY))
      expect({ name, where, inBicepAppSettings: azure.includes(name) }).toEqual({
        name,
        where,
        inBicepAppSettings: true,
      });
  });

  it('names nothing the code no longer reads', () => {
    const stale = (names: string[]) => names.filter((n) => !code.has(n) && !isHostSetting(n));
    expect({ example: stale(Object.keys(example)), bicep: stale(azure), readme: stale(documented) }).toEqual({
      example: [],
      bicep: [],
      readme: [],
    });
    expect(Object.keys(LOCAL_ONLY).filter((n) => !code.has(n))).toEqual([]);
  });

  it("gives the code's own defaults in the example (ADMIN_EMAILS aside: the seeded admin)", () => {
    const values = Object.fromEntries(Object.entries(example).filter(([k]) => k !== 'ADMIN_EMAILS'));
    expect(readSettings(values)).toEqual(readSettings({}));
  });

  it("binds the timers' schedule settings in Bicep to the code's default schedules", () => {
    const defaults = readSettings({});
    const expected: Record<string, string> = {
      DAILY_SUMMARY_SCHEDULE: defaults.schedules.dailySummary,
      WEEKLY_SUMMARY_SCHEDULE: defaults.schedules.weeklySummary,
      JOB_SWEEP_SCHEDULE: defaults.jobs.sweepSchedule,
    };
    for (const [setting, schedule] of Object.entries(expected)) {
      const param = appSettingsBlock.match(new RegExp(`^\\s*${setting}:\\s*(\\w+)\\s*$`, 'm'))?.[1];
      const value = bicep.match(new RegExp(`^param ${param} string = '([^']*)'`, 'm'))?.[1];
      expect({ setting, value }).toEqual({ setting, value: schedule });
    }
  });

  it("gives the job's last try and the host's poison rule one figure in Bicep", () => {
    expect(appSettingsBlock).toMatch(
      /AzureFunctionsJobHost__extensions__queues__maxDequeueCount: maxDequeueCount\b/,
    );
    expect(appSettingsBlock).toMatch(/JOB_MAX_DEQUEUE_COUNT: maxDequeueCount\b/);
    expect(bicep).toMatch(
      new RegExp(`^var maxDequeueCount = '${readSettings({}).jobs.maxDequeueCount}'$`, 'm'),
    );
  });
});
