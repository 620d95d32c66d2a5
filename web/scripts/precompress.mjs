// Precompresses the built web app: a .br (brotli, quality 11) and a .gz (gzip, level 9) beside every text asset
// over 1 kB, so the local host serves compressed files by Accept-Encoding as Static Web Apps does (issue 6:
// the first visit moved about 750 kB uncompressed). node:zlib does this in a few lines; no plugin needed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let raw = 0;
let br = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      const b = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      writeFileSync(`${file}.br`, b);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      files++;
      raw += data.length;
      br += b.length;
    }
  }
}

walk(dist);
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli`,
);
