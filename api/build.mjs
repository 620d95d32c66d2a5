// Bundles the API with esbuild.
// - dist/index.js: the Azure Functions app, self-contained (every npm package bundled in, so the deployment
//   package needs no npm install on Azure); only the Functions host's own module stays external.
// - dist/local/*.js: the local host and tools; npm packages stay external and load from node_modules.
// Workspace code (@portal/domain) is bundled into both.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';

const absWorkingDir = new URL('.', import.meta.url).pathname;
const common = {
  absWorkingDir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  alias: { '@portal/domain': '../packages/domain/src/index.ts' },
  logLevel: 'warning',
};
// CommonJS packages bundled into an ES module still call require() for Node built-ins.
const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: { index: 'src/index.ts' },
    outdir: 'dist',
    // resvg (charts in the Word documents) loads a native binary: it stays external and ships beside the
    // bundle in dist/node_modules (copied below), for Linux x64, the Functions host's platform.
    external: [
      '@azure/functions-core',
      'bufferutil',
      'utf-8-validate',
      '@resvg/resvg-js',
      'dejavu-fonts-ttf',
    ],
    banner: { js: requireShim },
  }),
  build({
    ...common,
    entryPoints: {
      'local/main': 'src/local/main.ts',
      'local/run-timer': 'src/local/run-timer.ts',
      'local/cosmos-main': 'src/local/cosmos-main.ts',
    },
    outdir: 'dist',
    packages: 'external',
  }),
]);

// The charts' font, resolved at run time as dejavu-fonts-ttf/ttf/*.ttf (chart-images.ts): two files, not 12 MB.
for (const file of ['package.json', 'ttf/DejaVuSans.ttf', 'ttf/DejaVuSans-Bold.ttf']) {
  const to = new URL(`./dist/node_modules/dejavu-fonts-ttf/${file}`, import.meta.url);
  cpSync(new URL(`../node_modules/dejavu-fonts-ttf/${file}`, import.meta.url), to);
}
// The native chart renderer and its Linux x64 binary beside the bundle (see `external` above).
for (const pkg of ['@resvg/resvg-js', '@resvg/resvg-js-linux-x64-gnu']) {
  const from = new URL(`../node_modules/${pkg}`, import.meta.url);
  if (existsSync(from))
    cpSync(from, new URL(`./dist/node_modules/${pkg}`, import.meta.url), { recursive: true });
  else
    console.warn(
      `${pkg} is not installed: the Azure package will lack the chart renderer (build on Linux x64).`,
    );
}
