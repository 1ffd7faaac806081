import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { writeFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

const SITE_URL = 'https://notes.example.org';
const SITE_NAME = 'Notes & <Stories>';
const AUTHOR = 'Ada Writer';
const DESCRIPTION = 'Essays & "notes" from the coast';
const HOSTILE_TITLE = 'Evil </script><script>alert(1)</script> "q" & <b>x</b>';


interface Page {
  status: number;
  text: string;
  doc: Document;
}

const all = (doc: Document, test: (element: Element) => boolean) => DomUtils.findAll(test, doc.children);
const byName = (doc: Document, name: string) => all(doc, (element) => element.name === name);
const attr = (element: Element | undefined, name: string) => element?.attribs[name];
const metaContent = (doc: Document, key: string) =>
  all(doc, (element) => element.name === 'meta' && (element.attribs.property === key || element.attribs.name === key)).map((meta) => meta.attribs.content);
const linkHref = (doc: Document, rel: string) => attr(all(doc, (element) => element.name === 'link' && element.attribs.rel === rel)[0], 'href');
const root = (doc: Document) => DomUtils.getElementById('root', doc.children)!;
const scriptOfType = (doc: Document, type: string) => byName(doc, 'script').filter((script) => script.attribs.type === type);
const scriptJson = (script: Element) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>;
const postLinks = (doc: Document) =>
  all(doc, (element) => element.name === 'a' && /^\/(blog|stories)\/[^/?]+$/.test(element.attribs.href ?? '')).map((link) => link.attribs.href);

describe('server-rendered pages', () => {
  const dist = makeTempDir('ssr');
  let folio: TestApp;
  const published: Array<{ slug: string }> = [];
  let walk: { id: string; slug: string };
  let hostile: { slug: string };
  let draft: { slug: string };

  const get = async (route: string, headers: Record<string, string> = {}): Promise<Page> => {
    const response = await folio.http().get(route).set(headers);
    return { status: response.status, text: response.text, doc: parseDocument(response.text) };
  };
  const write = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;

  beforeAll(async () => {
    writeFrontendBuild(dist);
    folio = await startTestApp({
      env: { FRONTEND_DIST: dist, SITE_URL, SITE_NAME, AUTHOR_NAME: AUTHOR, SITE_DESCRIPTION: DESCRIPTION },
    });
    for (let index = 1; index <= 21; index++) {
      published.push(await write({ title: `Filler number ${index}`, content_text: `Body ${index}.`, tags: index % 2 ? ['news'] : ['insight'] }));
    }
    walk = await write({
      title: 'A walk by the sea',
      content_text: '## Low tide\n\nThe **sand** was wet.\n\n![Shells](/uploads/shells.webp)',
      excerpt: 'Wet sand & "shells".',
      tags: ['personal', 'news'],
      cover_image_url: '/uploads/cover.webp',
      cover_image_alt: 'Grey waves',
    });
    hostile = await write({
      title: HOSTILE_TITLE,
      content_text: 'Harmless body.',
      excerpt: '</title><script>alert(2)</script>',
      tags: ['</script><script>alert(3)</script>', 'x" onmouseover="alert(4)'],
      cover_image_url: 'https://images.example.org/a.jpg?x="y"',
      cover_image_alt: '" onerror="alert(5)',
    });
    published.push(walk, hostile);
    draft = await write({ title: 'Secret draft', content_text: 'Not yet.', status: 'draft' });
  });
  afterAll(async () => {
    await folio.close();
    removeTempDir(dist);
  });

  describe('a post page', () => {
    let page: Page;
    let api: { text: string; body: Record<string, unknown> };
    beforeAll(async () => {
      page = await get(`/blog/${walk.slug}`);
      const response = await folio.http().get(`/api/posts/${walk.slug}`).expect(200);
      api = { text: response.text, body: response.body };
    });

    it('holds the article in the first response, before any script runs', () => {
      expect(page.status).toBe(200);
      const inRoot = root(page.doc);
      const article = DomUtils.findOne((element) => element.name === 'article', inRoot.children)!;
      expect(article).toBeTruthy();
      expect(DomUtils.textContent(DomUtils.getElementsByTagName('h1', article)[0])).toBe('A walk by the sea');
      const time = DomUtils.getElementsByTagName('time', article)[0];
      const expected = new Date(api.body.published_at as string).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      expect(DomUtils.textContent(time)).toBe(expected);
      expect(DomUtils.textContent(time)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      const images = DomUtils.getElementsByTagName('img', article);
      expect(images.map((image) => [image.attribs.src, image.attribs.alt])).toEqual(
        expect.arrayContaining([['/uploads/cover.webp', 'Grey waves'], ['/uploads/shells.webp', 'Shells']]),
      );
      const text = DomUtils.textContent(article);
      expect(text).toContain('Low tide');
      expect(text).toContain('The sand was wet.');
      expect(DomUtils.getElementsByTagName('li', article).map((item) => DomUtils.textContent(item))).toEqual(api.body.tags);
      expect(api.body.tags).toHaveLength(2);
      expect(DomUtils.getElementsByTagName('h2', article).map((heading) => DomUtils.textContent(heading))).toEqual(['Low tide']);
    });

    it('has the title, description, canonical link, Open Graph and Twitter tags, every URL absolute', () => {
      const { doc } = page;
      expect(byName(doc, 'title').map((title) => DomUtils.textContent(title))).toEqual([`A walk by the sea - ${SITE_NAME}`]);
      expect(metaContent(doc, 'description')).toEqual(['Wet sand & "shells".']);
      const url = `${SITE_URL}/blog/${walk.slug}`;
      expect(linkHref(doc, 'canonical')).toBe(url);
      expect(metaContent(doc, 'og:type')).toEqual(['article']);
      expect(metaContent(doc, 'og:title')).toEqual(['A walk by the sea']);
      expect(metaContent(doc, 'og:description')).toEqual(['Wet sand & "shells".']);
      expect(metaContent(doc, 'og:url')).toEqual([url]);
      // The card drawn from the post (its cover blended in), since the post names no share image of its own.
      const card = new RegExp(`^${SITE_URL}/social-cards/${walk.id}\\.png\\?v=[0-9a-f]{16}$`);
      expect(metaContent(doc, 'og:image')).toEqual([expect.stringMatching(card)]);
      expect(metaContent(doc, 'og:site_name')).toEqual([SITE_NAME]);
      expect(metaContent(doc, 'article:published_time')).toEqual([api.body.published_at]);
      expect(metaContent(doc, 'article:tag').sort()).toEqual(['news', 'personal']);
      expect(metaContent(doc, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaContent(doc, 'twitter:image')).toEqual(metaContent(doc, 'og:image'));
    });

    it('describes the post as a JSON-LD BlogPosting', () => {
      const blocks = scriptOfType(page.doc, 'application/ld+json');
      expect(blocks).toHaveLength(1);
      expect(scriptJson(blocks[0])).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'A walk by the sea',
        description: 'Wet sand & "shells".',
        datePublished: api.body.published_at,
        dateModified: api.body.updated_at,
        author: { name: AUTHOR },
        image: [metaContent(page.doc, 'og:image')[0], `${SITE_URL}/uploads/cover.webp`],
        mainEntityOfPage: { '@id': `${SITE_URL}/blog/${walk.slug}` },
      });
    });

    it('carries the post exactly as GET /api/posts/{slug} answers it, for the SPA', () => {
      const [data] = byName(page.doc, 'script').filter((script) => script.attribs.id === 'folio-initial-data');
      expect(data.attribs.type).toBe('application/json');
      const parsed = scriptJson(data);
      expect(parsed).toEqual({ post: api.body });
      expect(JSON.stringify(parsed.post)).toBe(api.text);
    });

    it('is the same article at /stories/{slug}, canonical on /blog', async () => {
      const story = await get(`/stories/${walk.slug}`);
      expect(story.status).toBe(200);
      expect(DomUtils.textContent(byName(story.doc, 'article')[0])).toContain('The sand was wet.');
      expect(linkHref(story.doc, 'canonical')).toBe(`${SITE_URL}/blog/${walk.slug}`);
    });

    it('answers 304 to a fresh ETag, and a new page once the post changes', async () => {
      const first = await folio.http().get(`/blog/${walk.slug}`).expect(200);
      expect(first.headers.etag).toBeTruthy();
      await folio.http().get(`/blog/${walk.slug}`).set('If-None-Match', first.headers.etag).expect(304);
      await folio.http().patch(`/api/posts/${walk.id}`).set(bearer()).send({ title: 'A walk by the grey sea' }).expect(200);
      const changed = await get(`/blog/${walk.slug}`);
      expect(byName(changed.doc, 'h1').map((heading) => DomUtils.textContent(heading))).toEqual(['A walk by the grey sea']);
      await folio.http().get(`/blog/${walk.slug}`).set('If-None-Match', first.headers.etag).expect(200);
      await folio.http().patch(`/api/posts/${walk.id}`).set(bearer()).send({ title: 'A walk by the sea' }).expect(200);
    });
  });

  it('keeps a hostile title, excerpt, tags and cover inert and intact', async () => {
    const { status, doc } = await get(`/blog/${hostile.slug}`);
    expect(status).toBe(200);
    // Exactly the shell's module script and the four data blocks (the navigation's and the site identity's too): nothing else became a script.
    const scripts = byName(doc, 'script').map((script) => script.attribs.type);
    expect(scripts.sort()).toEqual(['application/json', 'application/json', 'application/json', 'application/ld+json', 'module']);
    const handlers = all(doc, (element) => Object.keys(element.attribs).some((name) => /^on/i.test(name)));
    expect(handlers).toEqual([]);
    expect(byName(doc, 'b')).toEqual([]);
    expect(DomUtils.textContent(byName(doc, 'title')[0])).toBe(`${HOSTILE_TITLE} - ${SITE_NAME}`);
    expect(DomUtils.textContent(byName(doc, 'h1')[0])).toBe(HOSTILE_TITLE);
    expect(metaContent(doc, 'description')).toEqual(['</title><script>alert(2)</script>']);
    expect(metaContent(doc, 'article:tag').sort()).toEqual(['</script><script>alert(3)</script>', 'x" onmouseover="alert(4)']);
    expect(scriptJson(scriptOfType(doc, 'application/ld+json')[0]).image).toContain('https://images.example.org/a.jpg?x="y"');
    expect(attr(byName(doc, 'img')[0], 'alt')).toBe('" onerror="alert(5)');
    expect(scriptJson(scriptOfType(doc, 'application/ld+json')[0]).headline).toBe(HOSTILE_TITLE);
    const api = await folio.http().get(`/api/posts/${hostile.slug}`).expect(200);
    expect(scriptJson(scriptOfType(doc, 'application/json').find((script) => script.attribs.id === 'folio-initial-data')!)).toEqual({ post: api.body });
  });

  it.each([
    ['an unknown slug', () => '/blog/no-such-post'],
    ['an unknown story', () => '/stories/no-such-post'],
    ['a draft', () => `/blog/${draft.slug}`],
    ['a post id', () => `/blog/${walk.id}`],
  ])('answers %s with 404 and the not-found screen, without post content', async (_name, route) => {
    const page = await get(route());
    expect(page.status).toBe(404);
    expect(root(page.doc)).toBeTruthy();
    expect(byName(page.doc, 'article')).toEqual([]);
    expect(byName(page.doc, 'h1').map((heading) => DomUtils.textContent(heading))).toEqual([route().startsWith('/blog/') ? 'Story not found' : 'Story Not Found']);
    // The SPA shows the same screen at once instead of asking the API again.
    const data = byName(page.doc, 'script').filter((script) => script.attribs.id === 'folio-initial-data');
    expect(data.map(scriptJson)).toEqual([{ notFound: true }]);
    expect(byName(page.doc, 'script').map((script) => script.attribs.type).sort()).toEqual(['application/json', 'application/json', 'application/json', 'module']);
    expect(page.text).not.toContain('Secret draft');
    expect(page.text).not.toContain('Not yet.');
    expect(DomUtils.textContent(byName(page.doc, 'title')[0])).toBe(`Story Not Found - ${SITE_NAME}`);
  });

  it('answers an address the site does not have with 404 and the Page Not Found screen in the site chrome', async () => {
    const page = await get('/no/such/page');
    expect(page.status).toBe(404);
    expect(byName(page.doc, 'h1').map((heading) => DomUtils.textContent(heading))).toEqual(['Page Not Found']);
    expect(DomUtils.textContent(byName(page.doc, 'title')[0])).toBe(`Page Not Found - ${SITE_NAME}`);
    const goHome = all(page.doc, (element) => element.name === 'a' && DomUtils.textContent(element) === 'Go Home');
    expect(goHome.map((link) => link.attribs.href)).toEqual(['/']);
    expect(all(page.doc, (element) => element.name === 'nav').map((nav) => nav.attribs['aria-label'])).toEqual(['Main', 'Footer']);
    expect(metaContent(page.doc, 'robots')).toEqual(['noindex']);
  });

  it('links every published post from /blog and its further pages, never a draft', async () => {
    const seen: string[] = [];
    let route: string | undefined = '/blog';
    const visited: string[] = [];
    while (route) {
      visited.push(route);
      const page = await get(route);
      expect(page.status).toBe(200);
      seen.push(...postLinks(page.doc));
      const next = linkHref(page.doc, 'next');
      route = next?.replace(SITE_URL, '');
    }
    expect(visited).toEqual(['/blog', '/blog?page=2', '/blog?page=3']);
    expect(seen.sort()).toEqual(published.map((post) => `/blog/${post.slug}`).sort());
    const second = await get('/blog?page=2');
    expect(linkHref(second.doc, 'prev')).toBe(`${SITE_URL}/blog`);
    expect(linkHref(second.doc, 'next')).toBe(`${SITE_URL}/blog?page=3`);
    expect(linkHref(second.doc, 'canonical')).toBe(`${SITE_URL}/blog?page=2`);
    const pager = byName(second.doc, 'nav').find((nav) => nav.attribs['aria-label'] === 'Pagination')!;
    expect(DomUtils.textContent(pager)).toBe('PreviousPage 2 of 3Next');
  });

  it('lists the three latest posts on the home page with title, date and excerpt, as the SPA does', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    const links = postLinks(home.doc);
    expect(links).toEqual([`/blog/${hostile.slug}`, `/blog/${walk.slug}`, `/blog/${published[20].slug}`]);
    const item = all(home.doc, (element) => element.name === 'li' && DomUtils.textContent(element).includes('A walk by the sea'))[0];
    expect(DomUtils.textContent(item)).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(DomUtils.textContent(item)).toContain('Wet sand & "shells".');
  });

  it.each([
    ['/', '/api/posts?page=1&limit=10', { page: 1, limit: 10 }],
    ['/blog?page=2', '/api/posts?page=2&limit=10', { page: 2, limit: 10 }],
    ['/stories?q=%20Filler%20&tag=news&page=2', '/api/posts?page=2&limit=9&q=filler&tag=news', { page: 2, limit: 9, q: 'filler', tag: 'news' }],
  ])('carries the list of %s exactly as GET /api/posts answers it, with the query the SPA asks', async (route, apiRoute, args) => {
    const page = await get(route);
    const api = await folio.http().get(apiRoute).expect(200);
    const [data] = byName(page.doc, 'script').filter((script) => script.attribs.id === 'folio-initial-data');
    expect(data.attribs.type).toBe('application/json');
    const parsed = scriptJson(data) as { posts: { args: unknown; list: unknown } };
    expect(parsed.posts.args).toEqual(args);
    expect(JSON.stringify(parsed.posts.list)).toBe(api.text);
  });

  it('pages /stories by 9 and follows its tag and search', async () => {
    const first = await get('/stories');
    expect(postLinks(first.doc)).toHaveLength(9);
    expect(postLinks(first.doc).every((href) => href.startsWith('/stories/'))).toBe(true);
    const last = await get('/stories?page=3');
    expect(postLinks(last.doc)).toHaveLength(23 - 18);
    const news = await get('/stories?tag=personal');
    expect(postLinks(news.doc)).toEqual([`/stories/${walk.slug}`]);
    const search = await get('/stories?q=FILLER&page=3');
    expect(postLinks(search.doc)).toHaveLength(21 - 18);
    // Links keep the search as typed (the SPA's field and links show it so); the query is case-insensitive.
    expect(linkHref(search.doc, 'prev')).toBe(`${SITE_URL}/stories?q=FILLER&page=2`);
    expect(attr(DomUtils.getElementById('stories-search', search.doc.children) ?? undefined, 'value')).toBe('FILLER');
    const none = await get('/stories?q=nothing-matches-this');
    expect(postLinks(none.doc)).toEqual([]);
    expect(DomUtils.textContent(root(none.doc))).toContain('No stories found');
  });

  it.each(['/', '/blog', '/stories', '/admin', '/dashboard', '/no/such/page', '/blog/no-such-post'])(
    'names the three feeds and the site description in the head of %s',
    async (route) => {
      const { doc } = await get(route);
      const feeds = all(doc, (element) => element.name === 'link' && element.attribs.rel === 'alternate');
      expect(feeds.map((link) => link.attribs)).toEqual([
        { rel: 'alternate', type: 'application/rss+xml', title: SITE_NAME, href: '/rss.xml' },
        { rel: 'alternate', type: 'application/atom+xml', title: `${SITE_NAME} (Atom)`, href: '/atom.xml' },
        { rel: 'alternate', type: 'application/feed+json', title: `${SITE_NAME} (JSON Feed)`, href: '/feed.json' },
      ]);
      expect(metaContent(doc, 'description')).toEqual([DESCRIPTION]);
    },
  );

  describe('while Coming Soon is on', () => {
    beforeAll(async () => {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    });
    afterAll(async () => {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    });

    it.each(['/', '/blog', '/blog?page=2', '/stories', '/stories?tag=news', '/blog/WALK', '/stories/WALK', '/blog/no-such-post'])(
      'answers %s with the plain shell: no post, no data, no links',
      async (route) => {
        const page = await get(route.replace('WALK', walk.slug));
        expect(page.status).toBe(200);
        expect(DomUtils.textContent(root(page.doc))).toBe('');
        expect(byName(page.doc, 'script').map((script) => script.attribs.type)).toEqual(['module']);
        for (const title of ['A walk by the sea', 'Filler number', 'Wet sand']) expect(page.text).not.toContain(title);
        expect(linkHref(page.doc, 'canonical')).toBeUndefined();
        expect(DomUtils.textContent(byName(page.doc, 'title')[0])).toBe(SITE_NAME);
        // Marked, so that the web app shows its Coming Soon page from the first render.
        expect(byName(page.doc, 'meta').find((meta) => meta.attribs.name === 'folio:coming-soon')?.attribs.content).toBe('true');
      },
    );
  });
});
