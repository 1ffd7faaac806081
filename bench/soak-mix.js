// The traffic of `npm run soak`: one autocannon request whose setupRequest picks the next
// operation of a fixed weighted schedule (public reads and admin writes, interleaved on every
// connection), and whose onResponse keeps what the writes acknowledged, to look for afterwards.
import sharp from 'sharp';
import { SEARCH_WORDS } from './seed-posts.js';
import { mulberry32 } from './seeded-random.js';

/** Requests per 100: reads of every public kind, and the admin's writes with the right token. */
const WEIGHTS = {
  home: 10,
  blogList: 8,
  blogPost: 8,
  apiList: 12,
  apiPost: 18,
  search: 10,
  rss: 6,
  image: 10,
  createPost: 8,
  editPost: 5,
  patchSettings: 2,
  uploadImage: 3,
};
export const OPERATIONS = Object.keys(WEIGHTS);
const BOUNDARY = 'folio-soak-boundary-7d3f9a';

/** The schedule spread out (largest remainder first), so that no operation comes in a long run. */
function schedule() {
  const slots = [];
  for (const [operation, weight] of Object.entries(WEIGHTS)) {
    for (let index = 0; index < weight; index++) slots.push({ operation, at: (index + 0.5) / weight });
  }
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.operation);
}

/** Real JPEGs from sharp, a few hundred pixels wide, each different (storage keys are content hashes). */
export async function makeJpegs(count) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp({ create: { width: 480 + 16 * index, height: 360, channels: 3, background: { r: 40 + 20 * index, g: 110, b: 160 }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

function multipart(bytes, name) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/**
 * `seeded`: posts written before the run ({ id, slug }); `imagePath`: an uploaded image's path.
 * Answers the autocannon request and what the run acknowledged: created posts (id → slug),
 * uploaded image paths, the status codes seen per operation, and 201s that could not be read.
 */
export function createMix({ token, runId, seeded, imagePath, jpegs }) {
  const random = mulberry32(0x50a4);
  const order = schedule();
  const uploads = jpegs.map((bytes, index) => multipart(bytes, `soak-${index}.jpg`));
  const admin = { Authorization: `Bearer ${token}` };
  const json = { ...admin, 'Content-Type': 'application/json' };
  const created = new Map();
  const uploaded = new Set();
  const posts = [...seeded];
  const statuses = Object.fromEntries(OPERATIONS.map((operation) => [operation, {}]));
  /** 201 answers whose body was not the JSON promised. */
  const unreadable = [];
  let sent = 0;
  let newPosts = 0;
  let edits = 0;

  const pick = (items) => items[Math.floor(random() * items.length)];
  const somePost = () => pick(posts);

  const build = {
    home: () => ({ path: '/' }),
    blogList: () => ({ path: `/blog?page=${1 + Math.floor(random() * 2)}` }),
    blogPost: () => ({ path: `/blog/${somePost().slug}` }),
    apiList: () => ({ path: `/api/posts?limit=20&page=${1 + Math.floor(random() * 3)}` }),
    apiPost: () => ({ path: `/api/posts/${somePost().slug}` }),
    search: () => ({ path: `/api/posts?q=${pick(SEARCH_WORDS)}` }),
    rss: () => ({ path: '/rss.xml' }),
    image: () => ({ path: imagePath }),
    createPost: () => {
      const number = ++newPosts;
      const body = { title: `Soak ${runId} post ${number}`, content_text: `Written by the soak run, number ${number}.\n\nA second paragraph.`, tags: ['soak'] };
      return { method: 'POST', path: '/api/posts', headers: json, body: JSON.stringify(body) };
    },
    editPost: () => ({
      method: 'PATCH',
      path: `/api/posts/${somePost().id}`,
      headers: json,
      body: JSON.stringify({ title: `Soak ${runId} edit ${++edits}` }),
    }),
    patchSettings: () => ({
      method: 'PATCH',
      path: '/api/compression/settings',
      headers: json,
      body: JSON.stringify({ custom_quality: random() < 0.5 ? 75 : 80 }),
    }),
    uploadImage: () => ({
      method: 'POST',
      path: '/api/images/uploads/image',
      headers: { ...admin, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: pick(uploads),
    }),
  };

  const request = {
    setupRequest(template, context) {
      const operation = order[sent++ % order.length];
      context.operation = operation;
      const { method = 'GET', path, headers = {}, body } = build[operation]();
      return { ...template, method, path, headers, body };
    },
    onResponse(status, body, context) {
      const counts = statuses[context.operation];
      counts[status] = (counts[status] ?? 0) + 1;
      if (status !== 201) return;
      let answer;
      try {
        answer = JSON.parse(body);
      } catch {
        unreadable.push(`${context.operation}: ${body.slice(0, 200)}`);
        return;
      }
      if (context.operation === 'createPost') {
        created.set(answer.id, answer.slug);
        posts.push({ id: answer.id, slug: answer.slug });
      } else if (context.operation === 'uploadImage') {
        uploaded.add(new URL(answer.url, 'http://folio.invalid').pathname);
      }
    },
  };
  return { request, created, uploaded, statuses, unreadable };
}
