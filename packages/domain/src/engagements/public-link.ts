/**
 * Links a document gives to someone outside the provider (issue 29): only on the portal's public address
 * (`PORTAL_PUBLIC_URL`). A loopback, private or local-network address (the default `http://127.0.0.1:4280`, a
 * developer's machine, an intranet name without a domain) is one a client cannot open, so no link is made at all.
 */

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.intranet', '.corp', '.home.arpa'];

function isLocalIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  const [a = -1, b = -1] = parts;
  return (
    a === 127 || // loopback
    a === 0 || // "this network" (0.0.0.0)
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) || // link-local
    (a === 100 && b >= 64 && b <= 127) // carrier-grade NAT
  );
}

function isLocalIpv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped) return isLocalIpv4(mapped[1]!);
  // WHATWG URL writes an IPv4-mapped address in hex: ::ffff:7f00:1 is ::ffff:127.0.0.1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return isLocalIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return h === '::1' || h === '::' || /^f[cd]/.test(h) || /^fe[89ab]/.test(h);
}

/** The scheme and host of an absolute http(s) address (the domain has no URL class: it is pure). */
function hostOf(address: string): { scheme: string; host: string } | undefined {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]*)(?:[/?#]|$)/i.exec(address.trim());
  if (!m) return undefined;
  const authority = m[2]!.replace(/^[^@]*@/, '');
  const host = authority.startsWith('[')
    ? /^\[[^\]]*\]/.exec(authority)?.[0]
    : authority.replace(/:\d*$/, '');
  return host ? { scheme: m[1]!.toLowerCase(), host: host.toLowerCase().replace(/\.$/, '') } : undefined;
}

/**
 * Whether an address is one only this machine or a local network can open: not http(s), loopback, private ranges,
 * link-local, `localhost` and local-only domains, or a host name without a dot. Anything that is not an absolute
 * address counts as local (no link rather than a broken one).
 */
export function isLocalAddress(address: string): boolean {
  const parsed = hostOf(address);
  if (!parsed || (parsed.scheme !== 'https' && parsed.scheme !== 'http')) return true;
  const { host } = parsed;
  if (host.startsWith('[')) return isLocalIpv6(host);
  // Numbers only (127.1, 2130706433, 0x7f.1): an address written so is no public name; four parts are checked.
  if (/^(0x[0-9a-f]+|\d+)(\.(0x[0-9a-f]+|\d+))*$/.test(host))
    return (
      !/^\d+\.\d+\.\d+\.\d+$/.test(host) || host.split('.').some((p) => Number(p) > 255) || isLocalIpv4(host)
    );
  if (host === 'localhost' || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return true;
  return !host.includes('.');
}

/**
 * `{publicUrl}{path}` when the portal's public address is one a client can open; undefined otherwise (unset, not a
 * URL, or local). Trailing slashes of the address and a missing leading slash of the path are mended.
 */
export function publicLink(publicUrl: string | undefined, path: string): string | undefined {
  const base = publicUrl?.trim().replace(/\/+$/, '');
  if (!base || isLocalAddress(base)) return undefined;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
