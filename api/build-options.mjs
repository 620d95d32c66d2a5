// The esbuild options of the API's two outputs, shared by build.mjs and the test that loads the built Functions
// entry (api/src/functions-entry.test.ts), so the test bundles exactly what is deployed.
// - azureEntry: the Azure Functions app, self-contained (every npm package bundled in, so the deployment package
//   needs no npm install on Azure); only the Functions host's own module stays external.
// - localEntries: the local host and tools; npm packages stay external and load from node_modules.
// Workspace code (@portal/domain) is bundled into both.

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

/** @param {string} outdir */
export const azureEntry = (outdir) => ({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir,
  // resvg (charts in the Word documents) loads a native binary: it stays external and ships beside the
  // bundle in dist/node_modules (copied by build.mjs), for Linux x64, the Functions host's platform.
  external: ['@azure/functions-core', 'bufferutil', 'utf-8-validate', '@resvg/resvg-js', 'dejavu-fonts-ttf'],
  banner: { js: requireShim },
});

/** @param {string} outdir */
export const localEntries = (outdir) => ({
  ...common,
  entryPoints: {
    'local/main': 'src/local/main.ts',
    'local/run-timer': 'src/local/run-timer.ts',
    'local/cosmos-main': 'src/local/cosmos-main.ts',
  },
  outdir,
  packages: 'external',
});
