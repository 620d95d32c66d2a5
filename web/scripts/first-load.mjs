/**
 * Prints the gzipped JavaScript a browser loads for the first route: the entry chunk and its static imports,
 * plus a route's lazy page chunk and its static imports. Reads dist/.vite/manifest.json (build.manifest).
 * Usage: node scripts/first-load.mjs [page-source ...]   (default: the welcome page and the solutions list)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function total(keys) {
  const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  return files.reduce((sum, f) => sum + gz(f), 0);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
const entry = closure(entryKey);
console.log(`entry (index.html + static imports): ${kb(total(entry))} gzip`);
const pages = process.argv.slice(2);
const defaults = ['src/features/welcome/welcome-page.tsx', 'src/features/solutions/solutions-list-page.tsx'];
for (const page of pages.length ? pages : defaults) {
  if (!manifest[page]) {
    console.log(`${page}: not in the manifest`);
    continue;
  }
  const keys = closure(page, new Set(entry));
  console.log(`first load of ${page}: ${kb(total(keys))} gzip`);
}
