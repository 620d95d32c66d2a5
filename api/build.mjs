// Bundles the API with esbuild.
// - dist/index.js: the Azure Functions app, self-contained (every npm package bundled in, so the deployment
//   package needs no npm install on Azure); only the Functions host's own module stays external.
// - dist/local/*.js: the local host and tools; npm packages stay external and load from node_modules.
// Workspace code (@portal/domain) is bundled into both.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

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
    external: ['@azure/functions-core', 'bufferutil', 'utf-8-validate'],
    banner: { js: requireShim },
  }),
  build({
    ...common,
    entryPoints: { 'local/main': 'src/local/main.ts', 'local/run-timer': 'src/local/run-timer.ts' },
    outdir: 'dist',
    packages: 'external',
  }),
]);
