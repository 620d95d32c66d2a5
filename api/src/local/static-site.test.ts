import { describe, expect, it } from 'vitest';
import { withLocalConnectSources } from './static-site.ts';

describe('withLocalConnectSources: the local host adds exactly its own origins to the production CSP', () => {
  const production = {
    'Content-Security-Policy':
      "default-src 'self'; connect-src 'self' wss://*.webpubsub.azure.com; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
  };
  it('appends the push endpoint and Azurite to connect-src only', () => {
    const local = withLocalConnectSources(production, [
      'http://127.0.0.1:4290',
      'ws://127.0.0.1:4290',
      'http://127.0.0.1:10000',
    ]);
    expect(local['Content-Security-Policy']).toBe(
      "default-src 'self'; connect-src 'self' wss://*.webpubsub.azure.com http://127.0.0.1:4290 ws://127.0.0.1:4290 http://127.0.0.1:10000; frame-ancestors 'none'",
    );
    expect(local['X-Frame-Options']).toBe('DENY');
    expect(production['Content-Security-Policy']).not.toMatch(/127\.0\.0\.1/);
  });
  it('changes nothing without local origins', () => {
    expect(withLocalConnectSources(production, [])).toEqual(production);
  });
});
