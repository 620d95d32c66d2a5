/**
 * The whole portal on local real components: Azurite (blob + queue), the local Web PubSub endpoint, the
 * SQLite store (or Cosmos when COSMOS_ENDPOINT is set), the HTTP host for the API and the web, the queue
 * poller and the timers. Used by `npm start` (main.ts), the API tests and the benchmarks alike.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { queueServiceClient } from '../adapters/queue-azure.ts';
import { createServices, initServices, localSecret, useServices } from '../composition.ts';
import { readSettings, type Settings } from '../config.ts';
import { queueTriggers, timerTriggers } from '../functions/background.ts';
import { LOCAL_HOST_ROUTES } from './routes.ts';
import type { DocumentStore } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { startAzurite, type AzuriteHandle } from './azurite.ts';
import { createHttpHost } from './http-host.ts';
import { startLocalPubSub } from './pubsub-server.ts';
import { startQueuePoller } from './queue-poller.ts';
import { createStaticSite } from './static-site.ts';
import { sweepJobs } from '../jobs/sweep.ts';
import { startTimers } from './timers.ts';
import { ingestionOrigin, isLoopbackIngestion } from '../telemetry/connection-string.ts';
import { createTelemetryInbox } from '../telemetry/inbox.ts';

/** The repository root: api/src/local and api/dist/local are both three levels below it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StackOptions {
  /** Environment for readSettings (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  host?: string;
  port?: number;
  pubsubPort?: number;
  blobPort?: number;
  queuePort?: number;
  /** Run the daily/weekly timers (off in tests, which call them directly). */
  timers?: boolean;
  /** Poll the job queue (off for a second stack sharing the same Azurite in tests). */
  pollQueues?: boolean;
  serveWeb?: boolean;
  /** The repository root (where web/dist and staticwebapp.config.json are); defaults to REPO_ROOT. */
  root?: string;
  log?: (line: string) => void;
  /** Wraps the store the settings chose (the API tests' differential check of Cosmos DB against SQLite). */
  wrapStore?: (store: DocumentStore, settings: Settings) => DocumentStore;
}

export interface LocalStack {
  url: string;
  settings: Settings;
  services: Services;
  azurite?: AzuriteHandle;
  pubsubEndpoint?: string;
  stop(): Promise<void>;
}

/** The local origins the browser connects to: the push endpoint (ws and http) and Azurite's blob endpoint. */
function localConnectSources(
  pubsubEndpoint: string | undefined,
  azurite: AzuriteHandle | undefined,
): string[] {
  const out: string[] = [];
  if (pubsubEndpoint) {
    const origin = new URL(pubsubEndpoint).origin;
    out.push(origin, origin.replace(/^http/, 'ws'));
  }
  if (azurite) out.push(`http://127.0.0.1:${azurite.blobPort}`);
  return out;
}

/** An OpenID authority other than Entra's (ENTRA_AUTHORITY) and a Graph stand-in: MSAL and the photo call them. */
function signInSources(settings: Settings): string[] {
  if (settings.authMode !== 'entra') return [];
  const { authority, graphUrl } = settings.entra;
  return [authority, graphUrl]
    .filter((url): url is string => !!url && !url.startsWith('https://login.microsoftonline.com/'))
    .map((url) => new URL(url).origin);
}

export async function startLocalStack(opts: StackOptions = {}): Promise<LocalStack> {
  const env = { ...(opts.env ?? process.env) };
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? ((line: string) => console.log(line));
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };

  try {
    let settings = readSettings(env);
    let azurite: AzuriteHandle | undefined;
    if (!settings.storage.connectionString && !settings.storage.accountName) {
      azurite = await startAzurite({
        location: path.join(settings.dataDir, 'azurite'),
        host,
        ...(opts.blobPort ? { blobPort: opts.blobPort } : {}),
        ...(opts.queuePort ? { queuePort: opts.queuePort } : {}),
      });
      stops.push(() => azurite!.stop());
      env.STORAGE_CONNECTION_STRING = azurite.connectionString;
    }
    let pubsubEndpoint: string | undefined;
    if (!settings.pubsub.connectionString && !settings.pubsub.endpoint) {
      const pubsub = await startLocalPubSub({
        host,
        port: opts.pubsubPort ?? 0,
        accessKey: localSecret(settings.dataDir, 'pubsub.key'),
      });
      stops.push(() => pubsub.close());
      env.WEBPUBSUB_CONNECTION_STRING = pubsub.connectionString;
      pubsubEndpoint = pubsub.endpoint;
    }
    settings = readSettings(env);

    const created = createServices(settings);
    const services = opts.wrapStore
      ? { ...created, store: opts.wrapStore(created.store, settings) }
      : created;
    stops.push(() => services.store.close());
    await initServices(services);
    useServices(services);
    const getServices = async () => services;

    const site =
      opts.serveWeb === false
        ? undefined
        : createStaticSite(
            path.join(opts.root ?? REPO_ROOT, 'web/dist'),
            path.join(opts.root ?? REPO_ROOT, 'staticwebapp.config.json'),
            [...localConnectSources(pubsubEndpoint, azurite), ...signInSources(settings)],
          );
    // The host is the telemetry ingestion endpoint when the connection string names its own port (ADR 0035).
    const connection = settings.telemetry.connectionString;
    const inbox =
      connection && isLoopbackIngestion(connection) ? createTelemetryInbox(settings.dataDir, log) : undefined;
    let ingesting = false;
    const serveStatic: typeof site = inbox
      ? (req, res, pathname) => {
          if (ingesting && inbox.handle(req, res, pathname)) return;
          if (site) site(req, res, pathname);
          else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        }
      : site;
    const httpHost = createHttpHost({
      routes: LOCAL_HOST_ROUTES,
      getServices,
      ...(serveStatic ? { serveStatic } : {}),
      log,
      telemetry: services.telemetry,
    });
    const port = await httpHost.listen(opts.port ?? 4280, host);
    stops.push(() => httpHost.close());
    if (inbox && new URL(ingestionOrigin(connection!)!).port === String(port)) {
      ingesting = true;
      services.telemetryInbox = inbox;
    }
    stops.push(() => services.telemetry.shutdown());

    if (opts.pollQueues !== false) {
      // After a crash: jobs whose messages or files were lost are sent again before the queue is polled.
      const swept = await sweepJobs(services, { startup: true });
      if (swept.resent || swept.rerun || swept.failed)
        log(`Jobs recovered at start-up: ${JSON.stringify(swept)}`);
      const poller = startQueuePoller({
        service: queueServiceClient({ connectionString: settings.storage.connectionString! }),
        triggers: queueTriggers,
        getServices,
        maxDequeueCount: settings.jobs.maxDequeueCount,
        retryDelayMs: settings.jobs.retryDelayMs,
        log,
      });
      stops.push(() => poller.stop());
    }

    if (opts.timers !== false) {
      const timers = startTimers({ triggers: timerTriggers, settings, getServices, log });
      stops.push(() => timers.stop());
    }

    return {
      url: `http://${host}:${port}`,
      settings,
      services,
      ...(azurite ? { azurite } : {}),
      ...(pubsubEndpoint ? { pubsubEndpoint } : {}),
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
