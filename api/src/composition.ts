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
import {
  createEntraVerifier,
  createLocalTokens,
  discoverAuthority,
  isSafeAuthorityUrl,
} from './http/auth.ts';
import { ensureSeeded } from './seed/seed.ts';
import type { Services } from './services.ts';
import { createTelemetry } from './telemetry/telemetry.ts';
import { traced } from './telemetry/traced.ts';

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
  const { jwksUrl, issuer, audience, authority } = settings.entra;
  if (!audience || !((jwksUrl && issuer) || authority)) {
    throw new Error(
      'AUTH_MODE=entra needs ENTRA_API_AUDIENCE and ENTRA_TENANT_ID, ENTRA_AUTHORITY, or ENTRA_JWKS_URL and ENTRA_ISSUER',
    );
  }
  for (const url of [authority, jwksUrl]) {
    if (url && !isSafeAuthorityUrl(url)) throw new Error(`Sign-in addresses must use https: ${url}`);
  }
  // v2 access tokens carry the API's client id as audience, v1 tokens its app id URI: list both if needed.
  const audiences = audience
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const endpoints =
    jwksUrl && issuer
      ? { jwksUrl, issuer }
      : async () => {
          const found = await discoverAuthority(authority!);
          return { jwksUrl: jwksUrl ?? found.jwksUrl, issuer: issuer ?? found.issuer };
        };
  return { tokens: createEntraVerifier({ audience: audiences, endpoints }) };
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
  return withDependencyTelemetry({
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
    telemetry: createTelemetry(settings),
  });
}

const hostOf = (url: string | undefined, fallback: string) => {
  try {
    return url ? new URL(url).host : fallback;
  } catch {
    return fallback;
  }
};

/** Every call through the store, blob, queue, push and mail ports is a dependency in the telemetry (ADR 0035). */
function withDependencyTelemetry(services: Services): Services {
  const { settings: s, telemetry } = services;
  if (!telemetry.enabled) return services;
  const storage = s.storage.accountName ?? 'azurite';
  return {
    ...services,
    store: traced(services.store, telemetry, {
      type: s.cosmos ? 'cosmosdb' : 'sqlite',
      target: s.cosmos ? hostOf(s.cosmos.endpoint, 'cosmos') : path.basename(s.sqlitePath),
    }),
    blobs: traced(services.blobs, telemetry, {
      type: 'azure blob',
      target: storage,
      nameFromFirstArg: true,
    }),
    queue: traced(services.queue, telemetry, {
      type: 'azure queue',
      target: storage,
      nameFromFirstArg: true,
    }),
    push: traced(services.push, telemetry, {
      type: 'web pubsub',
      target: hostOf(s.pubsub.endpoint, 'local push'),
    }),
    mail: traced(services.mail, telemetry, {
      type: 'mail',
      target: hostOf(s.mail.acsEndpoint, services.mailbox ? 'local mailbox' : 'acs'),
    }),
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
