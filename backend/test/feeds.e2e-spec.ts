import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLValidator } from 'fast-xml-parser';
import { parseJsonFeed } from 'feedsmith';
import { DomUtils, parseDocument } from 'htmlparser2';
import { atomProblems, readWithFeedparser, readWithRssParser } from './support/feed-readers.js';
import * as images from './support/image-factory.js';
import { jsonFeedProblems } from './support/json-feed-check.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';
const SITE_NAME = 'Notes & <Things> "quoted" ]]>';
const AUTHOR_NAME = 'Ada <Lovelace> & Co';
const HOSTILE_TITLE = `Fish & <chips> ]]> "quoted" 'single' </script><!-- x -->`;
const HOSTILE_TAG = `C++ & <Rust> "fast" </script>`;
const FEEDS = ['/rss.xml', '/atom.xml', '/feed.json'];

interface Written {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string;
}

/** What each feed says about one post, read by a parser of its own format. */
interface ReadItem {
  id: string;
  title: string;
  link: string;
  contentHtml: string;
  published: string;
  tags: string[];
}

/** RSS dates carry whole seconds. */
const toSecond = (date: string | Date) => new Date(date).toISOString().slice(0, 19);

/** Every URL a piece of feed HTML points at: what a feed reader would have to resolve. */
const urlsIn = (html: string) =>
  DomUtils.findAll(() => true, parseDocument(html).children).flatMap((element) =>
    ['href', 'src', 'srcset', 'poster', 'cite'].flatMap((name) => (element.attribs[name] === undefined ? [] : [element.attribs[name]])),
  );

describe('feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, the sitemap and robots.txt', () => {
  let folio: TestApp;
  let imageUrl: string;
  let hostile: Written;
  let older: Written;
  const hidden: Written[] = [];

  beforeAll(async () => {
    folio = await startTestApp({ env: { SITE_URL, SITE_NAME, AUTHOR_NAME } });
    const write = async (body: object): Promise<Written> => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;
    const upload = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(1600, 1000), 'harbour.jpg').expect(201);
    imageUrl = String(upload.body.url);
    hostile = await write({
      title: HOSTILE_TITLE,
      content_text: [
        'Read [the other post](/blog/other), [the notes](#notes) and [elsewhere](https://elsewhere.example/x).',
        `![A harbour](${imageUrl} "The harbour at dusk")`,
        'Control \u0007 characters and ]]> survive.',
        'Filler sentence for the excerpt to stop well before the end. '.repeat(12),
        '## Notes',
        'The very last words of the post.',
      ].join('\n\n'),
      tags: ['food', HOSTILE_TAG],
      cover_image_url: imageUrl,
      cover_image_alt: 'Harbour',
    });
    older = await write({ title: 'Second "quoted" post', content_text: 'Plain.', published_at: '2021-03-04T05:06:07.000Z' });
    hidden.push(
      await write({ title: 'Hidden draft', content_text: 'Not public.', status: 'draft' }),
      await write({ title: 'Hidden scheduled', content_text: 'Not yet.', status: 'scheduled', published_at: new Date(Date.now() + 86_400_000).toISOString() }),
      await write({ title: 'Hidden page', content_text: 'About me.', type: 'page', tags: ['food'] }),
    );
  });
  afterAll(() => folio.close());

  const rssItems = async (): Promise<ReadItem[]> => {
    const response = await folio.http().get('/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(response.text)).toBe(true);
    const [strict, lenient] = await Promise.all([readWithFeedparser(response.text), readWithRssParser(response.text)]);
    expect(strict.meta['#type']).toBe('rss');
    expect(strict.meta.title).toBe(SITE_NAME);
    expect(lenient.title).toBe(SITE_NAME);
    // feedparser strips tags from titles by design: the exact titles are rss-parser's.
    expect(lenient.items.map((item) => [item.guid, item.link, item.categories ?? []])).toEqual(strict.items.map((item) => [item.guid, item.link, item.categories]));
    return strict.items.map((item, index) => ({
      id: item.guid,
      title: String(lenient.items[index]?.title),
      link: item.link,
      contentHtml: String(lenient.items[index]?.['content:encoded']),
      published: toSecond(item.pubdate!),
      tags: item.categories,
    }));
  };

  const atomItems = async (): Promise<ReadItem[]> => {
    const response = await folio.http().get('/atom.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(response.text)).toBe(true);
    expect(atomProblems(response.text)).toEqual([]);
    const [strict, lenient] = await Promise.all([readWithFeedparser(response.text), readWithRssParser(response.text)]);
    expect(strict.meta['#type']).toBe('atom');
    expect(strict.meta.title).toBe(SITE_NAME);
    expect(strict.meta.xmlurl).toBe(`${SITE_URL}/atom.xml`);
    expect(strict.meta.link).toBe(`${SITE_URL}/`);
    expect(strict.meta.author).toBe(AUTHOR_NAME);
    expect(lenient.items.map((item) => [item.id, item.link])).toEqual(strict.items.map((item) => [item.guid, item.link]));
    return strict.items.map((item, index) => ({
      id: item.guid.replace(/^urn:uuid:/, ''),
      title: String(lenient.items[index]?.title),
      link: item.link,
      contentHtml: String(lenient.items[index]?.content),
      published: toSecond(item.pubdate!),
      tags: item.categories,
    }));
  };

  const jsonItems = async (): Promise<ReadItem[]> => {
    const response = await folio.http().get('/feed.json').expect(200);
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const document = JSON.parse(response.text) as { items: Array<Record<string, unknown>> };
    expect(jsonFeedProblems(document)).toEqual([]);
    const parsed = parseJsonFeed(response.text);
    expect(parsed).toMatchObject({ title: SITE_NAME, home_page_url: `${SITE_URL}/`, feed_url: `${SITE_URL}/feed.json`, language: 'en', authors: [{ name: AUTHOR_NAME, url: `${SITE_URL}/` }] });
    return (parsed.items ?? []).map((item) => ({
      id: String(item.id),
      title: String(item.title),
      link: String(item.url),
      contentHtml: String(item.content_html),
      published: toSecond(String(item.date_published)),
      tags: item.tags ?? [],
    }));
  };

  it('carries exactly the published posts, newest first, the same in all three, titles and tags read back as written', async () => {
    const expected = [hostile, older].map((post) => ({ id: post.id, title: post.title, link: `${SITE_URL}/blog/${post.slug}`, published: toSecond(post.published_at) }));
    expect(hostile.title).toBe(HOSTILE_TITLE);
    for (const items of [await rssItems(), await atomItems(), await jsonItems()]) {
      expect(items.map(({ id, title, link, published }) => ({ id, title, link, published }))).toEqual(expected);
      expect(items[0]?.tags.sort()).toEqual([HOSTILE_TAG, 'food'].sort());
      const text = JSON.stringify(items);
      for (const post of hidden) expect(text).not.toContain(post.title);
    }
  });

  it('carries the full post, feed-ready and the same in each: absolute URLs, no srcset, nothing relative', async () => {
    const [rss, atom, json] = [(await rssItems())[0]!, (await atomItems())[0]!, (await jsonItems())[0]!];
    expect(atom.contentHtml).toBe(rss.contentHtml);
    expect(json.contentHtml).toBe(rss.contentHtml);
    const html = json.contentHtml;
    expect(DomUtils.textContent(parseDocument(html))).toContain('The very last words of the post.');
    expect(html).toContain('Control  characters and ]]&gt; survive.');
    expect(html).not.toContain('\u0007');
    expect(html).not.toMatch(/srcset|sizes=|loading=|decoding=|fetchpriority/);
    const urls = urlsIn(html);
    expect(urls).toEqual(expect.arrayContaining([`${SITE_URL}/blog/other`, `${SITE_URL}/blog/${hostile.slug}#notes`, 'https://elsewhere.example/x']));
    expect(urls.some((url) => url.startsWith(`${SITE_URL}/uploads/`))).toBe(true);
    for (const url of urls) expect(url).toMatch(/^(https:\/\/|mailto:)/);
  });

  it('summarises each post by its excerpt, and gives JSON Feed the cover, absolute', async () => {
    const response = await folio.http().get('/feed.json').expect(200);
    const [first, second] = JSON.parse(response.text).items;
    // The excerpt kept the control character written in the text; no feed carries it (XML cannot).
    const excerpt = hostile.excerpt.replace('\u0007', '');
    expect(excerpt).not.toBe(hostile.excerpt);
    expect(first).toMatchObject({ summary: excerpt, image: `${SITE_URL}${imageUrl}` });
    expect(second).not.toHaveProperty('image');
    expect(Date.parse(first.date_modified)).toBeGreaterThanOrEqual(Date.parse(first.date_published));
    const atom = await readWithRssParser((await folio.http().get('/atom.xml').expect(200)).text);
    expect(atom.items[0]?.summary).toBe(excerpt);
  });

  it('holds its checks to the specs: a broken feed of each kind is caught', () => {
    expect(jsonFeedProblems({ version: 'https://jsonfeed.org/version/1', title: 'x', items: [{ id: 1, url: '/relative', summary: 'no content' }] })).toEqual([
      'feed.version must be https://jsonfeed.org/version/1.1',
      'items[0].id must be a non-empty string',
      'items[0].url must be an absolute URL',
      'items[0]: content_html or content_text is required',
    ]);
    expect(jsonFeedProblems({ version: 'https://jsonfeed.org/version/1.1', title: 'x', items: [], author: { name: 'old' } })).toEqual([
      'feed.author is not a JSON Feed 1.1 field (extensions start with _)',
    ]);
    const atom = '<feed xmlns="http://www.w3.org/2005/Atom"><id>x</id><title>t</title><entry><id>urn:a</id><title>e</title><updated>2024-01-01</updated></entry></feed>';
    expect(atomProblems(atom)).toEqual([
      'feed needs exactly one updated',
      'feed: id x is not an absolute IRI',
      'feed needs one self link',
      'entry 1: updated 2024-01-01 is not RFC 3339',
      'entry 1 has no author',
      'entry 1 needs content or an alternate link',
    ]);
  });

  it.each(FEEDS)('%s: compressed by negotiation, HEAD without a body, 304 for the ETag it gave', async (path) => {
    const full = await folio.http().get(path).set('Accept-Encoding', 'br').expect(200);
    expect(full.headers['content-encoding']).toBe('br');
    expect(full.headers['cache-control']).toBe('public, max-age=300');
    const head = await folio.http().head(path).set('Accept-Encoding', 'br').expect(200);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.text ?? '').toBe('');
    await folio.http().get(path).set('Accept-Encoding', 'br').set('If-None-Match', full.headers.etag as string).expect(304);
  });

  it.each([
    ['/feed/', '/rss.xml', 'rss'],
    ['/feed', '/rss.xml', 'rss'],
    ['/rss/', '/rss.xml', 'rss'],
    ['/rss', '/rss.xml', 'rss'],
    ['/feed/rss2/', '/rss.xml', 'rss'],
    ['/comments/feed/', '/rss.xml', 'rss'],
    ['/feed/atom/', '/atom.xml', 'atom'],
  ])("moves WordPress's, Ghost's or Substack's feed address %s for good to %s, where a reader that follows it finds the posts", async (old, target, type) => {
    const moved = await folio.http().get(old).redirects(0);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(target);
    const followed = await folio.http().get(old).redirects(1).expect(200);
    const [read, direct] = await Promise.all([readWithFeedparser(followed.text), readWithFeedparser((await folio.http().get(target).expect(200)).text)]);
    expect(read.meta['#type']).toBe(type);
    expect(read.items.map((item) => item.guid)).toEqual(direct.items.map((item) => item.guid));
    expect(read.items.length).toBeGreaterThan(0);
  });

  it('serves a sitemap that parses, with the fixed pages and exactly the published posts and pages', async () => {
    const response = await folio.http().get('/sitemap.xml').expect(200);
    expect(XMLValidator.validate(response.text)).toBe(true);
    const locations = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      [`${SITE_URL}/`, `${SITE_URL}/blog`, `${SITE_URL}/stories`, `${SITE_URL}/blog/${hostile.slug}`, `${SITE_URL}/blog/${older.slug}`, `${SITE_URL}/${hidden[2]!.slug}`].sort(),
    );
    expect(response.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('names the sitemap in robots.txt', async () => {
    const response = await folio.http().get('/robots.txt').expect(200);
    expect(response.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('carries no posts while Coming Soon is on', async () => {
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      for (const path of [...FEEDS, '/sitemap.xml']) {
        const response = await folio.http().get(path);
        expect([path, response.status, response.headers['retry-after']]).toEqual([path, 503, '3600']);
        expect(response.text).not.toContain('Fish');
      }
      await folio.http().get('/robots.txt').expect(200);
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});
