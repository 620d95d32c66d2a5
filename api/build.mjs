// Bundles the API with esbuild (the options, and what each output is, are in build-options.mjs):
// dist/index.js is the Azure Functions app, dist/local/*.js the local host and tools.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { azureEntry, localEntries } from './build-options.mjs';

const dist = new URL('./dist', import.meta.url).pathname;
rmSync(dist, { recursive: true, force: true });
await Promise.all([build(azureEntry(dist)), build(localEntries(dist))]);

// The charts' font, resolved at run time as dejavu-fonts-ttf/ttf/*.ttf (chart-images.ts): two files, not 12 MB.
for (const file of ['package.json', 'ttf/DejaVuSans.ttf', 'ttf/DejaVuSans-Bold.ttf']) {
  const to = new URL(`./dist/node_modules/dejavu-fonts-ttf/${file}`, import.meta.url);
  cpSync(new URL(`../node_modules/dejavu-fonts-ttf/${file}`, import.meta.url), to);
}
// The native chart renderer and its Linux x64 binary beside the bundle (see `external` in build-options.mjs).
for (const pkg of ['@resvg/resvg-js', '@resvg/resvg-js-linux-x64-gnu']) {
  const from = new URL(`../node_modules/${pkg}`, import.meta.url);
  if (existsSync(from))
    cpSync(from, new URL(`./dist/node_modules/${pkg}`, import.meta.url), { recursive: true });
  else
    console.warn(
      `${pkg} is not installed: the Azure package will lack the chart renderer (build on Linux x64).`,
    );
}
