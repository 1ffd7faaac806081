import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Clock } from '../src/common/clock.js';
import { StatsRepository } from '../src/stats/stats.repository.js';
import { TAKE_BACKS_PER_MINUTE, TOO_MANY_TAKE_BACKS, VIEWS_PER_ADDRESS_PER_MINUTE } from '../src/stats/view-counter.service.js';
import { utcDay } from '../src/stats/visitor-hash.js';
import { sql } from './subscribers/subscribers-support.js';
import { eventually } from './support/eventually.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startReplicas, startTestApp, type TestApp } from './support/test-app.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
/** What every current browser sends when a reader opens a page; simple scrapers send none of it. */
const NAVIGATION = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'cross-site' };
let lastAddress = 0;
/** A reader of their own (TRUST_PROXY=1): an address no other test used. */
const reader = () => ({ 'X-Forwarded-For': `198.51.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`, 'User-Agent': BROWSER });

interface StatsAnswer {
  days: Array<{ day: string; views: number; visitors: number }>;
  totals: { views: number; visitors: number };
  top_posts: Array<{ title: string; slug: string; views: number }>;
  top_referrers: Array<{ host: string; views: number }>;
  dropped: number;
}

describe('statistics without cookies (the pages counted as answered, POST /api/stats/view, GET /api/stats)', () => {
  const build = temporaryFrontendBuild();
  const env = { TRUST_PROXY: '1', FRONTEND_DIST: build.dir };
  let first: TestApp;
  let second: TestApp;
  let closeReplicas: () => Promise<void>;
  const today = utcDay(new Date());
  const stats = async (app: TestApp, query = ''): Promise<StatsAnswer> => {
    const response = await app.http().get(`/api/stats${query}`).set(bearer());
    expect(response.status).toBe(200);
    return response.body;
  };
  const viewsOf = (answer: StatsAnswer, day = today) => answer.days.find((entry) => entry.day === day)!;
  const beacon = (app: TestApp, headers: Record<string, string>, body: Record<string, string>) =>
    app.http().post('/api/stats/view').set(headers).type('form').send(new URLSearchParams(body).toString());
  /** A reader's browser opening a page (headers: the reader's, and anything a test adds or takes away). */
  const open = (app: TestApp, headers: Record<string, string>, path: string) => app.http().get(path).set({ ...NAVIGATION, ...headers });
  const publish = async (body: Record<string, unknown>) => (await first.http().post('/api/posts').set(bearer()).send({ content_text: 'Words.', ...body }).expect(201)).body;

  beforeAll(async () => {
    ({ first, second, close: closeReplicas } = await startReplicas(env));
    await publish({ title: 'Counted post', slug: 'counted-post' });
    await publish({ title: 'About', slug: 'about', type: 'page' });
    await publish({ title: '=HYPERLINK("https://evil.example")', slug: 'formula' });
    await publish({ title: 'Not yet', slug: 'not-yet', status: 'draft' });
  });
  afterAll(async () => {
    await closeReplicas();
    build.remove();
  });

  it('needs the admin token to read, and answers a counted page and a beacon with no cookie', async () => {
    expect((await first.http().get('/api/stats')).status).toBe(401);
    const page = await open(first, reader(), '/');
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const response = await beacon(first, reader(), { p: '/', r: '' });
    expect(response.status).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("counts browsers' navigations to public pages only, drawn or replayed, and keeps only the host of another site that sent them", async () => {
    const before = viewsOf(await stats(first));
    const counted = reader();
    // Drawn, then the same address replayed from memory (cached-answers.ts) for another reader: both count.
    expect((await open(first, { ...counted, Referer: 'https://www.news.example.org/item?id=1&secret=x' }, '/blog/counted-post')).status).toBe(200);
    expect((await open(first, { ...reader(), Referer: 'https://www.news.example.org/' }, '/blog/counted-post')).status).toBe(200);
    expect((await open(first, counted, '/stories/Counted-Post/?utm_source=feed')).status).toBe(200);
    await open(first, { ...reader(), Host: 'notes.example.org', Referer: 'https://notes.example.org/blog/counted-post' }, '/about');
    // The app's own navigation, which the server cannot see: the beacon reports it.
    expect((await beacon(first, counted, { p: '/about', r: '' })).status).toBe(204);
    const { 'Sec-Fetch-Dest': _dest, 'Sec-Fetch-Mode': _mode, ...scraper } = { ...NAVIGATION, ...reader() };
    const leftOut: Array<[Record<string, string>, string]> = [
      [{ ...reader(), 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, '/blog/counted-post'],
      [{ ...reader(), 'Sec-GPC': '1' }, '/blog/counted-post'],
      [{ ...reader(), DNT: '1' }, '/blog/counted-post'],
      [{ ...reader(), 'Sec-Purpose': 'prefetch' }, '/blog/counted-post'],
      [{ ...reader(), 'Sec-Purpose': 'prefetch;prerender' }, '/'],
      [{ ...reader(), ...bearer() }, '/blog/counted-post'],
      [reader(), '/blog/not-yet'],
      [reader(), '/no-such-page'],
      [reader(), '/dashboard/posts'],
      [reader(), `/${'x'.repeat(3_000)}`],
    ];
    for (const [headers, path] of leftOut) await open(first, { ...headers, Referer: 'https://spam.example/' }, path);
    // Without the Fetch Metadata headers of a navigation (a scraper's plain GET, a script's fetch), and a HEAD: answered, not counted.
    expect((await first.http().get('/blog/counted-post').set({ ...scraper, Referer: 'https://spam.example/' })).status).toBe(200);
    expect((await open(first, { ...reader(), 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' }, '/blog/counted-post')).status).toBe(200);
    expect((await first.http().head('/blog/counted-post').set({ ...NAVIGATION, ...reader(), Referer: 'https://spam.example/' })).status).toBe(200);
    for (const [headers, path] of leftOut) expect((await beacon(first, headers, { p: path, r: 'https://spam.example/' })).status).toBe(204);

    const after = await stats(first);
    expect(viewsOf(after).views - before.views).toBe(5);
    expect(viewsOf(after).visitors - before.visitors).toBe(3);
    expect(after.top_posts.find((post) => post.slug === 'counted-post')?.views).toBe(3);
    expect(after.top_posts.find((post) => post.slug === 'about')?.views).toBe(2);
    expect(after.top_referrers).toContainEqual({ host: 'news.example.org', views: 2 });
    expect(after.top_referrers.map((referrer) => referrer.host)).not.toContain('spam.example');
    const stored = await sql<{ path: string }>(first.databaseUrl, 'SELECT path FROM stats_views UNION SELECT host FROM stats_referrers');
    expect(stored.map((row) => row.path).sort()).toEqual(['/', '/about', '/blog/counted-post', 'news.example.org']);
    expect(after.days).toHaveLength(30);
  });

  it('adds up what two replicas counted under a burst, and both answer the same', async () => {
    const before = viewsOf(await stats(first));
    const readers = Array.from({ length: 40 }, reader);
    const sent = await Promise.all(
      Array.from({ length: 400 }, (_, i) => open(i % 2 ? second : first, { ...readers[i % readers.length]!, Referer: 'https://social.example/' }, '/blog/formula')),
    );
    expect(sent.every((response) => response.status === 200)).toBe(true);
    // Each replica writes what it holds before it answers: once both have, both answer the same.
    await Promise.all([stats(first), stats(second)]);
    const [fromSecond, fromFirst] = [await stats(second), await stats(first)];
    expect(fromFirst).toEqual(fromSecond);
    expect(viewsOf(fromFirst).views - before.views).toBe(400);
    expect(viewsOf(fromFirst).visitors - before.visitors).toBe(40);
    expect(fromFirst.top_posts[0]).toMatchObject({ slug: 'formula', views: 400 });
    // Written in batches, not a statement per view: each replica's 200 views took a few rows.
    const [{ rows }] = await sql<{ rows: number }>(first.databaseUrl, "SELECT count(*)::int AS rows FROM stats_views WHERE path = '/blog/formula'");
    expect(rows).toBe(1);
  });

  it('writes the views a replica holds when it shuts down', async () => {
    const before = viewsOf(await stats(first)).views;
    const leaving = await startTestApp({ databaseUrl: first.databaseUrl, env });
    try {
      expect((await open(leaving, reader(), '/about')).status).toBe(200);
    } finally {
      await leaving.close();
    }
    expect(viewsOf(await stats(first)).views - before).toBe(1);
  });

  it(`takes at most ${VIEWS_PER_ADDRESS_PER_MINUTE} views a minute from one address, and still answers its pages`, async () => {
    const before = viewsOf(await stats(first)).views;
    const flooder = reader();
    const answers = [];
    for (let i = 0; i < VIEWS_PER_ADDRESS_PER_MINUTE + 20; i += 1) answers.push((await open(first, flooder, i % 2 ? '/' : '/blog')).status);
    expect(answers).toEqual(Array(VIEWS_PER_ADDRESS_PER_MINUTE + 20).fill(200));
    // The beacon draws on the same allowance: past it, a 429 with Retry-After.
    const refused = await beacon(first, flooder, { p: '/', r: '' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A page opened past the limit was not counted: its take-back undoes nothing (another page's view of this address included).
    expect((await open(first, flooder, '/blog/counted-post')).status).toBe(200);
    expect((await beacon(first, flooder, { p: '/blog/counted-post', o: '1' })).status).toBe(204);
    expect(viewsOf(await stats(first)).views - before).toBe(VIEWS_PER_ADDRESS_PER_MINUTE);
  });

  it("takes back the admin's own view, exactly once, on any replica; never another address's, another path's, nor below zero", async () => {
    await publish({ title: 'Taken back', slug: 'taken-back' });
    const viewsOfPost = async (app: TestApp) => (await stats(app)).top_posts.find((post) => post.slug === 'taken-back')?.views ?? 0;
    const before = viewsOf(await stats(first));
    const admin = reader();
    const other = reader();
    // The referrer the client names is ignored: the one counted with the view is taken back.
    const fromAdmin = { p: '/blog/taken-back', r: 'https://elsewhere.example/', o: '1' };
    await open(first, other, '/blog/taken-back');
    // Neither a stranger's take-back nor the same browser at another address finds a mark of theirs: nothing undone.
    expect((await beacon(first, reader(), fromAdmin)).status).toBe(204);
    expect((await beacon(first, { ...reader(), 'User-Agent': other['User-Agent'] }, fromAdmin)).status).toBe(204);
    // Nor does a reader counted on /, taking back a view of the post: their own view and mark stay.
    const stranger = reader();
    await open(first, stranger, '/');
    expect((await beacon(first, stranger, fromAdmin)).status).toBe(204);
    const strangers = viewsOf(await stats(first));
    expect([strangers.views - before.views, strangers.visitors - before.visitors]).toEqual([2, 2]);

    // The admin's view waits unwritten in the first replica; their browser's take-back reaches the second, which tells the first.
    await open(first, { ...admin, Referer: 'https://admin.example/' }, '/blog/taken-back');
    expect((await beacon(second, admin, fromAdmin)).status).toBe(204);
    const adminReferrer = async () => (await sql<{ views: number }>(first.databaseUrl, "SELECT views FROM stats_referrers WHERE host = 'admin.example'")).map((row) => row.views);
    // Written by the first replica (the row exists), then taken back (0).
    expect(await eventually(async () => (await adminReferrer()).join() === '0', 5_000)).toBe(true);
    const after = await stats(second);
    expect(await stats(first)).toEqual(after);
    expect(viewsOf(after).views - before.views).toBe(2);
    expect(viewsOf(after).visitors - before.visitors).toBe(2);
    expect(await viewsOfPost(second)).toBe(1);
    expect(after.top_referrers.map((referrer) => referrer.host)).not.toContain('admin.example');
    // Its view is no longer remembered: the same take-back again undoes nothing.
    expect((await beacon(first, admin, fromAdmin)).status).toBe(204);
    expect(viewsOf(await stats(first)).views - before.views).toBe(2);

    // A take-back of a path the server did not count for the admin undoes nothing: a post whose only view was theirs, taken back,
    // once the admin is counted on /, and a page answered 404.
    await publish({ title: 'Alone', slug: 'alone' });
    const fromAdminAlone = { ...fromAdmin, p: '/blog/alone' };
    await open(first, admin, '/blog/alone');
    await beacon(first, admin, fromAdminAlone);
    await open(first, admin, '/');
    expect((await beacon(first, admin, fromAdminAlone)).status).toBe(204);
    expect((await open(first, admin, '/blog/no-such-post')).status).toBe(404);
    expect((await beacon(first, admin, { ...fromAdmin, p: '/blog/no-such-post' })).status).toBe(204);
    const final = await stats(first);
    const [{ views }] = await sql<{ views: number }>(first.databaseUrl, "SELECT views FROM stats_views WHERE path = '/blog/alone' AND day = $1", [today]);
    expect(views).toBe(0);
    expect(final.top_posts.map((post) => post.slug)).not.toContain('alone');
    expect(viewsOf(final).views - before.views).toBe(3);

    // Take-backs have their own allowance per address, the size of the views'.
    const asking = reader();
    const answers = await Promise.all(Array.from({ length: VIEWS_PER_ADDRESS_PER_MINUTE + 1 }, () => beacon(first, asking, fromAdmin)));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
    expect(viewsOf(await stats(first)).views - before.views).toBe(3);
    // And a replica takes only so many in all, whatever the addresses (the second has had one).
    const many = await Promise.all(Array.from({ length: TAKE_BACKS_PER_MINUTE + 1 }, () => beacon(second, reader(), fromAdmin)));
    expect(many.filter((answer) => answer.status === 429).map((answer) => answer.body.message)).toEqual([TOO_MANY_TAKE_BACKS, TOO_MANY_TAKE_BACKS]);
  });

  it('counts the same reader yesterday and today once on each day, and forgets the day’s salt once it is over', async () => {
    const clock = first.app.get(Clock);
    const now = clock.now.bind(clock);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const returning = reader();
    try {
      clock.now = () => yesterday;
      await open(first, returning, '/about');
    } finally {
      clock.now = now;
    }
    const before = viewsOf(await stats(first));
    await open(first, returning, '/about');
    const after = await stats(first);
    expect(viewsOf(after, utcDay(yesterday))).toEqual({ day: utcDay(yesterday), views: 1, visitors: 1 });
    expect(viewsOf(after).visitors - before.visitors).toBe(1);

    const salts = async () => (await sql<{ day: string }>(first.databaseUrl, "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM stats_salts")).map((row) => row.day);
    expect(await salts()).toEqual(expect.arrayContaining([utcDay(yesterday), today]));
    await first.app.get(StatsRepository).forgetPastDays(today);
    expect(await salts()).toEqual([today]);
    // Yesterday's figures stay: counts, not marks anyone could link.
    expect(viewsOf(await stats(first), utcDay(yesterday))).toEqual({ day: utcDay(yesterday), views: 1, visitors: 1 });
  });

  it('counts nothing while Coming Soon keeps the site from visitors, and still answers the beacon 204', async () => {
    const before = viewsOf(await stats(first)).views;
    await first.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      expect((await open(first, reader(), '/about')).status).toBe(200);
      expect((await beacon(first, reader(), { p: '/about', r: '' })).status).toBe(204);
    } finally {
      await first.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
    expect(viewsOf(await stats(first)).views).toBe(before);
  });

  it('exports CSV with formulas disarmed, and each post’s views for the lists', async () => {
    const csv = await first.http().get('/api/stats?format=csv&table=posts').set(bearer());
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="statistics-posts-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe('title,path,views');
    expect(csv.text).toContain('"\'=HYPERLINK(""https://evil.example"")",/blog/formula,400\r\n');
    const days = await first.http().get('/api/stats?format=csv').set(bearer());
    expect(days.text.split('\r\n')).toHaveLength(32);

    const [post] = await sql<{ id: string }>(first.databaseUrl, "SELECT id FROM posts WHERE slug = 'counted-post'");
    const [draft] = await sql<{ id: string }>(first.databaseUrl, "SELECT id FROM posts WHERE slug = 'not-yet'");
    const views = await first.http().get(`/api/stats/posts?ids=${post!.id},${draft!.id}`).set(bearer());
    expect(views.status).toBe(200);
    expect(views.body.items).toEqual(
      expect.arrayContaining([
        { post_id: post!.id, views: 3, views_30_days: 3 },
        { post_id: draft!.id, views: 0, views_30_days: 0 },
      ]),
    );
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const refusals: Array<[string, string]> = [
      ['/api/stats?from=2026-02-30&to=2026-03-01', 'from is not a real date: 2026-02-30'],
      ['/api/stats?from=yesterday', 'from must be a date as YYYY-MM-DD'],
      ['/api/stats?from=2020-01-01&to=2026-01-01', 'The range may cover at most 366 days'],
      ['/api/stats?from=2026-11-02&to=2026-11-01', 'from must not be after to'],
      ['/api/stats?format=xml', 'format must be json or csv'],
      ['/api/stats/posts?ids=1;DROP TABLE posts', 'ids must be post ids (UUIDs); "1;DROP TABLE posts" is not'],
      ['/api/stats/posts', 'ids must be post ids, comma-separated'],
    ];
    for (const [url, message] of refusals) {
      const response = await first.http().get(url).set(bearer());
      expect([response.status, [response.body.message].flat().join(' ')]).toEqual([400, expect.stringContaining(message)]);
    }
    const noPath = await beacon(first, reader(), { r: 'https://x.example/' });
    expect([noPath.status, [noPath.body.message].flat().join(' ')]).toEqual([400, expect.stringContaining('p (the page path) must be text')]);
    const notOwn = await beacon(first, reader(), { p: '/', o: 'yes' });
    expect([notOwn.status, [notOwn.body.message].flat().join(' ')]).toEqual([400, expect.stringContaining("o (the admin's own view) must be 1")]);
    const huge = await first.http().post('/api/stats/view').set(reader()).type('form').send(`p=/&r=${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(413);
  });
});
