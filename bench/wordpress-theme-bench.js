// Issue 26's WordPress target, on its own (`node bench/wordpress-theme-bench.js`, after `npm run build`):
// the theme unit test export (backend/test/fixtures/import/wordpress/theme-unit-test.xml) with its 37
// images served by a node:http server on 127.0.0.1, imported through the API into a fresh Folio.
// Prints the wall time to completed (target under 30 s), the images that arrived, and whether any
// gallery lost an image or any shortcode reaches a reader; asserts nothing.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { EmbeddedPostgresLauncher } from '../dist/backend/database/embedded-postgres.launcher.js';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(root, 'backend/test/fixtures/import/wordpress/theme-unit-test.xml');
const FIXTURE_SITE = 'http://wpthemetest.example';
const IMAGES = 37;
const TARGET_SECONDS = 30;
const auth = { Authorization: `Bearer ${TOKEN}` };
const quiet = { info: () => {}, warn: console.warn, debug: () => {} };

async function imageServer() {
  const files = new Map();
  for (let n = 1; n <= IMAGES; n++) {
    const png = n % 5 === 0;
    const image = sharp({ create: { width: 1200 + n, height: 800, channels: 3, background: { r: (n * 41) % 256, g: (n * 73) % 256, b: (n * 19) % 256 } } });
    files.set(`/wp-content/uploads/2013/03/image-${String(n).padStart(2, '0')}.${png ? 'png' : 'jpg'}`, await (png ? image.png() : image.jpeg({ quality: 85 })).toBuffer());
  }
  const server = http.createServer((request, response) => {
    const body = files.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': body[0] === 0x89 ? 'image/png' : 'image/jpeg', 'Content-Length': body.length }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function main() {
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'folio-wp-bench-pg-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-wp-bench-'));
  for (const dir of [pgDir, dataDir]) chmodSync(dir, 0o755);
  const launcher = new EmbeddedPostgresLauncher(pgDir, quiet);
  const images = await imageServer();
  let folio;
  try {
    folio = await startFolio(await launcher.start(), dataDir, { FETCH_ALLOWLIST: '127.0.0.1' });
    const xml = readFileSync(FIXTURE, 'utf8').replaceAll(FIXTURE_SITE, images.origin);
    const form = new FormData();
    form.append('file', new Blob([xml]), 'theme-unit-test.xml');
    const started = performance.now();
    const { id } = await (await fetch(`${FOLIO}/api/import`, { method: 'POST', headers: auth, body: form })).json();
    let report;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = await (await fetch(`${FOLIO}/api/import/${id}`, { headers: auth })).json();
    } while (report.status === 'queued' || report.status === 'running');
    const seconds = (performance.now() - started) / 1000;
    const shown = [];
    for (const post of report.posts) {
      const content = (await (await fetch(`${FOLIO}/api/posts/${encodeURIComponent(post.slug)}`)).json()).content ?? '';
      const found = content.match(/\[\/?(?:gallery|caption|audio|video|embed)\b/);
      if (found) shown.push(`${post.slug}: ${found[0]}`);
    }
    console.log(
      JSON.stringify({
        status: report.status,
        seconds: Number(seconds.toFixed(2)),
        targetSeconds: TARGET_SECONDS,
        images: `${report.counts.images}/${IMAGES}`,
        imagesLost: IMAGES - report.counts.images,
        shortcodesShown: shown,
        errors: report.errors.length,
      }),
    );
  } finally {
    if (folio) await stopFolio(folio);
    await images.close();
    await launcher.stop();
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
