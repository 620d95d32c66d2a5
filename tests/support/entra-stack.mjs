// The Entra path on this machine (ADR 0033): a local OpenID Connect provider (the `oidc-provider` package, over HTTPS
// on loopback with the test certificate in loopback-tls/, since MSAL accepts only https authorities), a Microsoft
// Graph stand-in that serves /me/photo/$value, and the built portal in AUTH_MODE=entra pointing at both through
// ENTRA_AUTHORITY and ENTRA_GRAPH_URL. Start it with NODE_EXTRA_CA_CERTS=tests/support/loopback-tls/cert.pem so
// the API trusts that certificate (and nothing else changes about TLS). Prints `ENTRA-STACK {json}` when the
// provider and the stand-in listen; the portal answers /api/health shortly after.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const [portalPort, pubsubPort, opPort, graphPort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
const portalUrl = `http://127.0.0.1:${portalPort}`;
const authority = `https://127.0.0.1:${opPort}`;
const graphUrl = `http://127.0.0.1:${graphPort}/v1.0`;
const clientId = 'portal-spa';
const resource = 'api://portal-api';
const scope = `${resource}/access_as_user`;
const tenantId = '0f0f0f0f-1111-2222-3333-444444444444';
// MSAL renews a token 300 s before it expires: 304 s leaves it fresh for 4 s, so a journey sees a silent renewal.
const accessTokenTtl = 304;

const NAMES = { 'solution.architect@provider.example': 'Olivia Hart' };
/** A person of the local directory: whoever signs in with an e-mail; the object id is stable per e-mail. */
const person = (login) => {
  const email = String(login).trim().toLowerCase();
  const hex = createHash('sha256').update(email).digest('hex');
  const oid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  const name =
    NAMES[email] ??
    email
      .split('@')[0]
      .split(/[._-]/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  return { email, oid, name };
};

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const provider = new Provider(authority, {
  clients: [
    {
      client_id: clientId,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${portalUrl}/redirect.html`],
      post_logout_redirect_uris: [`${portalUrl}/welcome`],
    },
  ],
  jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' }] },
  cookies: { keys: ['solution-portal-local-openid-provider'] },
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
  async findAccount(_ctx, id) {
    const p = person(id);
    return {
      accountId: id,
      claims: async () => ({ sub: id, name: p.name, preferred_username: p.email, email: p.email }),
    };
  },
  // Access tokens shaped like Entra's: tid, oid and the sign-in name, which the portal keys and matches on.
  async extraTokenClaims(_ctx, token) {
    if (!token.accountId) return undefined;
    const p = person(token.accountId);
    return { tid: tenantId, oid: p.oid, preferred_username: p.email, name: p.name };
  },
  features: {
    devInteractions: { enabled: true },
    rpInitiatedLogout: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => resource,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope,
        audience: resource,
        accessTokenFormat: 'jwt',
        accessTokenTTL: accessTokenTtl,
        jwt: { sign: { alg: 'RS256' } },
      }),
    },
  },
  // A first-party application: the grant is given without a consent screen, as an admin-consented Entra app.
  async loadExistingGrant(ctx) {
    const grantId =
      ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (existing) return existing;
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid profile email offline_access');
    grant.addResourceScope(resource, scope);
    await grant.save();
    return grant;
  },
  clientBasedCORS: () => true,
});
// OpenID keeps offline_access (so a refresh token, which Entra gives every single-page app) only with
// prompt=consent, which MSAL does not send: the local provider asks for it, so sign-in shows one consent step.
provider.use(async (ctx, next) => {
  if (ctx.path === '/auth') {
    const query = new URLSearchParams(ctx.querystring);
    if (query.get('scope')?.split(' ').includes('offline_access') && !query.has('prompt')) {
      query.set('prompt', 'consent');
      ctx.querystring = query.toString();
    }
  }
  await next();
});
provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));

const tls = {
  key: readFileSync(path.join(here, 'loopback-tls/key.pem')),
  cert: readFileSync(path.join(here, 'loopback-tls/cert.pem')),
};
const op = https.createServer(tls, provider.callback());
await new Promise((resolve) => op.listen(opPort, '127.0.0.1', resolve));

// Microsoft Graph's photo call, stood in for: the signed-in person's photo (a 48 px PNG), to a token of the provider.
const photo = readFileSync(path.join(here, 'profile-photo.png'));
const graph = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', portalUrl);
  res.setHeader('Access-Control-Allow-Headers', 'authorization');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  let issuer;
  try {
    issuer = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).iss;
  } catch {
    issuer = undefined;
  }
  if (issuer !== authority) return res.writeHead(401).end();
  if (req.url !== '/v1.0/me/photo/$value') return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
});
await new Promise((resolve) => graph.listen(graphPort, '127.0.0.1', resolve));

const dataDir = path.join(root, `.test-data/entra-${portalPort}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: String(portalPort),
  PUBSUB_PORT: String(pubsubPort),
  AUTH_MODE: 'entra',
  ENTRA_AUTHORITY: authority,
  ENTRA_CLIENT_ID: clientId,
  ENTRA_API_AUDIENCE: resource,
  ENTRA_API_SCOPE: scope,
  ENTRA_GRAPH_URL: graphUrl,
  // The stand-in takes the provider's API token: the local provider has one resource.
  ENTRA_GRAPH_SCOPES: scope,
  DEMO_MODE: 'false',
  SEED_DEMO_DATA: 'true',
  PORTAL_PUBLIC_URL: portalUrl,
});
for (const key of [
  'ENTRA_TENANT_ID',
  'ENTRA_JWKS_URL',
  'ENTRA_ISSUER',
  'ADMIN_EMAILS',
  'COSMOS_ENDPOINT',
  'STORAGE_CONNECTION_STRING',
  'WEBPUBSUB_CONNECTION_STRING',
  'WEBPUBSUB_ENDPOINT',
]) {
  delete process.env[key];
}
console.log(`ENTRA-STACK ${JSON.stringify({ portalUrl, authority, graphUrl, resource, tenantId })}`);
// The portal's SIGTERM handler stops its stack and exits: the provider, the stand-in and the data go with it.
const stop = () => {
  op.close();
  graph.close();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
await import(pathToFileURL(path.join(root, 'api/dist/local/main.js')).href);
