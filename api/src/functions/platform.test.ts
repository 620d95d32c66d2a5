/** MSAL's settings in /api/config (ADR 0033): Entra's tenant authority by default, any OpenID authority in OIDC mode. */
import { describe, expect, it } from 'vitest';
import { readSettings } from '../config.ts';
import { msalConfig } from './platform.ts';

const entra = (env: Record<string, string>) =>
  msalConfig(
    readSettings({ AUTH_MODE: 'entra', ENTRA_CLIENT_ID: 'spa', ENTRA_API_SCOPE: 'api://x/s', ...env }).entra,
  );

describe('msalConfig', () => {
  it('signs in at the tenant by default, with the key set and issuer of the tenant, and Graph for the photo', () => {
    const settings = readSettings({ AUTH_MODE: 'entra', ENTRA_TENANT_ID: 't1' });
    expect(settings.entra).toMatchObject({
      jwksUrl: 'https://login.microsoftonline.com/t1/discovery/v2.0/keys',
      issuer: 'https://login.microsoftonline.com/t1/v2.0',
    });
    expect(entra({ ENTRA_TENANT_ID: 't1' })).toEqual({
      entra: {
        clientId: 'spa',
        authority: 'https://login.microsoftonline.com/t1',
        scopes: ['api://x/s'],
        graph: { url: 'https://graph.microsoft.com/v1.0', scopes: ['User.Read'] },
      },
    });
  });

  it('uses OIDC mode with the authority as known authority when ENTRA_AUTHORITY names one', () => {
    const settings = readSettings({
      AUTH_MODE: 'entra',
      ENTRA_TENANT_ID: 't1',
      ENTRA_AUTHORITY: 'https://id.example/o/',
    });
    // The discovery document names the key set and issuer then, not the tenant.
    expect(settings.entra).toMatchObject({
      authority: 'https://id.example/o',
      jwksUrl: undefined,
      issuer: undefined,
    });
    expect(
      entra({ ENTRA_AUTHORITY: 'https://id.example/o', ENTRA_GRAPH_URL: 'http://127.0.0.1:9/v1.0/' }),
    ).toEqual({
      entra: {
        clientId: 'spa',
        authority: 'https://id.example/o',
        scopes: ['api://x/s'],
        protocolMode: 'OIDC',
        knownAuthorities: ['id.example'],
        graph: { url: 'http://127.0.0.1:9/v1.0', scopes: ['User.Read'] },
      },
    });
  });

  it('gives the browser no MSAL settings without a client id', () => {
    expect(msalConfig(readSettings({ AUTH_MODE: 'entra', ENTRA_TENANT_ID: 't1' }).entra)).toEqual({});
  });
});
