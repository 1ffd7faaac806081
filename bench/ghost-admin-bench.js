// The Ghost Admin API part of `npm run bench` (issue 28, first target): BENCH_GHOST_SESSIONS
// publishing sessions through @tryghost/admin-api, as a writing app runs one (create a draft from
// HTML, upload an image, edit, publish, browse the drafts, delete), each call timed from the
// client's side, JWT signing and verification included. The same session through Folio's own API
// (Markdown, Bearer token) is the reference measured in the same run: the ratio is what the Ghost
// layer costs. Target: every call under 100 ms p99. Reports, asserts nothing.
import GhostAdminAPI from '@tryghost/admin-api';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const SESSIONS = Number(process.env.BENCH_GHOST_SESSIONS ?? 100);
const WARM_UP = 5;
export const TARGETS = { p99Ms: 100 };
const KINDS = ['create', 'upload', 'edit', 'publish', 'browse', 'delete'];

const HTML = Array.from({ length: 8 }, (_, n) => `<h2>Part ${n + 1}</h2><p>The boats come in at six, the <em>gulls</em> before them; the quay smells of rope and salt.</p>`).join('');
const MARKDOWN = Array.from({ length: 8 }, (_, n) => `## Part ${n + 1}\n\nThe boats come in at six, the *gulls* before them; the quay smells of rope and salt.`).join('\n\n');

/** A photo as a writing app sends one: 1600×1067 JPEG with some texture. */
async function photo() {
  const noise = await sharp({ create: { width: 400, height: 267, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(noise).resize(1600, 1067).jpeg({ quality: 85 }).toBuffer();
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timedSessions(session) {
  const times = Object.fromEntries(KINDS.map((kind) => [kind, []]));
  for (let round = 0; round < WARM_UP + SESSIONS; round++) {
    const time = async (kind, call) => {
      const started = performance.now();
      const result = await call();
      if (round >= WARM_UP) times[kind].push(performance.now() - started);
      return result;
    };
    await session(time, round);
  }
  return Object.fromEntries(KINDS.map((kind) => [kind, { p50: percentile(times[kind], 50), p99: percentile(times[kind], 99), max: Math.max(...times[kind]) }]));
}

function ghostSession(api, imageFile) {
  return async (time, round) => {
    const draft = await time('create', () => api.posts.add({ title: `Harbour notes ${round}`, html: HTML, tags: ['Sea'] }, { source: 'html' }));
    const image = await time('upload', () => api.images.upload({ file: imageFile }));
    const edited = await time('edit', () => api.posts.edit({ id: draft.id, updated_at: draft.updated_at, feature_image: image.url, html: `${HTML}<p>Edited.</p>` }, { source: 'html' }));
    await time('publish', () => api.posts.edit({ id: draft.id, updated_at: edited.updated_at, status: 'published' }));
    await time('browse', () => api.posts.browse({ filter: 'status:draft', limit: 15 }));
    await time('delete', () => api.posts.delete({ id: draft.id }));
  };
}

/** The same session through Folio's own API. */
function folioSession(imageBytes) {
  const headers = { Authorization: `Bearer ${TOKEN}` };
  const call = async (method, route, body) => {
    const response = await fetch(`${FOLIO}${route}`, {
      method,
      headers: body instanceof FormData ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  return async (time, round) => {
    const draft = await time('create', () => call('POST', '/api/posts', { title: `Folio notes ${round}`, content_text: MARKDOWN, tags: ['Sea'], status: 'draft' }));
    const form = new FormData();
    form.append('image', new Blob([imageBytes], { type: 'image/jpeg' }), 'harbour.jpg');
    const image = await time('upload', () => call('POST', '/api/images/uploads/image', form));
    await time('edit', () => call('PATCH', `/api/posts/${draft.id}`, { cover_image_url: image.url, content_text: `${MARKDOWN}\n\nEdited.` }));
    await time('publish', () => call('PATCH', `/api/posts/${draft.id}`, { status: 'published' }));
    await time('browse', () => call('GET', '/api/posts?status=draft&limit=15'));
    await time('delete', () => call('DELETE', `/api/posts/${draft.id}`));
  };
}

export async function benchGhostAdmin(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_ghost');
  const folio = await startFolio(databaseUrl, dataDir);
  const files = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-ghost-'));
  try {
    const response = await fetch(`${FOLIO}/api/api-keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench writing app' }),
    });
    if (!response.ok) throw new Error(`POST /api/api-keys answered ${response.status}`);
    const { ghost_admin_key: key } = await response.json();
    const imageBytes = await photo();
    const imageFile = path.join(files, 'harbour.jpg');
    writeFileSync(imageFile, imageBytes);
    console.log(`Running ${SESSIONS} publishing sessions through @tryghost/admin-api, then through Folio's own API...`);
    const ghost = await timedSessions(ghostSession(new GhostAdminAPI({ url: FOLIO, key, version: 'v5.0' }), imageFile));
    const reference = await timedSessions(folioSession(imageBytes));
    return { date: new Date().toISOString(), sessions: SESSIONS, imageBytes: imageBytes.length, target: TARGETS.p99Ms, ghost, reference };
  } finally {
    rmSync(files, { recursive: true, force: true });
    await stopFolio(folio);
  }
}

export function printGhostAdmin(result) {
  console.log(
    `\nGhost Admin API: ${result.sessions} publishing sessions through @tryghost/admin-api (HTML bodies, a ${(result.imageBytes / 1024).toFixed(0)} kB JPEG), ` +
      'each call timed by the client, JWT included; reference: the same session through Folio\'s own API in the same run.',
  );
  const ms = (value) => value.toFixed(1);
  console.table(
    KINDS.map((kind) => ({
      call: kind,
      'Ghost p50/p99 ms': `${ms(result.ghost[kind].p50)}/${ms(result.ghost[kind].p99)}`,
      'Ghost max ms': ms(result.ghost[kind].max),
      'Folio API p50/p99 ms': `${ms(result.reference[kind].p50)}/${ms(result.reference[kind].p99)}`,
      'Ghost / Folio p99': (result.ghost[kind].p99 / result.reference[kind].p99).toFixed(2),
      'target p99 ms': `< ${result.target}`,
      met: result.ghost[kind].p99 < result.target ? 'yes' : 'NO',
    })),
  );
}
