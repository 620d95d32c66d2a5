import { describe, expect, it } from 'vitest';
import { isLocalAddress, publicLink } from './public-link.ts';

// Issue 29: a deck printed the portal's local address to the client. Only an address the client can open is linked.
describe('addresses a client cannot open', () => {
  it.each([
    'http://127.0.0.1:4280',
    'http://127.8.9.10/',
    'http://localhost:4280',
    'https://LOCALHOST',
    'http://portal.localhost',
    'http://0.0.0.0:7071',
    'http://[::1]:4280',
    'http://[::]:4280',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:7f00:1]',
    'http://[fd12:3456::1]',
    'http://[fe80::1]',
    'http://10.0.0.5',
    'http://172.16.0.1',
    'http://172.31.255.255',
    'http://192.168.1.20:8080',
    'http://169.254.10.10',
    'http://100.64.0.1',
    'http://127.1',
    'http://2130706433',
    'http://0x7f.0.0.1',
    'http://999.1.1.1',
    'http://portal',
    'http://portal:4280/',
    'http://intranet.corp',
    'http://printer.local',
    'http://app.internal',
    'http://nas.home.arpa',
    'ftp://portal.example.com',
    'file:///c:/portal',
    'portal.example.com',
    '/sales/solution/1',
    '',
    'http://',
  ])('%j is local', (address) => {
    expect(isLocalAddress(address)).toBe(true);
  });

  it.each([
    'https://portal.example.com',
    'https://solutions.provider.example/',
    'http://portal.example.co.uk:8443/base',
    'https://user@portal.example.com',
    'https://8.8.8.8',
    'https://172.32.0.1',
    'https://[2001:db8::1]',
  ])('%j is public', (address) => {
    expect(isLocalAddress(address)).toBe(false);
  });
});

describe('publicLink', () => {
  it('joins a public address and a path, mending slashes', () => {
    expect(publicLink('https://portal.example.com/', '/sales/solution/1001')).toBe(
      'https://portal.example.com/sales/solution/1001',
    );
    expect(publicLink(' https://portal.example.com// ', 'sales/solution/1001')).toBe(
      'https://portal.example.com/sales/solution/1001',
    );
  });

  it.each([undefined, '', '   ', 'http://127.0.0.1:4280', 'http://localhost:4280/'])(
    'gives no link at all for %j',
    (address) => {
      expect(publicLink(address, '/sales/solution/1001')).toBeUndefined();
    },
  );
});
