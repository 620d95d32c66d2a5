/**
 * Every setting the API reads, in one place (mirrored in local.settings.example.json and the README).
 * Handlers never read process.env; the composition module picks adapters from this object.
 */
import path from 'node:path';

export interface Settings {
  authMode: 'local' | 'entra';
  localAuthSecret?: string;
  entra: {
    tenantId?: string;
    clientId?: string;
    audience?: string;
    scope?: string;
    jwksUrl?: string;
    issuer?: string;
    /**
     * Any OpenID authority (ADR 0033): the API reads its issuer and key set from the discovery document, and the
     * browser's MSAL signs in there in OIDC mode. Unset: the tenant's Entra authority.
     */
    authority?: string;
    /** Microsoft Graph (the profile photo) and the scopes of its token. */
    graphUrl: string;
    graphScopes: string[];
  };
  adminEmails: string[];
  demoModeAllowed: boolean;
  seedDemoData: boolean;
  dataDir: string;
  sqlitePath: string;
  /**
   * Cosmos DB. For a loopback endpoint (the local server of `npm run cosmos`, or the emulator) the key defaults
   * to the emulator's published key and `caFile` names the local server's certificate under DATA_DIR, trusted
   * for that endpoint only (ADR 0032).
   */
  cosmos?: { endpoint: string; key?: string; database: string; caFile?: string };
  storage: { connectionString?: string; accountName?: string };
  pubsub: { connectionString?: string; endpoint?: string; hub: string };
  mail: { acsEndpoint?: string; acsConnectionString?: string; sender: string; dir: string };
  /** The AEP integration; without an endpoint the local AEP keeps records and serves their pages. */
  aep: { endpoint?: string; apiKey?: string };
  publicUrl: string;
  schedules: { dailySummary: string; weeklySummary: string };
  jobs: { maxDequeueCount: number; retryDelayMs: number; leaseMs: number; sweepSchedule: string };
  /** Application Insights (ADR 0035); unset means no telemetry at all. */
  telemetry: { connectionString?: string };
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(/[,;\s]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

/** The Cosmos DB emulator's published account key (not a secret); the local server accepts it too. */
export const COSMOS_EMULATOR_KEY =
  'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

/** Where the local Cosmos server (`npm run cosmos`) keeps its certificate, key and data under DATA_DIR. */
export function localCosmosFiles(dataDir: string) {
  const dir = path.join(dataDir, 'cosmos');
  return {
    dir,
    cert: path.join(dir, 'cert.pem'),
    key: path.join(dir, 'key.pem'),
    data: path.join(dir, 'data.json'),
  };
}

export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

function cosmosSettings(env: NodeJS.ProcessEnv, endpoint: string, dataDir: string): Settings['cosmos'] {
  const loopback = isLoopbackUrl(endpoint);
  const key = env.COSMOS_KEY || (loopback ? COSMOS_EMULATOR_KEY : undefined);
  return {
    endpoint,
    database: env.COSMOS_DATABASE || 'portal',
    ...(key ? { key } : {}),
    ...(loopback ? { caFile: localCosmosFiles(dataDir).cert } : {}),
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const authMode = env.AUTH_MODE === 'entra' ? 'entra' : 'local';
  const tenantId = env.ENTRA_TENANT_ID || undefined;
  const authority = env.ENTRA_AUTHORITY?.trim().replace(/\/+$/, '') || undefined;
  // With an authority, its discovery document names the key set and the issuer; else the tenant's do.
  const tenantDefaults = tenantId && !authority;
  return {
    authMode,
    localAuthSecret: env.LOCAL_AUTH_SECRET || undefined,
    entra: {
      tenantId,
      clientId: env.ENTRA_CLIENT_ID || undefined,
      audience: env.ENTRA_API_AUDIENCE || undefined,
      scope: env.ENTRA_API_SCOPE || undefined,
      jwksUrl:
        env.ENTRA_JWKS_URL ||
        (tenantDefaults ? `https://login.microsoftonline.com/${tenantId}/discovery/v2.0/keys` : undefined),
      issuer:
        env.ENTRA_ISSUER ||
        (tenantDefaults ? `https://login.microsoftonline.com/${tenantId}/v2.0` : undefined),
      authority,
      graphUrl: (env.ENTRA_GRAPH_URL || 'https://graph.microsoft.com/v1.0').replace(/\/+$/, ''),
      graphScopes: (env.ENTRA_GRAPH_SCOPES || 'User.Read').split(/[,\s]+/).filter(Boolean),
    },
    adminEmails: list(env.ADMIN_EMAILS),
    demoModeAllowed: bool(env.DEMO_MODE, authMode === 'local'),
    seedDemoData: bool(env.SEED_DEMO_DATA, authMode === 'local'),
    dataDir,
    sqlitePath: env.SQLITE_PATH ? path.resolve(env.SQLITE_PATH) : path.join(dataDir, 'portal.sqlite'),
    cosmos: env.COSMOS_ENDPOINT ? cosmosSettings(env, env.COSMOS_ENDPOINT, dataDir) : undefined,
    storage: {
      connectionString: env.STORAGE_CONNECTION_STRING || undefined,
      accountName: env.STORAGE_ACCOUNT_NAME || undefined,
    },
    pubsub: {
      connectionString: env.WEBPUBSUB_CONNECTION_STRING || undefined,
      endpoint: env.WEBPUBSUB_ENDPOINT || undefined,
      hub: env.WEBPUBSUB_HUB || 'portal',
    },
    mail: {
      acsEndpoint: env.ACS_EMAIL_ENDPOINT || undefined,
      acsConnectionString: env.ACS_EMAIL_CONNECTION_STRING || undefined,
      sender: env.MAIL_SENDER || 'DoNotReply@solution-portal.local',
      dir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : path.join(dataDir, 'mail'),
    },
    aep: { endpoint: env.AEP_ENDPOINT || undefined, apiKey: env.AEP_API_KEY || undefined },
    publicUrl: (env.PORTAL_PUBLIC_URL || 'http://127.0.0.1:4280').replace(/\/+$/, ''),
    schedules: {
      dailySummary: env.DAILY_SUMMARY_SCHEDULE || '0 0 7 * * 1-5',
      weeklySummary: env.WEEKLY_SUMMARY_SCHEDULE || '0 0 7 * * 1',
    },
    jobs: {
      maxDequeueCount: Number(env.JOB_MAX_DEQUEUE_COUNT) || 5,
      retryDelayMs: env.JOB_RETRY_DELAY_MS ? Number(env.JOB_RETRY_DELAY_MS) : 2_000,
      /** How long a running job may go without progress before the sweep sends it again. */
      leaseMs: Number(env.JOB_LEASE_MS) || 120_000,
      sweepSchedule: env.JOB_SWEEP_SCHEDULE || '0 */1 * * * *',
    },
    telemetry: { connectionString: env.APPLICATIONINSIGHTS_CONNECTION_STRING || undefined },
  };
}
