// The site `npm run lighthouse` audits: the built server on its own embedded PostgreSQL in a temp
// folder, on a free port, with posts and real cover photos written through the public API.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPhotoFactory } from './photo-factory.js';
import { seedPosts, TAGS } from './seed-posts.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TOKEN = 'lighthouse-admin-token-0123456789';

/** Enough for a page 2 of /blog (10 a page) and of /stories (9 a page). */
export const POSTS = 24;
const COVERS = 6;
/** A post without a cover among the others, as real blogs have. */
const WITHOUT_COVER = 5;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Folio exited while starting (${child.exitCode ?? child.signalCode})`);
    if (await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Folio did not answer /healthz within 90 s');
}

/** Starts `node dist/backend/main.cjs` as a user would (NODE_ENV=production), tied to this process. */
export async function startSite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-lighthouse-'));
  // Embedded PostgreSQL runs as the `postgres` user when started by root; mkdtemp makes 0700 folders.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--require', path.join(here, 'exit-with-parent.cjs'), path.join(root, 'dist/backend/main.cjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_TOKEN: TOKEN,
      SEED_SAMPLE_CONTENT: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function uploadCover(baseUrl, bytes, name) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl}/api/images/uploads/image`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: form });
  if (response.status !== 201) throw new Error(`uploading ${name}: HTTP ${response.status} ${await response.text()}`);
  const body = await response.json();
  return body.url ?? body.publicUrl;
}

const paragraph = (index) =>
  `Morning ${index} began at the harbour, where the light on the water changed every minute and the boats came in one by one. `;

/** A post of a few screens: headings, paragraphs and a list, so that the article is longer than the viewport. */
function story(index, cover) {
  const text = `## Part one\n\n${paragraph(index).repeat(6)}\n\n- one thing\n- another thing\n\n## Part two\n\n${paragraph(index).repeat(10)}`;
  return {
    title: `Notes from the harbour, ${index + 1}`,
    content_text: text,
    tags: [TAGS[index % TAGS.length]],
    ...(cover ? { cover_image_url: cover, cover_image_alt: `The harbour at dawn, photograph ${index + 1}` } : {}),
  };
}

/**
 * Uploads COVERS camera-like photos (12 MP JPEGs made in the run, stored as the upload pipeline
 * stores them) and writes POSTS posts, the newest first in every list, most of them with a cover.
 * Returns the slug of the newest post: the article page audited.
 */
export async function seedSite(baseUrl) {
  const factory = await createPhotoFactory();
  const covers = [];
  for (let variant = 1; variant <= COVERS; variant++) covers.push(await uploadCover(baseUrl, await factory.jpeg(variant), `harbour-${variant}.jpg`));
  // One at a time, so that the order of creation (and so of the lists) is the order of the index.
  await seedPosts(baseUrl, TOKEN, POSTS, {
    concurrency: 1,
    post: (index) => story(index, index % WITHOUT_COVER === WITHOUT_COVER - 1 ? null : covers[index % covers.length]),
  });
  const list = await (await fetch(`${baseUrl}/api/posts?limit=1`)).json();
  return { slug: list.items[0].slug, covers: covers.length };
}
