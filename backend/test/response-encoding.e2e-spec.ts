import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { jpeg } from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  raw: Buffer;
}

const CODINGS = ['br', 'gzip', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

function decode(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.raw);
  if (coding === 'gzip') return zlib.gunzipSync(answer.raw);
  expect(coding).toBeUndefined();
  return answer.raw;
}

/** Long enough that every compressible answer is worth compressing. */
const LONG_TEXT = Array.from({ length: 60 }, (_, index) => `Paragraph ${index} about lanterns, harbours and the sea at night.`).join('\n\n');

describe('compressed answers (brotli and gzip by Accept-Encoding)', () => {
  let folio: TestApp;
  let port: number;
  const spa = temporaryFrontendBuild();
  const asset = (name: string) => path.join(spa.dir, 'assets', name);
  let slug: string;
  let uploadUrl: string;

  /** A GET over plain node:http: supertest would decode the body, and these tests look at the bytes. */
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  const as = (coding: Coding, extra: Record<string, string> = {}) =>
    coding === 'identity' ? extra : { 'Accept-Encoding': coding === 'br' ? 'gzip, deflate, br' : 'gzip', ...extra };

  beforeAll(async () => {
    // The real build step, on a miniature build with text files big enough to compress.
    writeFileSync(asset('index-abc123.js'), `console.log(${JSON.stringify(LONG_TEXT)});\n`);
    writeFileSync(asset('index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['main.ts'], mappings: 'AAAA;'.repeat(400) }));
    writeFileSync(asset('index-abc123.css'), `.story{margin:0 auto}\n`.repeat(100));
    writeFileSync(path.join(spa.dir, 'site.webmanifest'), JSON.stringify({ name: 'Folio', description: LONG_TEXT }));
    writeFileSync(path.join(spa.dir, 'icon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`);
    const shell = path.join(spa.dir, 'index.html');
    writeFileSync(shell, readFileSync(shell, 'utf8').replace('</body>', `<noscript>${LONG_TEXT}</noscript></body>`));
    execFileSync(process.execPath, ['scripts/precompress.js', spa.dir], { stdio: 'pipe' });

    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir } });
    port = (folio.app.getHttpServer().address() as AddressInfo).port;
    slug = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Squeezed', content_text: LONG_TEXT }).expect(201)).body.slug;
    // Enough posts for a sitemap over the 1 kB below which nothing is compressed.
    for (let index = 0; index < 12; index++) {
      await folio.http().post('/api/posts').set(bearer()).send({ title: `Filler story number ${index}`, content_text: 'Short.' }).expect(201);
    }
    const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await jpeg(400, 300), 'a.jpg').expect(201);
    uploadUrl = upload.body.url;
  });
  afterAll(async () => {
    await folio?.close();
    spa.remove();
  });

  const TEXT_ANSWERS: Array<[string, () => string, RegExp, Record<string, string>?]> = [
    ['a server-rendered page (HTML)', () => `/blog/${slug}`, /^text\/html/],
    ['the SPA shell of an admin route (HTML)', () => '/admin', /^text\/html/],
    ['a public post (JSON, cached)', () => `/api/posts/${slug}`, /^application\/json/],
    ['the public list (JSON, cached)', () => '/api/posts', /^application\/json/],
    ['the admin list (JSON, made per request)', () => '/api/posts', /^application\/json/, bearer()],
    ['the RSS feed (XML)', () => '/rss.xml', /^application\/rss\+xml/],
    ['the sitemap (XML)', () => '/sitemap.xml', /^application\/xml/],
    ['a script (JS)', () => '/assets/index-abc123.js', /javascript/],
    ['its source map', () => '/assets/index-abc123.js.map', /^application\/json/],
    ['a stylesheet (CSS)', () => '/assets/index-abc123.css', /^text\/css/],
    ['an SVG', () => '/icon.svg', /^image\/svg\+xml/],
    ['the web manifest', () => '/site.webmanifest', /^application\/manifest\+json/],
    ['the API document', () => '/docs-json', /^application\/json/],
  ];

  it.each(TEXT_ANSWERS)('sends %s in the coding asked for, the same content in each, varying on Accept-Encoding', async (_label, target, type, headers = {}) => {
    const bodies: string[] = [];
    for (const coding of CODINGS) {
      const answer = await get(target(), as(coding, headers));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      if (answer.headers['content-length']) expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      // Decoded once it is the plain content: compressed once, never twice.
      bodies.push(decode(answer).toString());
    }
    expect(bodies[0].length).toBeGreaterThan(1024);
    expect(new Set(bodies).size).toBe(1);
  });

  it('prefers brotli on a tie, honours q-values, and sends identity when nothing compressed is acceptable', async () => {
    const coding = async (accept: string) => (await get(`/api/posts/${slug}`, { 'Accept-Encoding': accept })).headers['content-encoding'];
    expect(await coding('gzip, br')).toBe('br');
    expect(await coding('br;q=0.5, gzip')).toBe('gzip');
    expect(await coding('*')).toBe('br');
    expect(await coding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(await coding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await coding('deflate')).toBeUndefined();
  });

  it('serves a pre-compressed asset byte for byte from the build, with its own validator per coding', async () => {
    const etags = new Set<string>();
    for (const [coding, file] of [
      ['br', 'index-abc123.js.br'],
      ['gzip', 'index-abc123.js.gz'],
      ['identity', 'index-abc123.js'],
    ] as const) {
      const answer = await get('/assets/index-abc123.js', as(coding));
      expect(answer.raw.equals(readFileSync(asset(file)))).toBe(true);
      expect(answer.headers['cache-control']).toMatch(/immutable/);
      etags.add(String(answer.headers.etag));
    }
    expect(etags.size).toBe(3);
  });

  it.each([
    ['a built asset', () => '/assets/index-abc123.js'],
    ['a page', () => `/blog/${slug}`],
    ['a public post', () => `/api/posts/${slug}`],
    ['the feed', () => '/rss.xml'],
    ['the sitemap', () => '/sitemap.xml'],
  ])(
    'answers %s with 304 in each coding for the ETag of that coding, and with 200 for a stale one',
    async (_label, path) => {
      const target = path();
      const etags = new Map<Coding, string>();
      for (const coding of CODINGS) {
        const first = await get(target, as(coding));
        const etag = String(first.headers.etag);
        etags.set(coding, etag);
        const again = await get(target, as(coding, { 'If-None-Match': etag }));
        expect(again.status).toBe(304);
        expect(again.raw.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect((await get(target, as(coding, { 'If-None-Match': '"something-else"' }))).status).toBe(200);
      }
      expect(new Set(etags.values()).size).toBe(3);
    },
  );

  it('answers HEAD with the headers of the GET in that coding and no body', async () => {
    const full = await get(`/blog/${slug}`, as('br'));
    const head = await get(`/blog/${slug}`, as('br'), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.raw.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('never compresses an image, whatever the client accepts', async () => {
    const answer = await get(uploadUrl, { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the post version as the admin ETag, so that If-Match holds with the tag of a compressed answer', async () => {
    const post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Versioned', content_text: LONG_TEXT }).expect(201)).body;
    const read = await get(`/api/posts/${post.id}`, as('br', bearer()));
    expect(read.headers['content-encoding']).toBe('br');
    expect(read.headers.etag).toBe(`"${post.version}-br"`);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).set('If-Match', String(read.headers.etag)).send({ title: 'Saved' }).expect(200);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).set('If-Match', String(read.headers.etag)).send({ title: 'Stale' }).expect(412);
  });

  it('builds the feed once per change: the same ETag until a write, then the new post in a new version', async () => {
    const before = await get('/rss.xml', as('br'));
    expect((await get('/rss.xml', as('br'))).headers.etag).toBe(before.headers.etag);
    await folio.http().post('/api/posts').set(bearer()).send({ title: 'Fresh in the feed', content_text: 'New.' }).expect(201);
    const stale = await get('/rss.xml', as('br', { 'If-None-Match': String(before.headers.etag) }));
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).not.toBe(before.headers.etag);
    expect(decode(stale).toString()).toContain('Fresh in the feed');
    const sitemap = decode(await get('/sitemap.xml', as('gzip'))).toString();
    expect(sitemap).toContain('/blog/fresh-in-the-feed');
  });
});
