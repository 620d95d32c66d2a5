// First-route JavaScript: load the built portal in Chromium and sum the gzipped size of every script the
// route fetches; compare with a "floor" page that renders the same library components (the Fluent UI
// components and icons the shell and first pages import, React, react-router, SWR, MSAL) and no app code.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name)) out.push(full);
  }
  return out;
}

/** Named imports from a package across the given source folders. */
function namedImports(dirs, pkg) {
  const names = new Set();
  const re = new RegExp(
    `import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/.]/g, '\\$&')}'`,
    'g',
  );
  for (const dir of dirs) {
    for (const file of walk(dir)) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(re)) {
        if (/^import\s*type/.test(m[0])) continue;
        for (const part of m[1].split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          names.add(name.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...names].sort();
}

/** A port that was free a moment ago (the portal runs in a child process, so it cannot be given port 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startPortal(root) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bundle-bench-'));
  const port = await freePort();
  const pubsubPort = await freePort();
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join(root, 'api/dist/local/main.js')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBSUB_PORT: String(pubsubPort),
        AUTH_MODE: 'local',
        STORAGE_CONNECTION_STRING: '',
        COSMOS_ENDPOINT: '',
        WEBPUBSUB_CONNECTION_STRING: '',
      },
      stdio: 'ignore',
    },
  );
  // Waiting for 'exit' is set up at once: a portal that stops early must not leave the bench waiting forever.
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let i = 0; i < 300 && !healthy && !exited; i++) {
    try {
      healthy = (await fetch(`${url}/api/health`)).ok;
    } catch {
      /* not up yet */
    }
    if (!healthy) await new Promise((r) => setTimeout(r, 200));
  }
  if (!healthy) {
    await stop();
    throw new Error(`The built portal ${exited ? 'stopped' : 'did not answer /api/health within 60 s'}`);
  }
  return { url, stop };
}

async function scriptsOf(browser, url, route, token) {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript((t) => sessionStorage.setItem('portal.localToken', JSON.stringify(t)), token);
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith('.js') && res.request().resourceType() === 'script') scripts.add(u.pathname);
  });
  await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return [...scripts];
}

async function buildFloor(root) {
  const floorDir = path.join(root, 'test-results/bench/floor');
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(floorDir, { recursive: true });
  const sources = [
    'web/src/app',
    'web/src/lib',
    'web/src/features/home',
    'web/src/features/welcome',
    'web/src/features/solutions',
  ].map((d) => path.join(root, d));
  const fluent = namedImports(sources, '@fluentui/react-components');
  const icons = namedImports(sources, '@fluentui/react-icons');
  writeFileSync(
    path.join(floorDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(floorDir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { PublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { ${fluent.join(', ')} } from '@fluentui/react-components';
${icons.length ? `import { ${icons.join(', ')} } from '@fluentui/react-icons';` : ''}
const used: unknown[] = [${[...fluent, ...icons].join(', ')}];
function Page() {
  const { data } = useSWR('floor', async () => used.length);
  return <FluentProvider theme={webLightTheme}><Button appearance="primary">{String(data)}</Button></FluentProvider>;
}
const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const msal = new PublicClientApplication({ auth: { clientId: '00000000-0000-0000-0000-000000000000' } });
createRoot(document.getElementById('root')!).render(
  <MsalProvider instance={msal}><SWRConfig value={{}}><RouterProvider router={router} /></SWRConfig></MsalProvider>,
);
`,
  );
  // Resolve the build tools as the web workspace sees them.
  const fromWeb = createRequire(path.join(root, 'web/package.json'));
  const { build } = await import(pathToFileURL(fromWeb.resolve('vite')).href);
  const react = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)).default;
  await build({
    root: floorDir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    define: { global: 'globalThis' },
    build: { outDir: path.join(floorDir, 'dist'), emptyOutDir: true },
  });
  const assets = path.join(floorDir, 'dist/assets');
  let gzip = 0;
  for (const f of readdirSync(assets)) if (f.endsWith('.js')) gzip += gz(readFileSync(path.join(assets, f)));
  return { gzip, fluentComponents: fluent.length, icons: icons.length };
}

/** Quick mode changes nothing here but is accepted: the part is one pass already. */
export async function runBundleBench(root, _opts = {}) {
  const dist = path.join(root, 'web/dist');
  statSync(path.join(dist, 'index.html'));
  const portal = await startPortal(root);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const signIn = await fetch(`${portal.url}/api/local-auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sales.person@provider.example' }),
    });
    const token = await signIn.json();
    const routes = [];
    for (const [route, withToken] of [
      ['/welcome', false],
      ['/', true],
      ['/sales/solution', true],
    ]) {
      const files = await scriptsOf(browser, portal.url, route, withToken ? token : undefined);
      const gzip = files.reduce((sum, f) => sum + gz(readFileSync(path.join(dist, f))), 0);
      routes.push({ route, files: files.length, gzip });
    }
    const floor = await buildFloor(root);
    const largest = Math.max(...routes.map((r) => r.gzip));
    return { routes, floor, ratio: largest / floor.gzip };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
