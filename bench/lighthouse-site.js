// The site `npm run lighthouse` audits: the built server on its own embedded PostgreSQL in a temp
// folder, on a free port, with posts and real cover photos written through the public API.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createPhotoFactory } from './photo-factory.js';
import { seedPosts, TAGS } from './seed-posts.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TOKEN = 'lighthouse-admin-token-0123456789';

/** Enough for a page 2 of /blog (10 a page) and of /stories (9 a page). */
export const POSTS = 24;
const COVERS = 6;
/** The article: five 12-megapixel photos, its cover and four in the text. */
const ARTICLE_PHOTOS = 5;
/** A post with every writer's feature (footnotes, code in four languages, maths, a figure, a task list, a wide table), as the browser test writes it. */
const RICH_POST = path.join(root, 'frontend/e2e/support/rich-post.md');
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

async function uploadImage(baseUrl, bytes, name, type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  const response = await fetch(`${baseUrl}/api/images/uploads/image`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: form });
  if (response.status !== 201) throw new Error(`uploading ${name}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

async function uploadCover(baseUrl, bytes, name) {
  const body = await uploadImage(baseUrl, bytes, name);
  return body.url ?? body.publicUrl;
}

/** A square PNG mark: a disc on the paper colour, as an author's logo or icon might be. */
const mark = (side, colour) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="#fbfaf7"/><circle cx="50%" cy="50%" r="40%" fill="${colour}"/></svg>`))
    .png()
    .toBuffer();

/**
 * The author's identity as issue 27 has it set in Settings → Site: a title, description, logo, icon,
 * avatar, accent colours, home text and footer, so that every audited page carries them (the target:
 * Lighthouse stays 100 with an uploaded logo and an accent colour).
 */
async function setIdentity(baseUrl) {
  const logo = await uploadImage(baseUrl, await mark(256, '#1d4ed8'), 'logo.png', 'image/png');
  const icon = await uploadImage(baseUrl, await mark(512, '#1d4ed8'), 'icon.png', 'image/png');
  const avatar = await uploadImage(baseUrl, await mark(400, '#9a3412'), 'avatar.png', 'image/png');
  await api(baseUrl, 'PATCH', '/api/site/settings', {
    title: 'Harbour Notes',
    description: 'Mornings at the harbour, written down.',
    logo_image_id: logo.id,
    icon_image_id: icon.id,
    accent_color: '#1d4ed8',
    accent_color_dark: '#93c5fd',
    home_heading: 'Notes from the harbour',
    home_introduction: 'What the light did this morning, and the boats that came in.',
    author_name: 'Ada Harbour',
    author_bio: 'Writes before breakfast.',
    author_avatar_image_id: avatar.id,
    footer_text: 'Written at the harbour.',
  });
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

const api = async (baseUrl, method, route, body) => {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
};

/** The photo article: the first photo as its cover, the four others between paragraphs. */
function photoArticle(photos) {
  const [cover, ...inline] = photos;
  const text = inline.flatMap((url, index) => [paragraph(2 * index), paragraph(2 * index + 1), `![The harbour, photograph ${index + 2}](${url})`]);
  return {
    title: 'Five photographs from the harbour',
    content_text: [...text, paragraph(9)].join('\n\n'),
    tags: ['personal'],
    cover_image_url: cover,
    cover_image_alt: 'The harbour at dawn, photograph 1',
  };
}

/** Until each image of the post is offered in its smaller widths (made in the background after the upload). */
async function waitForLadders(baseUrl, slug, inlineImages) {
  for (let waited = 0; waited < 300_000; waited += 1000) {
    const post = await api(baseUrl, 'GET', `/api/posts/${slug}`);
    const inline = post.content.match(/<img [^>]*srcset="/g) ?? [];
    if ((!post.image_url || post.image_srcset) && inline.length >= inlineImages) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The smaller copies of ${slug}'s images were not made within 5 minutes`);
}

/**
 * Uploads COVERS camera-like photos (12 MP JPEGs made in the run, stored as the upload pipeline
 * stores them) and writes the photo article and the rich post, then POSTS posts, the newest first in
 * every list, most of them with a cover (so the two articles are on the lists' third pages, and the
 * other audited pages are as before). Returns the slugs of the newest post (the article page
 * audited), of the photo article and of the rich post, once their images are offered in smaller widths.
 */
export async function seedSite(baseUrl) {
  await setIdentity(baseUrl);
  const factory = await createPhotoFactory();
  const covers = [];
  for (let variant = 1; variant <= COVERS; variant++) covers.push(await uploadCover(baseUrl, await factory.jpeg(variant), `harbour-${variant}.jpg`));
  const photos = await api(baseUrl, 'POST', '/api/posts', photoArticle(covers.slice(0, ARTICLE_PHOTOS)));
  const rich = await api(baseUrl, 'POST', '/api/posts', {
    title: 'Predicting the tide',
    content_text: readFileSync(RICH_POST, 'utf8').replace('IMAGE_URL', covers[ARTICLE_PHOTOS]),
    tags: ['insight'],
  });
  // Five players as facades between paragraphs (issue 26: no request to another host before a click, performance >= 95).
  const players = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://soundcloud.com/forss/flickermood',
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://codepen.io/team/pen/abcXYZ'];
  const embeds = await api(baseUrl, 'POST', '/api/posts', {
    title: 'Five players',
    content_text: players.flatMap((url, index) => [paragraph(index), url]).join('\n\n'),
    tags: ['personal'],
  });
  // One at a time, so that the order of creation (and so of the lists) is the order of the index.
  await seedPosts(baseUrl, TOKEN, POSTS, {
    concurrency: 1,
    post: (index) => story(index, index % WITHOUT_COVER === WITHOUT_COVER - 1 ? null : covers[index % covers.length]),
  });
  await waitForLadders(baseUrl, photos.slug, ARTICLE_PHOTOS - 1);
  await waitForLadders(baseUrl, rich.slug, 1);
  const list = await (await fetch(`${baseUrl}/api/posts?limit=1`)).json();
  return { slug: list.items[0].slug, photoSlug: photos.slug, richSlug: rich.slug, embedsSlug: embeds.slug, covers: covers.length };
}
