import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Document } from 'domhandler';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { eventually } from './support/eventually.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';

const metaContent = (doc: Document, key: string) =>
  DomUtils.findAll((element) => element.name === 'meta' && (element.attribs.property === key || element.attribs.name === key), doc.children).map(
    (meta) => meta.attribs.content,
  );
const canonical = (doc: Document) =>
  DomUtils.findAll((element) => element.name === 'link' && element.attribs.rel === 'canonical', doc.children).map((link) => link.attribs.href);
const jsonLd = (doc: Document) =>
  JSON.parse(DomUtils.textContent(DomUtils.findAll((element) => element.name === 'script' && element.attribs.type === 'application/ld+json', doc.children)[0]!));

describe('pages', () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;
  let about: { id: string; slug: string };

  const write = async (body: object) => {
    const response = await folio.http().post('/api/posts').set(bearer()).send(body);
    expect(response.status).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: build.dir, SITE_URL } });
    await write({ title: 'An ordinary post', content_text: 'Hello.', tags: ['news'] });
    about = await write({ title: 'About me', slug: 'about', content_text: 'I write about the **sea**.', type: 'page', tags: ['news'] });
  });

  afterAll(async () => {
    await folio.close();
    build.remove();
  });

  it('serves a page at /{slug}, drawn on the server, and not at /blog/{slug}', async () => {
    const response = await folio.http().get('/about').expect(200);
    expect(response.text).toContain('<h1 id="post-title">About me</h1>');
    expect(response.text).toContain('<strong>sea</strong>');
    expect(response.text).not.toContain('class="post-meta"');
    const doc = parseDocument(response.text);
    expect(canonical(doc)).toEqual([`${SITE_URL}/about`]);
    expect(jsonLd(doc)['@type']).toBe('WebPage');
    await folio.http().get('/About').expect(200);
    await folio.http().get('/blog/about').expect(404);
    await folio.http().get('/stories/about').expect(404);
  });

  it('leaves pages out of every list, tag page and feed, but not the sitemap', async () => {
    const list = await folio.http().get('/api/posts').expect(200);
    expect(list.body.items.map((item: { slug: string }) => item.slug)).toEqual(['an-ordinary-post']);
    const tagged = await folio.http().get('/api/posts?tag=news').expect(200);
    expect(tagged.body.items.map((item: { slug: string }) => item.slug)).toEqual(['an-ordinary-post']);
    const searched = await folio.http().get('/api/posts?q=sea').expect(200);
    expect(searched.body.total).toBe(0);
    for (const route of ['/', '/blog', '/stories', '/stories?tag=news']) {
      expect((await folio.http().get(route).expect(200)).text).not.toContain('About me');
    }
    expect((await folio.http().get('/rss.xml').expect(200)).text).not.toContain('About me');
    const sitemap = (await folio.http().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${SITE_URL}/about</loc>`);
    expect(sitemap).not.toContain('/blog/about');
    // The admin sees it, and can ask for pages alone.
    const pages = await folio.http().get('/api/posts?type=page').set(bearer()).expect(200);
    expect(pages.body.items.map((item: { id: string; type: string }) => [item.id, item.type])).toEqual([[about.id, 'page']]);
  });

  it('refuses a page a slug the site uses, naming the slug, and an unknown type', async () => {
    for (const slug of ['blog', 'stories', 'admin', 'dashboard', 'api', 'share', 'rss', 'docs-json']) {
      const response = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Taken', slug, content_text: 'x', type: 'page' });
      expect([slug, response.status]).toEqual([slug, 400]);
      expect(response.body.message).toContain(`slug "${slug}"`);
    }
    const post = await write({ title: 'Blog', content_text: 'x' });
    expect(post.slug).toBe('blog-2');
    const unknown = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Odd', content_text: 'x', type: 'gallery' });
    expect(unknown.status).toBe(400);
    expect(String(unknown.body.message)).toMatch(/type must be one of the following values: post, page/);
    const list = await folio.http().get('/api/posts?q=taken').set(bearer()).expect(200);
    expect(list.body.total).toBe(0);
  });

  it('moves a post that becomes a page to /{slug}, with redirects from its old addresses', async () => {
    const post = await write({ title: 'Now', content_text: 'What I do now.' });
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ type: 'page' }).expect(200);
    await folio.http().get(`/${post.slug}`).expect(200);
    const moved = await folio.http().get(`/blog/${post.slug}`).redirects(0);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/${post.slug}`);
  });

  it('refuses a redirect that would hide a published page', async () => {
    const response = await folio.http().post('/api/redirects').set(bearer()).send({ from: '/about', to: '/blog' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/\/about is the address of the published page "About me"/);
    await folio.http().get('/about').expect(200);
  });

  it('keeps the SPA\'s own routes, files and server areas where they were', async () => {
    await folio.http().get('/admin').expect(200);
    await folio.http().get('/dashboard').expect(200);
    await folio.http().get('/no-such-page').expect(404);
    const api = await folio.http().get('/api').expect(404);
    expect(api.headers['content-type']).toMatch(/json/);
    await folio.http().get('/favicon.svg').expect(200);
    await folio.http().get('/healthz').expect(200);
  });
});

describe('search and social fields', () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: build.dir, SITE_URL, SITE_NAME: 'Notes' } });
  });

  afterAll(async () => {
    await folio.close();
    build.remove();
  });

  it('writes the author\'s title, description, canonical address and image into the page', async () => {
    const post = (
      await folio
        .http()
        .post('/api/posts')
        .set(bearer())
        .send({
          title: 'A long walk',
          content_text: 'It was long.',
          meta_title: 'Walking the whole coast in a week',
          meta_description: 'Seven days, two hundred kilometres.',
          canonical_url: 'https://medium.example.com/walk',
          og_image_url: 'https://images.example.com/walk.jpg',
        })
        .expect(201)
    ).body;
    const page = await folio.http().get(`/blog/${post.slug}`).expect(200);
    const doc = parseDocument(page.text);
    expect(DomUtils.textContent(DomUtils.findAll((element) => element.name === 'title', doc.children)[0]!)).toBe('Walking the whole coast in a week - Notes');
    expect(metaContent(doc, 'description')).toEqual(['Seven days, two hundred kilometres.']);
    expect(metaContent(doc, 'og:title')).toEqual(['Walking the whole coast in a week']);
    expect(metaContent(doc, 'twitter:description')).toEqual(['Seven days, two hundred kilometres.']);
    expect(canonical(doc)).toEqual(['https://medium.example.com/walk']);
    expect(metaContent(doc, 'og:image')).toEqual(['https://images.example.com/walk.jpg']);
    expect(metaContent(doc, 'twitter:image')).toEqual(['https://images.example.com/walk.jpg']);
    expect(metaContent(doc, 'robots')).toEqual([]);
    expect(jsonLd(doc)).toMatchObject({ headline: 'Walking the whole coast in a week', url: 'https://medium.example.com/walk' });
  });

  it('falls back to the post\'s own fields, with the generated card as its image', async () => {
    const post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Plain', content_text: 'Nothing special.', excerpt: 'Just plain.' }).expect(201)).body;
    const doc = parseDocument((await folio.http().get(`/blog/${post.slug}`).expect(200)).text);
    expect(metaContent(doc, 'og:title')).toEqual(['Plain']);
    expect(metaContent(doc, 'description')).toEqual(['Just plain.']);
    expect(canonical(doc)).toEqual([`${SITE_URL}/blog/${post.slug}`]);
    const card = metaContent(doc, 'og:image')[0]!;
    expect(card).toMatch(new RegExp(`^${SITE_URL}/social-cards/${post.id}\\.png\\?v=[0-9a-f]{16}$`));
    expect(metaContent(doc, 'twitter:image')).toEqual([card]);
    // Drawn in the background after the save, before anyone asks for it.
    const database = folio.app.get(DataSource);
    const drawn = async () => (await database.query('SELECT 1 FROM social_cards WHERE post_id = $1', [post.id])).length === 1;
    expect(await eventually(drawn, 15_000)).toBe(true);
    const image = await folio.http().get(card.slice(SITE_URL.length)).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    const { width, height, format } = await sharp(image.body as Buffer).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('marks a noindex post for robots and leaves it out of the sitemap', async () => {
    const post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Hidden from search', content_text: 'x', noindex: true }).expect(201)).body;
    const doc = parseDocument((await folio.http().get(`/blog/${post.slug}`).expect(200)).text);
    expect(metaContent(doc, 'robots')).toEqual(['noindex']);
    expect((await folio.http().get('/sitemap.xml').expect(200)).text).not.toContain(post.slug);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ noindex: false }).expect(200);
    expect((await folio.http().get('/sitemap.xml').expect(200)).text).toContain(post.slug);
  });

  it('clears a field sent blank, and refuses bad ones naming the field without changing anything', async () => {
    const post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'Fields', content_text: 'x', meta_title: 'Custom' }).expect(201)).body;
    expect(post.meta_title).toBe('Custom');
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ canonical_url: 'https://elsewhere.example/x', og_image_url: '/uploads/card.png' }).expect(200);
    const cleared = await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ meta_title: '  ', canonical_url: '', og_image_url: ' ' }).expect(200);
    expect(cleared.body).toMatchObject({ meta_title: null, canonical_url: null, og_image_url: null });
    const refusals: Array<[object, RegExp]> = [
      [{ canonical_url: 'javascript:alert(1)' }, /canonical_url must be an absolute http\(s\) URL/],
      [{ canonical_url: 'ftp://example.com/x' }, /canonical_url must be an absolute http\(s\) URL/],
      [{ og_image_url: 'data:image/png;base64,AAAA' }, /og_image_url must be an http\(s\) URL or a \/uploads\/ path/],
      [{ noindex: 'yes' }, /noindex must be a boolean/],
      [{ meta_title: 'x'.repeat(301) }, /meta_title must be shorter than or equal to 300 characters/],
      [{ meta_description: 'x'.repeat(501) }, /meta_description must be shorter than or equal to 500 characters/],
    ];
    for (const [body, message] of refusals) {
      const response = await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send(body);
      expect(response.status).toBe(400);
      expect(String(response.body.message)).toMatch(message);
    }
    const after = (await folio.http().get(`/api/posts/${post.id}`).set(bearer()).expect(200)).body;
    expect(after).toMatchObject({ meta_title: null, canonical_url: null, og_image_url: null, noindex: false, version: cleared.body.version });
  });
});
