// The responsive images part of `npm run bench`: an article with five 12 MP photos (its cover and
// four in the text, paragraphs between them) opened in Chromium as a 375 px phone, at 2x and 3x,
// without scrolling: the image bytes the page downloads, against the 400 kB target. For scale, what
// the same article weighs when the browser takes each image's stored file, and each srcset's choice
// for a 375 px slot. Needs `npm run build` (the server and the pages' shell). Asserts nothing.
import { chromium } from 'playwright-core';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { createPhotoFactory } from './photo-factory.js';
import { postImage } from './upload-image.js';

export const TARGETS = { aboveTheFoldKb: 400 };
const PHOTOS = 5;
const VIEWPORT = { width: 375, height: 667 };
const DENSITIES = [2, 3];
const auth = { Authorization: `Bearer ${TOKEN}` };
const kb = (bytes) => Math.round(bytes / 100) / 10;

async function api(method, route, body) {
  const response = await fetch(`${FOLIO}${route}`, {
    method,
    headers: body ? { ...auth, 'Content-Type': 'application/json' } : auth,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

const paragraph = (index) =>
  `Paragraph ${index}: the tide came in over the flats while the light changed, and the gulls moved ` +
  'from one sandbar to the next as the water found its way between them, a walk of an hour in all.';

/** Each srcset of the article's images: the cover's (WebP first, as a browser that takes WebP sees it), then the inline ones'. */
function srcsets(post) {
  const inline = [];
  const rest = post.content.replace(/<picture><source type="image\/webp" srcset="([^"]*)".*?<\/picture>/g, (_picture, webp) => {
    inline.push(webp);
    return '';
  });
  for (const [, srcset] of rest.matchAll(/<img [^>]*?srcset="([^"]*)"/g)) inline.push(srcset);
  return [post.image_webp_srcset ?? post.image_srcset, ...inline];
}

/** What a browser picks from a srcset for a slot this many device pixels wide: the narrowest that fills it, else the widest. */
function pick(srcset, devicePixels) {
  const candidates = srcset
    .split(', ')
    .map((entry) => entry.split(' '))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates.find((candidate) => candidate.width >= devicePixels) ?? candidates.at(-1);
}

async function bytesOf(url) {
  const response = await fetch(new URL(url, FOLIO));
  return (await response.arrayBuffer()).byteLength;
}

/** The article's images a phone downloads on opening the page, before any scroll. */
async function phoneVisit(browser, path, deviceScaleFactor) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const images = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.push({ url: new URL(response.url()).pathname, bytes: body.length });
  });
  await page.goto(`${FOLIO}${path}`, { waitUntil: 'networkidle' });
  // Lazy images near the screen start as the page settles; a reader takes a moment before scrolling.
  await page.waitForTimeout(1000);
  await context.close();
  return { device_scale_factor: deviceScaleFactor, images: images.length, bytes: images.reduce((sum, image) => sum + image.bytes, 0), files: images };
}

export async function benchResponsiveImages(databaseUrl, dataDir) {
  console.log(`Drawing ${PHOTOS} 12 MP photos...`);
  const factory = await createPhotoFactory();
  const photos = [];
  for (let variant = 1; variant <= PHOTOS; variant++) photos.push(await factory.jpeg(variant));
  const folio = await startFolio(databaseUrl, dataDir);
  try {
    const uploads = [];
    for (const [index, bytes] of photos.entries()) {
      const { status, text } = await postImage(bytes, `photo-${index + 1}.jpg`);
      if (status !== 201) throw new Error(`upload ${index + 1}: HTTP ${status} ${text}`);
      uploads.push(JSON.parse(text));
    }
    const [cover, ...inline] = uploads;
    const body = inline.flatMap((image, index) => [paragraph(2 * index + 1), paragraph(2 * index + 2), `![Photo ${index + 2}](${image.url})`]).join('\n\n');
    const written = await api('POST', '/api/posts', {
      title: 'Five photographs from the bay',
      status: 'published',
      content_text: `${paragraph(0)}\n\n${body}\n\n${paragraph(99)}`,
      cover_image_url: cover.url,
      cover_image_alt: 'Photo 1',
    });
    console.log('Waiting for the ladders, and for the post to name them...');
    let post;
    for (let waited = 0; ; waited += 500) {
      post = await api('GET', `/api/posts/${written.slug}`);
      if (post.image_srcset && srcsets(post).filter(Boolean).length === PHOTOS) break;
      if (waited > 180_000) throw new Error('The ladders were not made within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const stored = await Promise.all(uploads.map((image) => bytesOf(image.url)));
    const chosen = await Promise.all(srcsets(post).map((srcset) => bytesOf(pick(srcset, VIEWPORT.width * 2).url)));
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const visits = [];
    try {
      for (const density of DENSITIES) visits.push(await phoneVisit(browser, `/blog/${written.slug}`, density));
    } finally {
      await browser.close();
    }
    return {
      date: new Date().toISOString(),
      photo: { width: factory.width, height: factory.height, bytes: photos.map((bytes) => bytes.length) },
      stored_bytes: stored,
      srcset_choice_375_at_2x_bytes: chosen,
      visits,
      targets: TARGETS,
    };
  } finally {
    await stopFolio(folio);
  }
}

export function printResponsiveImages(result) {
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  console.log(`\nResponsive images: an article with ${PHOTOS} photos of ${result.photo.width}×${result.photo.height} (cover and four inline), uploaded with the default settings.`);
  console.log(`Stored files: ${result.stored_bytes.map(kb).join(', ')} kB (${kb(sum(result.stored_bytes))} kB in all); each srcset's choice for a 375 px slot at 2x: ${result.srcset_choice_375_at_2x_bytes.map(kb).join(', ')} kB.`);
  console.log(`Chromium, ${VIEWPORT.width}×${VIEWPORT.height} px, no scrolling: the images the page downloads (lazy ones near the screen included).`);
  console.table(
    result.visits.map((visit) => ({
      'device pixels': `${visit.device_scale_factor}x`,
      images: visit.images,
      'kB': kb(visit.bytes),
      target: `≤ ${TARGETS.aboveTheFoldKb}`,
      files: visit.files.map((file) => `${kb(file.bytes)}`).join(' + '),
    })),
  );
}
