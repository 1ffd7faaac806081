import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostsCache } from '../../src/posts/posts-cache.js';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const BUDGET_MB = 1;
const BUDGET = BUDGET_MB * 1024 * 1024;

/** About `size` characters of prose with one word that only this post has. */
function longText(marker: string, size: number): string {
  const paragraph = `The tide came in over the ${marker} flats, slow and grey, and the gulls went quiet. `.repeat(8);
  return `${paragraph}\n\n`.repeat(Math.ceil(size / (paragraph.length + 2))).slice(0, size);
}

/**
 * Every in-memory cache lives within CACHE_MAX_MB: a stream of distinct public requests (the attack
 * that once grew the heap to 3.6 GB) leaves it within its budget, and the site keeps answering.
 */
describe('the public cache within its byte budget', () => {
  let folio: TestApp;
  // Pages are served from a miniature build: `npm test` builds only the backend.
  const spa = temporaryFrontendBuild();
  const slugs: string[] = [];

  beforeAll(async () => {
    folio = await startTestApp({ env: { CACHE_MAX_MB: String(BUDGET_MB), FRONTEND_DIST: spa.dir } });
    for (let index = 0; index < 6; index++) {
      const created = await folio
        .http()
        .post('/api/posts')
        .set(bearer())
        .send({ title: `Long read ${index}`, content_text: longText(`marker${index}`, 150_000), tags: ['news'] })
        .expect(201);
      slugs.push(created.body.slug);
    }
  });
  afterAll(async () => {
    await folio.close();
    spa.remove();
  });

  const cacheBytes = () => folio.app.get(PostsCache).bytes;

  it('counts an entry at its real size', async () => {
    const page = await folio.http().get(`/blog/${slugs[0]}`).expect(200);
    // The page (about 150,000 characters of HTML, plus the same post as JSON inside it) and its payload.
    expect(cacheBytes()).toBeGreaterThan(page.text.length);
    expect(cacheBytes()).toBeLessThanOrEqual(BUDGET);
  });

  it('counts the compressed forms of an entry as they are made', async () => {
    // A write empties the cache, so that only this list is counted.
    await folio.http().post('/api/posts').set(bearer()).send({ title: 'Clears the cache', content_text: 'Short.' }).expect(201);
    const list = '/api/posts?limit=100&q=tide';
    const plain = await folio.http().get(list).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const identityOnly = cacheBytes();
    expect(identityOnly).toBeGreaterThan(Buffer.byteLength(plain.text));
    const sent: number[] = [];
    for (const coding of ['br', 'gzip']) {
      const answer = await folio.http().get(list).set('Accept-Encoding', coding).buffer(true).parse((response, done) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => done(null, bytes));
      });
      expect(answer.headers['content-encoding']).toBe(coding);
      sent.push(Number(answer.headers['content-length']));
    }
    expect(cacheBytes()).toBe(identityOnly + sent[0] + sent[1]);
  });

  it('never passes the budget under a stream of distinct queries, pages and posts, and answers them all', async () => {
    const paths = [
      ...Array.from({ length: 120 }, (_, index) => `/api/posts?limit=100&q=tide+${'!'.repeat(index)}`),
      ...Array.from({ length: 40 }, (_, index) => `/stories?q=gulls&page=${index + 1}`),
      ...Array.from({ length: 40 }, (_, index) => `/api/posts/no-such-post-${index}`),
      ...slugs.flatMap((slug) => [`/blog/${slug}`, `/stories/${slug}`, `/api/posts/${slug}`]),
    ];
    let largest = 0;
    for (let start = 0; start < paths.length; start += 8) {
      const answers = await Promise.all(paths.slice(start, start + 8).map((path) => folio.http().get(path)));
      for (const answer of answers) expect([200, 404]).toContain(answer.status);
      largest = Math.max(largest, cacheBytes());
      expect(cacheBytes()).toBeLessThanOrEqual(BUDGET);
    }
    // The budget was used, not merely unreached.
    expect(largest).toBeGreaterThan(BUDGET / 2);
  });

  it('still answers every post whole after its entries were evicted', async () => {
    for (const [index, slug] of slugs.entries()) {
      const post = await folio.http().get(`/api/posts/${slug}`).expect(200);
      expect(post.body.content).toContain(`marker${index}`);
      const page = await folio.http().get(`/stories/${slug}`).expect(200);
      expect(page.text).toContain(`Long read ${index}`);
    }
    expect(cacheBytes()).toBeLessThanOrEqual(BUDGET);
  });

  it('lists posts without their HTML, which the post itself carries', async () => {
    const list = await folio.http().get('/api/posts?limit=100&q=marker3').expect(200);
    expect(list.body.items.map((item: { slug: string }) => item.slug)).toEqual([slugs[3]]);
    expect(list.body.items[0]).not.toHaveProperty('content');
    expect(list.body.items[0]).toMatchObject({ title: 'Long read 3', tags: ['news'], reading_time_minutes: expect.any(Number) });
    expect(list.text.length).toBeLessThan(2_000);
    // The admin's list keeps the whole post, as the dashboard reads it.
    const admin = await folio.http().get('/api/posts?limit=100&q=marker3').set(bearer()).expect(200);
    expect(admin.body.items[0].content_text).toContain('marker3');
  });
});
