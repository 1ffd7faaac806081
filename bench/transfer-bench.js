// The transfer part of `npm run bench` (issue 14): a WordPress WXR of BENCH_IMPORT_POSTS posts
// (about 10 kB each) whose BENCH_IMPORT_IMAGES images are served by a node:http server on
// 127.0.0.1, imported through the API (time to completed, the server's peak RSS); the images'
// smaller copies, made once the import ends (time, peak RSS); then the export of
// the same site (MB/s of images, RSS over the download) against reading the same files from disk.
// Reports the targets, asserts nothing. The import's time is wall time on a shared machine, so the
// CPU it took (the server's threads and this cluster's PostgreSQL processes) and the load average
// are reported beside it; an import that did not end with every post and image written is an
// error, not a time. BENCH_IMPORT_ONLY=1 stops after the import (its figures printed as one JSON
// line); BENCH_TRACE_FILE names a file for the server's memory through the import (traceMemory).
// BENCH_PORT and BENCH_IMAGE_PORT (3901, 3904) let two benches run side by side.
import { execFileSync } from 'node:child_process';
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';
import { createPhotoFactory } from './photo-factory.js';
import { readMemory, startRssSampler } from './rss-sampler.js';

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 1000);
const IMAGES = Number(process.env.BENCH_IMPORT_IMAGES ?? 500);
const IMAGE_PORT = Number(process.env.BENCH_IMAGE_PORT ?? 3904);
export const TARGETS = { importSeconds: 120, importPeakRssMb: 300, exportImagesMbPerSecond: 50 };

const auth = { Authorization: `Bearer ${TOKEN}` };
const mib = (kb) => Math.round(kb / 1024);
const WORDS = 'harbour lantern tide morning salt rope gull quay ferry mist pebble shore anchor keel dune'.split(' ');

/** Photos of 1600 × 1067 cut from different places of one 12 MP scene: every one new bytes. */
async function makeImages(count) {
  const factory = await createPhotoFactory();
  const { data, info } = await sharp(await factory.jpeg(0)).raw().toBuffer({ resolveWithObject: true });
  const images = [];
  for (let i = 0; i < count; i++) {
    const left = (i * 37) % (info.width - 1600);
    const top = (i * 53) % (info.height - 1067);
    images.push(
      await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .extract({ left, top, width: 1600, height: 1067 })
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  return images;
}

function paragraph(n) {
  return Array.from({ length: 60 }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length]).join(' ');
}

/** WXR 1.2 as WordPress writes it: every post published, half of the first 2 × IMAGES with an image in their body. */
function makeWxr(posts, images) {
  const items = [];
  for (let n = 1; n <= posts; n++) {
    const image = n <= images ? `<figure><img src="http://127.0.0.1:${IMAGE_PORT}/wp-content/uploads/2024/05/photo-${n}.jpg" alt="Photo ${n}" /></figure>\n\n` : '';
    const body = `${image}${Array.from({ length: 24 }, (_, p) => paragraph(n + p)).join('\n\n')}`;
    const day = String(1 + (n % 28)).padStart(2, '0');
    items.push(`<item>
<title>Harbour notes ${n}</title>
<link>https://old.example.com/2024/05/${day}/harbour-notes-${n}/</link>
<pubDate>Thu, ${day} May 2024 08:00:00 +0000</pubDate>
<dc:creator><![CDATA[author]]></dc:creator>
<guid isPermaLink="false">https://old.example.com/?p=${n}</guid>
<content:encoded><![CDATA[${body}]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${n}</wp:post_id>
<wp:post_date><![CDATA[2024-05-${day} 08:00:00]]></wp:post_date>
<wp:post_date_gmt><![CDATA[2024-05-${day} 08:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[harbour-notes-${n}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="notes"><![CDATA[Notes]]></category>
<category domain="post_tag" nicename="sea"><![CDATA[Sea]]></category>
</item>`);
  }
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Old harbour blog</title>
<link>https://old.example.com</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://old.example.com</wp:base_site_url>
<wp:base_blog_url>https://old.example.com</wp:base_blog_url>
${items.join('\n')}
</channel>
</rss>
`);
}

function serveImages(images) {
  const server = http.createServer((request, response) => {
    const match = /photo-(\d+)\.jpg$/.exec(request.url ?? '');
    const bytes = match ? images[Number(match[1]) - 1] : undefined;
    response.writeHead(bytes ? 200 : 404, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes?.length ?? 0 });
    response.end(bytes);
  });
  return new Promise((resolve) => server.listen(IMAGE_PORT, '127.0.0.1', () => resolve(server)));
}

async function importWxr(wxr) {
  const form = new FormData();
  form.append('file', new Blob([wxr], { type: 'application/xml' }), 'wordpress.xml');
  const started = await fetch(`${FOLIO}/api/import`, { method: 'POST', headers: auth, body: form });
  if (started.status !== 202) throw new Error(`POST /api/import answered ${started.status}: ${await started.text()}`);
  const { id } = await started.json();
  for (;;) {
    const report = await (await fetch(`${FOLIO}/api/import/${id}`, { headers: auth })).json();
    if (report.status === 'completed' || report.status === 'failed') return report;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's /proc stat fields after its name: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by the server (every thread) and by this bench's PostgreSQL: every other
 * process descended from this one, with the children each has reaped (PostgreSQL's ended backends).
 * Other PostgreSQL clusters on the machine (other tests) do not descend from this bench.
 */
function cpuSeconds(serverPid) {
  const processes = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (fields) processes.set(Number(name), fields);
  }
  const own = (fields) => Number(fields[11]) + Number(fields[12]);
  const reaped = (fields) => Number(fields[13]) + Number(fields[14]);
  let database = 0;
  const visit = (parent) => {
    for (const [pid, fields] of processes) {
      if (Number(fields[1]) !== parent || pid === serverPid) continue;
      database += own(fields) + reaped(fields);
      visit(pid);
    }
  };
  visit(process.pid);
  const server = processes.get(serverPid);
  return { server: server ? own(server) / CLOCK_TICKS : 0, database: database / CLOCK_TICKS };
}

/** An import that is to be timed must have written everything: a failed or partial run is no figure. */
function checkComplete(report) {
  const problems = [];
  if (report.status !== 'completed') problems.push(`status ${report.status}`);
  if (report.created !== POSTS) problems.push(`${report.created} of ${POSTS} posts created`);
  if (report.counts?.images !== IMAGES) problems.push(`${report.counts?.images} of ${IMAGES} images imported`);
  if (report.errors?.length) problems.push(`${report.errors.length} errors, the first: ${report.errors[0].message}`);
  if (problems.length) throw new Error(`The import did not complete, so its time means nothing: ${problems.join('; ')}`);
}

/** Waits until the imported images' smaller copies are made (planned once the import ends, on the job runner). */
async function laddersMade(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Every imported photo (1600 px) has a ladder, and no ladder job is left.
    const unfinished = `SELECT (SELECT count(*) FROM pgboss.job WHERE name IN ('image-variants', 'image-variants-backfill') AND state IN ('created', 'retry', 'active'))
      + (SELECT count(*) FROM images i WHERE i.source = 'upload' AND NOT EXISTS (SELECT 1 FROM image_variants v WHERE v.original_key = i.storage_key)) AS n`;
    while (Number((await db.query(unfinished)).rows[0].n) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    return (await db.query('SELECT count(*)::int AS n FROM image_variants')).rows[0].n;
  } finally {
    await db.end();
  }
}

/** The server's main-thread heap figures, through the bench's IPC channel (exit-with-parent.cjs). */
function askMemoryUsage(child) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 2_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message.memoryUsage);
    });
    child.send('memory-usage');
  });
}

/**
 * BENCH_TRACE_FILE: what the server's memory is made of through the import, every 500 ms (MB): RSS,
 * anonymous and file-backed, threads, and the main thread's heap (used, total), external memory and
 * array buffers. What is left of the anonymous RSS is the render workers, libvips and malloc.
 */
function traceMemory(child) {
  const rows = [];
  const started = Date.now();
  let asking = false;
  const timer = setInterval(async () => {
    if (asking) return;
    asking = true;
    const heap = await askMemoryUsage(child);
    const memory = readMemory(child.pid);
    asking = false;
    if (!heap || !memory) return;
    rows.push({
      at: Date.now() - started,
      rss: mib(memory.rssKb),
      anon: mib(memory.anonKb),
      file: mib(memory.fileKb),
      threads: memory.threads,
      heapUsed: mib(heap.heapUsed / 1024),
      heapTotal: mib(heap.heapTotal / 1024),
      external: mib(heap.external / 1024),
      arrayBuffers: mib(heap.arrayBuffers / 1024),
    });
  }, 500);
  return {
    stop: (file) => {
      clearInterval(timer);
      writeFileSync(file, JSON.stringify(rows));
    },
  };
}

/** Bytes of a stream read to the end, and how long it took. */
async function drain(stream) {
  let bytes = 0;
  const started = performance.now();
  await pipeline(stream, new Writable({ write: (chunk, _encoding, done) => ((bytes += chunk.length), done()) }));
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

async function readFilesOnDisk(folders) {
  let bytes = 0;
  const started = performance.now();
  for (const folder of folders) {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isFile()) bytes += (await drain(createReadStream(file))).bytes;
    }
  }
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

export async function benchTransfer(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_transfer');
  console.log(`Making ${IMAGES} photos and a WXR of ${POSTS} posts...`);
  const images = await makeImages(IMAGES);
  const wxr = makeWxr(POSTS, IMAGES);
  const imageServer = await serveImages(images);
  const folio = await startFolio(databaseUrl, dataDir, { FETCH_ALLOWLIST: '127.0.0.1', JOB_POLL_SECONDS: '0.5' });
  try {
    console.log(`Importing ${(wxr.length / 1e6).toFixed(1)} MB of WXR...`);
    const importRss = startRssSampler(folio.pid, 100);
    const trace = process.env.BENCH_TRACE_FILE ? traceMemory(folio) : undefined;
    const cpuBefore = cpuSeconds(folio.pid);
    const loadBefore = os.loadavg()[0];
    const importStarted = performance.now();
    const report = await importWxr(wxr);
    const importSeconds = (performance.now() - importStarted) / 1000;
    const cpuAfter = cpuSeconds(folio.pid);
    importRss.stop();
    trace?.stop(process.env.BENCH_TRACE_FILE);
    checkComplete(report);
    const peakImportKb = Math.max(...importRss.samples.map((sample) => sample.kb));
    const afterImport = readMemory(folio.pid);
    const heap = await askMemoryUsage(folio);

    // The import alone: its figures are measured before the smaller copies and the export.
    if (process.env.BENCH_IMPORT_ONLY) {
      const cpu = { server: cpuAfter.server - cpuBefore.server, database: cpuAfter.database - cpuBefore.database };
      console.log(JSON.stringify({ seconds: importSeconds, cpuSeconds: cpu, loadAverage: [loadBefore, os.loadavg()[0]], peakRssMb: mib(peakImportKb), afterRssMb: mib(afterImport.rssKb), heap }));
      return undefined;
    }
    console.log("Waiting for the images' smaller copies...");
    const laddersRss = startRssSampler(folio.pid, 100);
    const laddersStarted = performance.now();
    const variants = await laddersMade(databaseUrl);
    const laddersSeconds = (performance.now() - laddersStarted) / 1000;
    laddersRss.stop();

    console.log('Exporting the site...');
    const exportRss = startRssSampler(folio.pid, 100);
    const response = await fetch(`${FOLIO}/api/export`, { headers: auth });
    const exported = await drain(response.body);
    exportRss.stop();
    const exportKb = exportRss.samples.map((sample) => sample.kb);
    const onDisk = await readFilesOnDisk([path.join(dataDir, 'uploads'), path.join(dataDir, 'private')].filter((folder) => statSync(folder, { throwIfNoEntry: false })));
    return {
      date: new Date().toISOString(),
      posts: POSTS,
      images: IMAGES,
      wxrBytes: wxr.length,
      import: {
        status: report.status,
        seconds: importSeconds,
        cpuSeconds: { server: cpuAfter.server - cpuBefore.server, database: cpuAfter.database - cpuBefore.database },
        loadAverage: { before: loadBefore, after: os.loadavg()[0] },
        created: report.created,
        imagesImported: report.counts.images,
        redirects: report.counts.redirects,
        errors: report.errors.length,
        warnings: report.warnings.length,
        peakRssMb: mib(peakImportKb),
        afterMb: { rss: mib(afterImport.rssKb), anon: mib(afterImport.anonKb), file: mib(afterImport.fileKb), threads: afterImport.threads },
        heapMb: heap && { used: mib(heap.heapUsed / 1024), total: mib(heap.heapTotal / 1024), external: mib(heap.external / 1024) },
      },
      ladders: { seconds: laddersSeconds, variants, peakRssMb: mib(Math.max(...laddersRss.samples.map((sample) => sample.kb))) },
      export: {
        bytes: exported.bytes,
        seconds: exported.seconds,
        mbPerSecond: exported.bytes / 1e6 / exported.seconds,
        rssStartMb: mib(exportKb[0]),
        rssPeakMb: mib(Math.max(...exportKb)),
        referenceMbPerSecond: onDisk.bytes / 1e6 / onDisk.seconds,
        referenceBytes: onDisk.bytes,
      },
    };
  } finally {
    await stopFolio(folio);
    await new Promise((resolve) => imageServer.close(resolve));
  }
}

export function printTransfer(result) {
  const { import: imported, export: exported } = result;
  console.log(`\nImport of a ${(result.wxrBytes / 1e6).toFixed(1)} MB WXR: ${result.posts} posts, ${result.images} images fetched from 127.0.0.1.`);
  console.table([
    { measure: 'import: seconds to completed (wall time)', Folio: imported.seconds.toFixed(1), target: `< ${TARGETS.importSeconds}` },
    ...(imported.cpuSeconds
      ? [
          {
            measure: 'import: CPU seconds, server / PostgreSQL (machine load average before / after)',
            Folio: `${imported.cpuSeconds.server.toFixed(1)} / ${imported.cpuSeconds.database.toFixed(1)} (${imported.loadAverage.before.toFixed(1)} / ${imported.loadAverage.after.toFixed(1)})`,
            target: `${os.availableParallelism()} cores: ${(((imported.cpuSeconds.server + imported.cpuSeconds.database) / imported.seconds) * 100).toFixed(0)} % of one core over the import`,
          },
        ]
      : []),
    { measure: 'import: peak RSS (MB)', Folio: imported.peakRssMb, target: `< ${TARGETS.importPeakRssMb}` },
    { measure: 'import: RSS after (anonymous / file-backed MB, threads)', Folio: `${imported.afterMb.rss} (${imported.afterMb.anon} / ${imported.afterMb.file}, ${imported.afterMb.threads})`, target: '' },
    { measure: 'import: main heap after (used / total / external MB)', Folio: imported.heapMb ? `${imported.heapMb.used} / ${imported.heapMb.total} / ${imported.heapMb.external}` : 'n/a', target: '' },
    { measure: 'import: posts created / images / redirects', Folio: `${imported.created} / ${imported.imagesImported} / ${imported.redirects}`, target: '' },
    { measure: 'import: errors / warnings', Folio: `${imported.errors} / ${imported.warnings}`, target: '' },
    ...(result.ladders
      ? [
          {
            measure: "images' smaller copies: seconds after the import / copies / peak RSS (MB)",
            Folio: `${result.ladders.seconds.toFixed(1)} / ${result.ladders.variants} / ${result.ladders.peakRssMb}`,
            target: '',
          },
        ]
      : []),
    {
      measure: 'export: MB/s (whole zip)',
      Folio: exported.mbPerSecond.toFixed(0),
      target: `>= ${TARGETS.exportImagesMbPerSecond}; reading the same files from disk: ${exported.referenceMbPerSecond.toFixed(0)} MB/s`,
    },
    { measure: 'export: RSS at start / peak (MB)', Folio: `${exported.rssStartMb} / ${exported.rssPeakMb}`, target: 'flat' },
  ]);
}
