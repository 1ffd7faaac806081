import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { XSS_PAYLOADS } from '../src/render/xss-payloads.js';
import { escapeHtml } from '../src/site/html.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

interface Result {
  slug: string;
  url: string;
  title: string;
  snippet: string;
  tags: string[];
  published_at: string | null;
}

interface Answer {
  items: Result[];
  total: number;
  corrected_query: string | null;
}

const DAY = 86_400_000;

describe('search: GET /api/search and the page /search', () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;
  let database: DataSource;

  const write = async (body: object): Promise<{ id: string; slug: string }> => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;
  const search = async (q: string, extra: Record<string, string> = {}): Promise<Answer> =>
    (await folio.http().get('/api/search').query({ q, ...extra }).expect(200)).body;
  const titles = async (q: string) => (await search(q)).items.map((item) => item.title);

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: build.dir } });
    database = folio.app.get(DataSource);
    const old = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    // Older first: were dates to decide, the body match (newer) would come first.
    await write({ title: 'Lighthouse keepers of the north', content_text: 'Stories of the people who kept the lamps lit.', published_at: old(30) });
    await write({
      title: 'A walk by the coast',
      content_text: 'We walked past an old lighthouse, then another lighthouse, and a third lighthouse at dusk.',
      published_at: old(2),
    });
    await write({ title: 'Crossing', content_text: 'The river crossing took all morning.', tags: ['Rivers'] });
    await write({ title: 'Bridges', content_text: 'Crossing the river by the old bridge.', tags: ['Rivers'] });
    await write({ title: 'Paddling', content_text: 'A kayak is faster than you think.' });
    await write({ title: 'Open water', content_text: 'The canoe tipped over twice.' });
    await write({ title: 'Café mornings', content_text: 'Crème brûlée for breakfast, then a long naïve argument.' });
    await write({ title: 'Slow food', content_text: 'Nothing special here.', tags: ['Fermentation'] });
    await write({ title: 'About this site', content_text: 'Written by one author about zebrafish.', type: 'page' });
    await write({ title: 'Hidden page', content_text: 'Quokka sightings.', type: 'page', noindex: true });
    await write({ title: 'Noindexed post', content_text: 'Quokka sightings again.', noindex: true });
    await write({ title: 'Draft about quokkas', content_text: 'Zephyrine quokka notes.', status: 'draft' });
    await write({ title: 'Scheduled quokkas', content_text: 'Zephyrine quokka plans.', status: 'scheduled', published_at: new Date(Date.now() + DAY).toISOString() });
  });
  afterAll(async () => {
    await folio?.close();
    build.remove();
  });

  describe('ranking and syntax', () => {
    it('ranks a title match above a body match, whatever the body repeats or the dates say', async () => {
      expect(await titles('lighthouse')).toEqual(['Lighthouse keepers of the north', 'A walk by the coast']);
    });

    it('stems English words: "walking" finds "walked", "keeper" finds "keepers"', async () => {
      expect(await titles('walking')).toEqual(['A walk by the coast']);
      expect(await titles('keeper')).toEqual(['Lighthouse keepers of the north']);
    });

    it('keeps a quoted phrase together, leaves out a -word, and takes either side of or', async () => {
      expect(await titles('"river crossing"')).toEqual(['Crossing']);
      expect((await titles('crossing river')).sort()).toEqual(['Bridges', 'Crossing']);
      expect(await titles('river -bridge')).toEqual(['Crossing']);
      expect((await titles('kayak or canoe')).sort()).toEqual(['Open water', 'Paddling']);
      expect(await titles('kayak canoe')).toEqual([]);
      expect(await titles('river -"river crossing"')).toEqual(['Bridges']);
      expect((await titles('"river crossing" or kayak')).sort()).toEqual(['Crossing', 'Paddling']);
      expect(await titles('"crossing took all" "river crossing" morning')).toEqual(['Crossing']);
      // An odd quote: the database pairs them left to right and joins no phrase here, so neither may the narrowing.
      expect(await titles('bridge" "river crossing"')).toEqual(['Bridges']);
    });

    it('finds words without their accents, and accents without them', async () => {
      expect(await titles('cafe')).toEqual(['Café mornings']);
      expect(await titles('creme brulee')).toEqual(['Café mornings']);
      expect(await titles('NAÏVE')).toEqual(['Café mornings']);
    });

    it('searches tag names, and follows a post\'s tags when they change', async () => {
      expect(await titles('fermentation')).toEqual(['Slow food']);
      const slow = (await search('fermentation')).items[0]!;
      const [post] = (await folio.http().get('/api/posts').query({ q: 'slow food' }).set(bearer()).expect(200)).body.items;
      await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ tags: ['Pickles'] }).expect(200);
      expect(await titles('fermentation')).toEqual([]);
      expect(await search('pickles')).toMatchObject({ total: 1, items: [{ slug: slow.slug, tags: ['Pickles'] }] });
    });

    it('indexes posts saved at the same time that share their words (each save adds them to the words corrections come from)', async () => {
      const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heron'];
      await Promise.all(words.map((_, n) => write({ title: `Concurrent ${words[n]}`, content_text: [...words.slice(n), ...words.slice(0, n)].reverse().join(' ') })));
      expect((await search('amber heron')).total).toBe(words.length);
      expect((await search('birchh')).corrected_query).toBe('birch');
    });

    it('finds pages too, at their own address', async () => {
      expect((await search('zebrafish')).items).toEqual([expect.objectContaining({ title: 'About this site', url: '/about-this-site' })]);
      expect((await search('keepers')).items[0]).toMatchObject({ url: expect.stringMatching(/^\/blog\/lighthouse-keepers/), published_at: expect.any(String) });
    });

    it('corrects a misspelt word when nothing matches, and says so', async () => {
      const answer = await search('lighthuose');
      expect(answer.corrected_query).toBe('lighthouse');
      expect(answer.items.map((item) => item.title)).toEqual(['Lighthouse keepers of the north', 'A walk by the coast']);
      expect((await search('lighthouse')).corrected_query).toBeNull();
      expect(await search('xqzvvkw')).toEqual({ items: [], total: 0, corrected_query: null });
    });

    it('marks the matched words in the snippet, and pages the results', async () => {
      const answer = await search('lighthouse', { limit: '1', page: '2' });
      expect(answer.total).toBe(2);
      expect(answer.items).toHaveLength(1);
      expect(answer.items[0]!.snippet).toBe('walked past an old <mark>lighthouse</mark>, then another <mark>lighthouse</mark>, and a third <mark>lighthouse</mark> at dusk');
    });

    it('lists text-only matches newest first, however often an older post repeats the word', async () => {
      const old = (days: number) => new Date(Date.now() - days * DAY).toISOString();
      await write({ title: 'Older notes', content_text: 'Heliotrope, heliotrope, heliotrope and more heliotrope.', published_at: old(9) });
      await write({ title: 'Newer notes', content_text: 'One heliotrope by the door.', published_at: old(1) });
      expect(await titles('heliotrope')).toEqual(['Newer notes', 'Older notes']);
    });

    it('draws the snippet of a long post from around its first matched word, and its start when only the title matched', async () => {
      const filler = Array.from({ length: 1_500 }, (_, n) => `filler${n}`).join(' ');
      await write({ title: 'Arctic journal', content_text: `Day one of the voyage. ${filler} At last a narwhal surfaced beside the boat. ${filler}` });
      const [deep] = (await search('narwhal')).items;
      expect(deep!.snippet).toContain('At last a <mark>narwhal</mark> surfaced beside the boat');
      expect(deep!.snippet.length).toBeLessThan(600);
      const [titled] = (await search('arctic')).items;
      expect(titled!.snippet).toMatch(/^Day one of the voyage\. filler0 filler1 /);
      expect(titled!.snippet).not.toContain('<mark>');
    });
  });

  describe('what visitors never find', () => {
    it('never finds drafts, scheduled posts or anything marked noindex, not even through a correction', async () => {
      for (const q of ['quokka', 'zephyrine', 'zephyrin', 'quokkas sightings', 'draft', 'scheduled', 'hidden', 'noindexed']) {
        expect(await search(q)).toEqual({ items: [], total: 0, corrected_query: null });
      }
    });

    it('finds a draft once it is published, and no longer once it is marked noindex', async () => {
      const draft = await write({ title: 'Wombat burrows', content_text: 'Notes on digging.', status: 'draft' });
      expect((await search('wombat')).total).toBe(0);
      await folio.http().patch(`/api/posts/${draft.id}`).set(bearer()).send({ status: 'published' }).expect(200);
      expect(await titles('wombat')).toEqual(['Wombat burrows']);
      await folio.http().patch(`/api/posts/${draft.id}`).set(bearer()).send({ noindex: true }).expect(200);
      expect((await search('wombat')).total).toBe(0);
    });

    it('is closed to visitors while Coming Soon is on, as the rest of the API and pages are', async () => {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
      try {
        const api = await folio.http().get('/api/search').query({ q: 'lighthouse' });
        expect(api.status).toBe(503);
        expect(api.body.comingSoon).toBe(true);
        const page = await folio.http().get('/search').query({ q: 'lighthouse' });
        expect(page.text).toContain('<meta name="folio:coming-soon" content="true">');
        expect(page.text).not.toContain('Lighthouse keepers');
        expect((await folio.http().get('/api/search').query({ q: 'lighthouse' }).set(bearer()).expect(200)).body.total).toBe(2);
      } finally {
        await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
      }
    });
  });

  describe('bad input', () => {
    it('answers a missing, empty or too long query, or a page out of range, with a 400 naming the problem', async () => {
      const refused = async (query: Record<string, string>) => (await folio.http().get('/api/search').query(query).expect(400)).body.message as string | string[];
      expect(String(await refused({}))).toMatch(/q must not be empty/);
      expect(String(await refused({ q: '   ' }))).toMatch(/q must not be empty/);
      expect(String(await refused({ q: 'x'.repeat(10_000) }))).toMatch(/q must be shorter than or equal to 200 characters/);
      expect(String(await refused({ q: 'river', page: '0' }))).toMatch(/page/);
      expect(String(await refused({ q: 'river', limit: '101' }))).toMatch(/limit/);
    });

    it('reads operators alone, unbalanced quotes and tsquery syntax as text: an answer, never a 500', async () => {
      for (const q of ['-', 'or', '!', '&', ':*', '"', '""', '-"', '( )', '<->', '\\', "'", 'OR OR', '- - -', '!!!', 'the']) {
        expect(await search(q)).toEqual({ items: [], total: 0, corrected_query: null });
      }
      expect(await titles('"river crossing')).toEqual(['Crossing']);
      expect(await titles('crossing & river | !bridge:*')).toEqual(['Bridges']);
      // Text: "crossing" or "1 1", nothing more.
      expect((await titles("crossing') OR 1=1 --")).sort()).toEqual(['Bridges', 'Crossing']);
      expect(await titles('e-mail')).toEqual([]);
    });
  });

  describe('snippets against the XSS corpus', () => {
    it('escapes every title, tag and text, leaving only <mark> as markup', async () => {
      // The corpus as text the posts hold (in a code span, as Markdown keeps it), in one statement.
      await database.query(
        `INSERT INTO posts (title, slug, content_text, content_html, excerpt, reading_time_minutes, published_at)
         SELECT 'Hostile ' || payload, 'hostile-' || n, payload, '<p>Hostile payload <code>' || html || '</code> ends here.</p>', 'x', 1, now()
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS corpus(payload, html, n)`,
        [XSS_PAYLOADS, XSS_PAYLOADS.map(escapeHtml)],
      );
      await write({ title: 'Tagged hostile', content_text: 'A hostile tag.', tags: ['<img src=x onerror=alert(1)>'] });
      const answer = (await folio.http().get('/api/search').query({ q: 'hostile', limit: '100' }).expect(200)).body as Answer;
      expect(answer.total).toBe(XSS_PAYLOADS.length + 1);
      for (const item of answer.items) {
        const text = item.snippet.replace(/<\/?mark>/g, '');
        expect(text).not.toMatch(/[<>"']/);
        expect(item.snippet).toMatch(/<mark>Hostile<\/mark>/i);
      }
      const page = await folio.http().get('/search').query({ q: 'hostile payload' }).expect(200);
      const main = page.text.slice(page.text.indexOf('<main'), page.text.indexOf('</main>'));
      expect(main.match(/<h2 class="search-result__title"><a href="\/blog\/hostile-\d+">Hostile /g)).toHaveLength(10);
      for (const payload of XSS_PAYLOADS.filter((payload) => payload.includes('<'))) expect(main).not.toContain(payload);
      expect(main).not.toMatch(/<(script|img|svg|iframe)/i);
      const tagged = await folio.http().get('/search').query({ q: 'tagged hostile' }).expect(200);
      expect(tagged.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(tagged.text).not.toContain('<img src=x onerror');
    });
  });

  describe('the page /search', () => {
    it('draws the results into the page with a GET form, a label, noindex, and the data for the app', async () => {
      const page = await folio.http().get('/search').query({ q: 'lighthouse' }).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).toContain('<title>Search: lighthouse - Folio</title>');
      expect(page.text).toContain('<form role="search" class="search-form" method="get" action="/search">');
      expect(page.text).toContain('<label for="site-search" class="visually-hidden">Search the site</label>');
      expect(page.text).toContain('value="lighthouse"');
      expect(page.text).toContain('2 results for “lighthouse”.');
      expect(page.text).toMatch(/<a href="\/blog\/lighthouse-keepers[^"]*">Lighthouse keepers of the north<\/a>/);
      expect(page.text).toContain('<mark>lighthouse</mark>');
      expect(page.text).toContain('<script id="folio-search-data" type="application/json">{"args":{"q":"lighthouse","page":1,"limit":10}');
    });

    it('shows the form alone without a query, says when nothing matches or what it corrected, and refuses a long query with a 400 page', async () => {
      const empty = await folio.http().get('/search').expect(200);
      expect(empty.text).toContain('Type a few words to search every post.');
      expect(empty.text).not.toContain('folio-search-data');
      expect((await folio.http().get('/search').query({ q: 'xqzvvkw' }).expect(200)).text).toContain('Nothing found for “xqzvvkw”.');
      expect((await folio.http().get('/search').query({ q: 'lighthuose' }).expect(200)).text).toContain(
        'Showing 2 results for “lighthouse” (nothing matched “lighthuose”).',
      );
      const long = await folio.http().get('/search').query({ q: 'y'.repeat(10_000) }).expect(400);
      expect(long.text).toContain('Search with 200 characters or fewer.');
    });
  });
});
