// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, at the
// highest settings (time is cheap at build time), for the server to send as they are
// (backend/src/site/precompressed-static.ts). Run after `vite build`: `node scripts/precompress.js DIR`.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|map|txt|xml|ico)$/i;
/** Smaller files gain less than their headers cost. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return TEXT.test(entry.name) ? [file] : [];
  });
}

async function precompress(file) {
  // A copy left by an earlier build must not outlive a file that now goes out as it is.
  for (const stale of [`${file}.br`, `${file}.gz`]) rmSync(stale, { force: true });
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  // Both or neither: the server offers a file compressed only when it has both forms.
  if (br.length >= data.length || gz.length >= data.length) return undefined;
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { file, bytes: data.length, br: br.length, gz: gz.length };
}

const root = path.resolve(process.argv[2] ?? 'dist/frontend');
const done = (await Promise.all(textFiles(root).map(precompress))).filter(Boolean);
const total = (key) => done.reduce((sum, entry) => sum + entry[key], 0);
console.log(`precompressed ${done.length} files in ${path.relative(process.cwd(), root) || '.'}: ${total('bytes')} bytes → ${total('br')} brotli, ${total('gz')} gzip`);
