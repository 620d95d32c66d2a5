/**
 * The one place where adapters are chosen, from settings: COSMOS_ENDPOINT set means Cosmos DB, otherwise
 * SQLite; a storage connection string means key-signed Blob/Queue clients (Azurite locally), an account
 * name means managed identity; and so on. Handlers only ever see the ports in Services.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DefaultAzureCredential } from '@azure/identity';
import { createHttpAep } from './adapters/aep-http.ts';
import { createLocalAep } from './adapters/aep-local.ts';
import { createAzureBlobStore } from './adapters/blobs-azure.ts';
import { createOfficePreviewer } from './adapters/previews-office.ts';
import { createAcsMail } from './adapters/mail-acs.ts';
import { createLocalMail } from './adapters/mail-local.ts';
import { createWebPubSubPush } from './adapters/pubsub-webpubsub.ts';
import { createAzureJobQueue } from './adapters/queue-azure.ts';
import { createCosmosStore } from './adapters/store-cosmos.ts';
import { createSqliteStore } from './adapters/store-sqlite.ts';
import { readSettings, type Settings } from './config.ts';
import { createEntraVerifier, createLocalTokens } from './http/auth.ts';
import { ensureSeeded } from './seed/seed.ts';
import type { Services } from './services.ts';

/** A secret kept in a file under the data folder, made on first use (local mode only). */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A file's text, or undefined when it is not there (the local Cosmos server's certificate). */
function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function auth(settings: Settings): Pick<Services, 'tokens' | 'localTokens'> {
  if (settings.authMode === 'local') {
    const local = createLocalTokens(
      settings.localAuthSecret ?? localSecret(settings.dataDir, 'local-auth.key'),
    );
    return { tokens: local.verifier, localTokens: { issue: local.issue } };
  }
  const { jwksUrl, issuer, audience } = settings.entra;
  if (!jwksUrl || !issuer || !audience) {
    throw new Error(
      'AUTH_MODE=entra needs ENTRA_TENANT_ID (or ENTRA_JWKS_URL and ENTRA_ISSUER) and ENTRA_API_AUDIENCE',
    );
  }
  // v2 access tokens carry the API's client id as audience, v1 tokens its app id URI: list both if needed.
  const audiences = audience
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return { tokens: createEntraVerifier({ jwksUrl, issuer, audience: audiences }) };
}

export function createServices(settings: Settings = readSettings()): Services {
  const needsIdentity =
    (settings.cosmos && !settings.cosmos.key) ||
    (!settings.storage.connectionString && settings.storage.accountName) ||
    (!settings.pubsub.connectionString && settings.pubsub.endpoint);
  const credential = needsIdentity ? new DefaultAzureCredential() : undefined;
  const cosmosCa = settings.cosmos?.caFile ? readOptional(settings.cosmos.caFile) : undefined;
  const store = settings.cosmos
    ? createCosmosStore({
        endpoint: settings.cosmos.endpoint,
        database: settings.cosmos.database,
        ...(settings.cosmos.key ? { key: settings.cosmos.key } : {}),
        ...(cosmosCa ? { ca: cosmosCa } : {}),
      })
    : createSqliteStore(settings.sqlitePath);
  const storage = {
    ...(settings.storage.connectionString ? { connectionString: settings.storage.connectionString } : {}),
    ...(settings.storage.accountName ? { accountName: settings.storage.accountName } : {}),
    ...(credential ? { credential } : {}),
  };
  const localMail =
    settings.mail.acsEndpoint || settings.mail.acsConnectionString
      ? undefined
      : createLocalMail(settings.mail.dir);
  const mail =
    localMail ??
    createAcsMail({
      senderAddress: settings.mail.sender,
      ...(settings.mail.acsConnectionString ? { connectionString: settings.mail.acsConnectionString } : {}),
      ...(settings.mail.acsEndpoint ? { endpoint: settings.mail.acsEndpoint } : {}),
    });
  const blobs = createAzureBlobStore(storage);
  const now = () => new Date();
  const localAep = settings.aep.endpoint
    ? undefined
    : createLocalAep({ blobs, publicUrl: settings.publicUrl, now });
  const aep =
    localAep ??
    createHttpAep({
      endpoint: settings.aep.endpoint ?? '',
      ...(settings.aep.apiKey ? { apiKey: settings.aep.apiKey } : {}),
    });
  return {
    settings,
    store,
    blobs,
    queue: createAzureJobQueue(storage),
    push: createWebPubSubPush({
      hub: settings.pubsub.hub,
      ...(settings.pubsub.connectionString ? { connectionString: settings.pubsub.connectionString } : {}),
      ...(settings.pubsub.endpoint ? { endpoint: settings.pubsub.endpoint } : {}),
    }),
    mail,
    ...(localMail ? { mailbox: localMail } : {}),
    aep,
    ...(localAep ? { localAep } : {}),
    previewer: createOfficePreviewer(),
    ...auth(settings),
    now,
  };
}

/** Creates the stores' containers, blob containers and queues, then seeds reference data once. */
export async function initServices(services: Services): Promise<void> {
  await services.store.init();
  await services.blobs.init();
  await services.queue.init();
  await ensureSeeded(services);
}

let ready: Promise<Services> | undefined;

/** The process-wide services, created and initialised on first use (Azure Functions cold start). */
export function getServices(): Promise<Services> {
  ready ??= (async () => {
    const services = createServices();
    await initServices(services);
    return services;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/** For the local host and tests: use these services instead of building them from the environment. */
export function useServices(services: Services): void {
  ready = Promise.resolve(services);
}
