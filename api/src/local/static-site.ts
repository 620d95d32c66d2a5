/**
 * Serves the built web app the way Azure Static Web Apps does for our staticwebapp.config.json: files from
 * the build folder, the navigation fallback to index.html for app routes (minus the excluded patterns),
 * and the global headers on every response.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

interface SwaConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  globalHeaders?: Record<string, string>;
  mimeTypes?: Record<string, string>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The precompressed twin of a built file (web/scripts/precompress.mjs writes .br and .gz at build time), chosen
 * by the browser's Accept-Encoding as Static Web Apps does: brotli first, then gzip, else the file itself.
 */
export function precompressed(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    try {
      if (statSync(file + suffix).isFile()) return { file: file + suffix, encoding };
    } catch {
      // no precompressed twin
    }
  }
  return undefined;
}

/** SWA exclude patterns are globs like '/assets/*' or '/*.{png,jpg}'. */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') re += '.*';
    else if (ch === '{') {
      const end = glob.indexOf('}', i);
      re += `(${glob
        .slice(i + 1, end)
        .split(',')
        .map(escape)
        .join('|')})`;
      i = end;
    } else re += escape(ch);
  }
  return new RegExp(`^${re}$`);
}
const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>404: Not found</title><h1>404: Not found</h1></html>';

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * The production CSP allows only Azure's endpoints; locally the browser also talks to the local push endpoint
 * and Azurite, so the local host adds exactly those origins to connect-src.
 */
export function withLocalConnectSources(headers: Record<string, string>, sources: readonly string[]) {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-security-policy');
  if (!key || !sources.length) return headers;
  const csp = headers[key]!.replace(
    /connect-src ([^;]*)/,
    (_m, list: string) => `connect-src ${list} ${sources.join(' ')}`,
  );
  return { ...headers, [key]: csp };
}

export function createStaticSite(
  webDir: string,
  configFile: string,
  localConnectSources: readonly string[] = [],
) {
  let config: SwaConfig = {};
  try {
    config = JSON.parse(readFileSync(configFile, 'utf8')) as SwaConfig;
  } catch {
    config = {};
  }
  const exclude = (config.navigationFallback?.exclude ?? []).map(globToRegExp);
  const fallback = config.navigationFallback?.rewrite ?? '/index.html';
  const headers = withLocalConnectSources(config.globalHeaders ?? {}, localConnectSources);
  const root = path.resolve(webDir);

  function fileFor(urlPath: string): string | undefined {
    const file = path.resolve(root, `.${urlPath}`);
    if (!file.startsWith(root + path.sep) && file !== root) return undefined;
    try {
      const st = statSync(file);
      if (st.isFile()) return file;
      if (st.isDirectory()) {
        const index = path.join(file, 'index.html');
        if (statSync(index).isFile()) return index;
      }
    } catch {
      return undefined;
    }
    return undefined;
  }

  return function serve(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain' }).end('Method not allowed');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    let file = fileFor(decoded);
    if (!file) {
      if (exclude.some((re) => re.test(decoded))) {
        // An HTML page, as Static Web Apps answers a missing file (its own branded page there).
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(NOT_FOUND_PAGE);
        return;
      }
      file = fileFor(fallback);
      if (!file) {
        res
          .writeHead(503, { 'Content-Type': 'text/plain' })
          .end('The web app is not built. Run `npm run build` (npm start does this).');
        return;
      }
    }
    const ext = path.extname(file).toLowerCase();
    const immutable = decoded.startsWith('/assets/');
    const encoded = precompressed(file, req.headers['accept-encoding']);
    res.writeHead(200, {
      'Content-Type': config.mimeTypes?.[ext] ?? MIME[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      'Content-Length': String(statSync(encoded?.file ?? file).size),
      ...(encoded ? { 'Content-Encoding': encoded.encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(encoded?.file ?? file).pipe(res);
  };
}
