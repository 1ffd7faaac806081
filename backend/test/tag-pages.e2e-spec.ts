import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLValidator } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { DataSource } from 'typeorm';
import { TagSlugs1763771560000 } from '../src/database/migrations/1763771560000-tag-slugs.js';
import { readWithFeedparser } from './support/feed-readers.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';
const GREEK = encodeURIComponent('επίπεδο-2');

interface Written {
  id: string;
  slug: string;
  title: string;
}

/** The page as a reader's browser gets it: status, the document, and what a test looks at most. */
async function read(folio: TestApp, path: string) {
  const response = await folio.http().get(path).redirects(0);
  const doc = parseDocument(response.text ?? '');
  const all = (test: (element: ReturnType<typeof DomUtils.findAll>[number]) => boolean) => DomUtils.findAll(test, doc.children);
  return {
    status: response.status,
    location: response.headers.location as string | undefined,
    title: DomUtils.textContent(all((element) => element.name === 'title')),
    heading: DomUtils.textContent(all((element) => element.name === 'h1')),
    cards: all((element) => element.name === 'h2' && element.attribs.class === 'post-card__title').map((element) => DomUtils.textContent(element)),
    links: (rel: string) => all((element) => element.name === 'link' && element.attribs.rel === rel).map((element) => element.attribs.href),
    feeds: all((element) => element.name === 'link' && element.attribs.rel === 'alternate').map((element) => `${element.attribs.type} ${element.attribs.href}`),
    tagLinks: all((element) => element.name === 'a' && element.attribs.class === 'tag').map((element) => `${DomUtils.textContent(element)} ${element.attribs.href}`),
    text: response.text ?? '',
  };
}

describe('tag pages, their feeds, and old archive addresses', () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;
  const travel: Written[] = [];
  let formats: Written;

  const write = async (body: object): Promise<Written> => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;

  beforeAll(async () => {
    folio = await startTestApp({ env: { SITE_URL, SITE_NAME: 'Field Notes', FRONTEND_DIST: build.dir } });
    // Oldest first: the newest is first on the page.
    for (let n = 1; n <= 11; n += 1) {
      travel.push(await write({ title: `Trip ${n}`, content_text: `Day ${n} on the road.`, tags: ['Travel'], published_at: new Date(Date.UTC(2025, 0, n)).toISOString() }));
    }
    formats = await write({ title: 'Formats of posts', content_text: 'Asides and galleries.', tags: ['Post Formats', 'Επίπεδο 2', 'Travel'] });
    await write({ title: 'Draft trip', content_text: 'Not yet.', tags: ['Travel', 'Secret plans'], status: 'draft' });
    await write({ title: 'Scheduled trip', content_text: 'Soon.', tags: ['Travel'], status: 'scheduled', published_at: new Date(Date.now() + 86_400_000).toISOString() });
  });
  afterAll(async () => {
    await folio?.close();
    build.remove();
  });

  it('lists the published posts of a tag, newest first, ten a page, with the tag as heading, title, canonical, prev/next and its feed', async () => {
    const first = await read(folio, '/tag/travel');
    expect(first.status).toBe(200);
    expect(first.title).toBe('Travel - Field Notes');
    expect(first.heading).toBe('Travel');
    expect(first.cards).toEqual(['Formats of posts', ...travel.slice(2).reverse().map((post) => post.title)]);
    expect(first.links('canonical')).toEqual([`${SITE_URL}/tag/travel`]);
    expect(first.links('prev')).toEqual([]);
    expect(first.links('next')).toEqual([`${SITE_URL}/tag/travel?page=2`]);
    expect(first.feeds).toContain(`application/rss+xml ${SITE_URL}/tag/travel/rss.xml`);
    expect(first.text).toContain('<a class="button button--secondary" rel="next" href="/tag/travel?page=2">Next</a>');
    // The SPA's first render reads the list the page was drawn from, under the query it will ask.
    expect(first.text).toContain('{"posts":{"args":{"page":1,"limit":10,"tag":"travel"}');
    expect(first.text).not.toContain('Draft trip');
    expect(first.text).not.toContain('Scheduled trip');

    const second = await read(folio, '/tag/travel?page=2');
    expect(second.cards).toEqual(['Trip 2', 'Trip 1']);
    expect(second.links('canonical')).toEqual([`${SITE_URL}/tag/travel?page=2`]);
    expect(second.links('prev')).toEqual([`${SITE_URL}/tag/travel`]);
    expect(second.links('next')).toEqual([]);
  });

  it('finds a tag by any spelling of its slug, non-Latin ones too, and links every tag of a card or an article to its page', async () => {
    const upper = await read(folio, '/tag/Post-Formats');
    expect(upper.status).toBe(200);
    expect(upper.heading).toBe('Post Formats');
    expect(upper.links('canonical')).toEqual([`${SITE_URL}/tag/post-formats`]);
    const greek = await read(folio, `/tag/${GREEK}`);
    expect(greek.status).toBe(200);
    expect(greek.heading).toBe('Επίπεδο 2');
    expect(greek.cards).toEqual(['Formats of posts']);
    const links = ['Post Formats /tag/post-formats', 'Travel /tag/travel', `Επίπεδο 2 /tag/${GREEK}`];
    expect(greek.tagLinks).toEqual(links);
    const article = await read(folio, `/blog/${formats.slug}`);
    expect(article.tagLinks).toEqual(links);
  });

  it('answers Page Not Found for a tag no published post carries, or none has', async () => {
    for (const path of ['/tag/secret-plans', '/tag/no-such-tag', '/tag/secret-plans?page=2']) {
      const page = await read(folio, path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.text).toContain('Page Not Found');
      expect(page.text).not.toContain('Draft trip');
    }
  });

  it('shows a post as soon as it is published with the tag, and no more once deleted', async () => {
    expect((await read(folio, `/tag/${GREEK}`)).cards).toEqual(['Formats of posts']);
    const added = await write({ title: 'Second level', content_text: 'Up.', tags: ['επίπεδο 2'] });
    expect((await read(folio, `/tag/${GREEK}`)).cards).toEqual(['Second level', 'Formats of posts']);
    expect((await folio.http().get(`/tag/${GREEK}/rss.xml`).expect(200)).text).toContain('Second level');
    await folio.http().delete(`/api/posts/${added.id}`).set(bearer()).expect(204);
    expect((await read(folio, `/tag/${GREEK}`)).cards).toEqual(['Formats of posts']);
    expect((await folio.http().get(`/tag/${GREEK}/rss.xml`).expect(200)).text).not.toContain('Second level');
  });

  it('serves a valid RSS 2.0 feed of the tag alone, and a 404 for a tag without published posts', async () => {
    const response = await folio.http().get('/tag/post-formats/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(response.text)).toBe(true);
    const feed = await readWithFeedparser(response.text);
    expect(feed.meta.title).toBe('Field Notes: Post Formats');
    expect(feed.meta.link).toBe(`${SITE_URL}/tag/post-formats`);
    expect(response.text).toContain(`<atom:link href="${SITE_URL}/tag/post-formats/rss.xml" rel="self"`);
    expect(feed.items.map((item) => item.title)).toEqual(['Formats of posts']);
    expect(feed.items[0]!.link).toBe(`${SITE_URL}/blog/${formats.slug}`);

    const travelFeed = await readWithFeedparser((await folio.http().get('/tag/travel/rss.xml').expect(200)).text);
    expect(travelFeed.items).toHaveLength(12);
    expect(travelFeed.items.map((item) => item.title)).not.toContain('Draft trip');

    for (const path of ['/tag/secret-plans/rss.xml', '/tag/no-such-tag/rss.xml']) {
      const missing = await folio.http().get(path).expect(404);
      expect(missing.body.message).toMatch(/^No published post is tagged/);
    }
  });

  it.each([
    ['/tag/travel/', '/tag/travel'],
    ['/tag/Travel/', '/tag/travel'],
    ['/tag/travel/feed/', '/tag/travel/rss.xml'],
    ['/tag/travel/rss/', '/tag/travel/rss.xml'],
    ['/tag/travel/page/2/', '/tag/travel?page=2'],
    [`/tag/${GREEK}/`, `/tag/${GREEK}`],
    ['/category/post-formats/', '/tag/post-formats'],
    ['/category/post-formats', '/tag/post-formats'],
    ['/category/parent/post-formats/', '/tag/post-formats'],
    ['/category/post-formats/feed/', '/tag/post-formats/rss.xml'],
    ['/author/themedemos/', '/blog'],
    ['/author/themedemos/page/2/', '/blog?page=2'],
    ['/author/themedemos/feed/', '/rss.xml'],
    ['/page/2/', '/blog?page=2'],
    ['/page/1/', '/blog'],
    ['/blog/page/2/', '/blog?page=2'],
  ])('moves the old archive address %s for good to %s, which answers', async (old, target) => {
    const moved = await read(folio, old);
    expect({ status: moved.status, location: moved.location }).toEqual({ status: 301, location: target });
    expect((await folio.http().get(target).redirects(0)).status).toBe(200);
  });

  it.each(['/tag/secret-plans/', '/tag/secret-plans/feed/', '/tag/travel/page/3/', '/category/uncategorized/', '/category/a/b/nothing/', '/page/3/', '/page/0/', '/page/two/', '/blog/page/9/'])(
    'answers Page Not Found at %s, whose Folio page does not exist',
    async (old) => {
      const page = await read(folio, old);
      expect({ old, status: page.status }).toEqual({ old, status: 404 });
      expect(page.text).toContain('Page Not Found');
    },
  );

  it('moves tags stored under the old slugs (non-Latin letters dropped) to their new ones, merging two that meet', async () => {
    const db = folio.app.get(DataSource);
    const post = await write({ title: 'Old tags', content_text: 'From before.', tags: ['Placeholder'] });
    const [{ id: oldGreek }] = await db.query(`INSERT INTO tags (name, slug) VALUES ('Θάλασσα', 'post') RETURNING id`);
    // Two spellings of one tag: the second's new slug is the first's.
    const [{ id: oldSea }] = await db.query(`INSERT INTO tags (name, slug) VALUES ('θάλασσα', 'post-2') RETURNING id`);
    await db.query('INSERT INTO post_tags (post_id, tag_id) VALUES ($1, $2), ($1, $3)', [post.id, oldGreek, oldSea]);
    const runner = db.createQueryRunner();
    try {
      await new TagSlugs1763771560000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await db.query(`SELECT name, slug FROM tags WHERE id = ANY($1) ORDER BY slug`, [[oldGreek, oldSea]])).toEqual([{ name: 'Θάλασσα', slug: 'θάλασσα' }]);
    expect(await db.query(`SELECT slug FROM tags WHERE slug IN ('travel', 'post-formats', $1)`, ['επίπεδο-2'])).toHaveLength(3);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ title: 'Old tags, saved again' }).expect(200);
    const page = await read(folio, `/tag/${encodeURIComponent('θάλασσα')}`);
    expect(page.heading).toBe('Θάλασσα');
    expect(page.cards).toEqual(['Old tags, saved again']);
    expect(page.tagLinks).toContain(`Θάλασσα /tag/${encodeURIComponent('θάλασσα')}`);
  });

  it('shows nothing of tags while Coming Soon is on', async () => {
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      // The plain shell marked Coming Soon, as every other page: the same for a tag that exists and one that does not.
      for (const path of ['/tag/travel', '/tag/no-such-tag']) {
        const page = await read(folio, path);
        expect(page.status).toBe(200);
        expect(page.text).toContain('<meta name="folio:coming-soon" content="true">');
        expect(page.text).not.toContain('Trip 1');
        expect(page.links('canonical')).toEqual([]);
      }
      expect((await read(folio, '/tag/travel/')).location).toBe((await read(folio, '/tag/no-such-tag/')).location?.replace('no-such-tag', 'travel'));
      expect((await folio.http().get('/tag/travel/rss.xml')).status).toBe(503);
      expect((await read(folio, '/category/post-formats/')).status).toBe(404);
      expect((await read(folio, '/page/2/')).status).toBe(404);
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});
