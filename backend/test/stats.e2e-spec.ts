import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Clock } from '../src/common/clock.js';
import { StatsRepository } from '../src/stats/stats.repository.js';
import { VIEWS_PER_ADDRESS_PER_MINUTE } from '../src/stats/view-counter.service.js';
import { utcDay } from '../src/stats/visitor-hash.js';
import { sql } from './subscribers/subscribers-support.js';
import { bearer, startReplicas, startTestApp, type TestApp } from './support/test-app.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
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

describe('statistics without cookies (POST /api/stats/view, GET /api/stats)', () => {
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
  const publish = async (body: Record<string, unknown>) => (await first.http().post('/api/posts').set(bearer()).send({ content_text: 'Words.', ...body }).expect(201)).body;

  beforeAll(async () => {
    ({ first, second, close: closeReplicas } = await startReplicas({ TRUST_PROXY: '1' }));
    await publish({ title: 'Counted post', slug: 'counted-post' });
    await publish({ title: 'About', slug: 'about', type: 'page' });
    await publish({ title: '=HYPERLINK("https://evil.example")', slug: 'formula' });
    await publish({ title: 'Not yet', slug: 'not-yet', status: 'draft' });
  });
  afterAll(() => closeReplicas());

  it('needs the admin token to read, and answers 204 to a beacon, with no cookie', async () => {
    expect((await first.http().get('/api/stats')).status).toBe(401);
    const response = await beacon(first, reader(), { p: '/', r: '' });
    expect(response.status).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('counts views of public pages only, by readers, and keeps only the host of another site that sent them', async () => {
    const before = viewsOf(await stats(first));
    const counted = reader();
    expect((await beacon(first, counted, { p: '/blog/counted-post', r: 'https://www.news.example.org/item?id=1&secret=x' })).status).toBe(204);
    await beacon(first, counted, { p: '/stories/Counted-Post/?utm_source=feed', r: '' });
    await beacon(first, { ...reader(), Host: 'notes.example.org' }, { p: '/about', r: 'https://notes.example.org/blog/counted-post' });
    const leftOut: Array<[Record<string, string>, string]> = [
      [{ ...reader(), 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, '/blog/counted-post'],
      [{ ...reader(), 'Sec-GPC': '1' }, '/blog/counted-post'],
      [{ ...reader(), DNT: '1' }, '/blog/counted-post'],
      [{ ...reader(), 'Sec-Purpose': 'prefetch' }, '/blog/counted-post'],
      [{ ...reader(), ...bearer() }, '/blog/counted-post'],
      [reader(), '/blog/not-yet'],
      [reader(), '/no-such-page'],
      [reader(), '/dashboard/posts'],
      [reader(), `/${'x'.repeat(3_000)}`],
    ];
    for (const [headers, path] of leftOut) expect((await beacon(first, headers, { p: path, r: 'https://spam.example/' })).status).toBe(204);

    const after = await stats(first);
    expect(viewsOf(after).views - before.views).toBe(3);
    expect(viewsOf(after).visitors - before.visitors).toBe(2);
    expect(after.top_posts.find((post) => post.slug === 'counted-post')?.views).toBe(2);
    expect(after.top_posts.find((post) => post.slug === 'about')?.views).toBe(1);
    expect(after.top_referrers).toContainEqual({ host: 'news.example.org', views: 1 });
    expect(after.top_referrers.map((referrer) => referrer.host)).not.toContain('spam.example');
    const stored = await sql<{ path: string }>(first.databaseUrl, 'SELECT path FROM stats_views UNION SELECT host FROM stats_referrers');
    expect(stored.map((row) => row.path).sort()).toEqual(['/', '/about', '/blog/counted-post', 'news.example.org']);
    expect(after.days).toHaveLength(30);
  });

  it('adds up what two replicas counted under a burst, and both answer the same', async () => {
    const before = viewsOf(await stats(first));
    const readers = Array.from({ length: 40 }, reader);
    const sent = await Promise.all(
      Array.from({ length: 400 }, (_, i) => beacon(i % 2 ? second : first, readers[i % readers.length]!, { p: '/blog/formula', r: 'https://social.example/' })),
    );
    expect(sent.every((response) => response.status === 204)).toBe(true);
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
    const leaving = await startTestApp({ databaseUrl: first.databaseUrl, env: { TRUST_PROXY: '1' } });
    try {
      expect((await beacon(leaving, reader(), { p: '/about', r: '' })).status).toBe(204);
    } finally {
      await leaving.close();
    }
    expect(viewsOf(await stats(first)).views - before).toBe(1);
  });

  it(`takes at most ${VIEWS_PER_ADDRESS_PER_MINUTE} views a minute from one address`, async () => {
    const before = viewsOf(await stats(first)).views;
    const flooder = reader();
    const answers = [];
    for (let i = 0; i < VIEWS_PER_ADDRESS_PER_MINUTE + 20; i += 1) answers.push((await beacon(first, flooder, { p: '/', r: '' })).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(VIEWS_PER_ADDRESS_PER_MINUTE);
    expect(answers.slice(-20)).toEqual(Array(20).fill(429));
    const refused = await beacon(first, flooder, { p: '/', r: '' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(viewsOf(await stats(first)).views - before).toBe(VIEWS_PER_ADDRESS_PER_MINUTE);
  });

  it('counts the same reader yesterday and today once on each day, and forgets the day’s salt once it is over', async () => {
    const clock = first.app.get(Clock);
    const now = clock.now.bind(clock);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const returning = reader();
    try {
      clock.now = () => yesterday;
      await beacon(first, returning, { p: '/about', r: '' });
    } finally {
      clock.now = now;
    }
    const before = viewsOf(await stats(first));
    await beacon(first, returning, { p: '/about', r: '' });
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
        { post_id: post!.id, views: 2, views_30_days: 2 },
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
    const huge = await first.http().post('/api/stats/view').set(reader()).type('form').send(`p=/&r=${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(413);
  });
});
