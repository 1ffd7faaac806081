import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock } from '../src/common/clock.js';
import { PostEvents } from '../src/posts/post-events.js';
import type { PostEntity } from '../src/posts/post.entity.js';
import { ScheduledPublisher } from '../src/posts/schedule/scheduled-publisher.jobs.js';
import { eventually } from './support/eventually.js';
import { bearer, startReplicas, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function schedule(app: TestApp, title: string, at: string): Promise<{ id: string; slug: string; status: string; published_at: string }> {
  const response = await app.http().post('/api/posts').set(bearer()).send({ title, content_text: `${title}.`, status: 'scheduled', published_at: at });
  expect(response.status).toBe(201);
  return response.body;
}

const isLive = async (app: TestApp, slug: string) => (await app.http().get(`/api/posts/${slug}`)).status === 200;

describe('scheduled publishing', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });

  afterAll(async () => {
    await folio.close();
  });

  it('keeps a scheduled post from readers, lists and feeds until its time', async () => {
    const post = await schedule(folio, 'Tomorrow morning', inSeconds(3600));
    expect(post.status).toBe('scheduled');
    expect(await isLive(folio, post.slug)).toBe(false);
    const list = await folio.http().get('/api/posts').expect(200);
    expect(list.body.items.map((item: { slug: string }) => item.slug)).not.toContain(post.slug);
    expect((await folio.http().get('/rss.xml').expect(200)).text).not.toContain(post.slug);
    await folio.http().get('/api/posts?status=scheduled').expect(401);
    const admin = await folio.http().get('/api/posts?status=scheduled').set(bearer()).expect(200);
    expect(admin.body.items.map((item: { id: string; published_at: string }) => [item.id, item.published_at])).toContainEqual([post.id, post.published_at]);
  });

  it('refuses a schedule without a future time, naming published_at, and changes nothing', async () => {
    const past = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Late', content_text: 'x', status: 'scheduled', published_at: inSeconds(-60) });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/published_at must be in the future/);
    const none = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Late', content_text: 'x', status: 'scheduled' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/published_at is required/);
    const malformed = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Late', content_text: 'x', status: 'scheduled', published_at: 'tomorrow' });
    expect(malformed.status).toBe(400);
    expect(String(malformed.body.message)).toMatch(/published_at must be an ISO 8601/);
    const future = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Late', content_text: 'x', status: 'published', published_at: inSeconds(3600) });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/set status to "scheduled"/);
    const admin = await folio.http().get('/api/posts?q=late').set(bearer()).expect(200);
    expect(admin.body.total).toBe(0);
  });

  it('backdates a published post to the date given', async () => {
    const response = await folio.http().post('/api/posts').set(bearer()).send({ title: 'From the archive', content_text: 'Old.', published_at: '2019-03-05T08:00:00.000Z' });
    expect(response.status).toBe(201);
    expect(response.body.published_at).toBe('2019-03-05T08:00:00.000Z');
    expect((await folio.http().get(`/api/posts/${response.body.slug}`).expect(200)).body.published_at).toBe('2019-03-05T08:00:00.000Z');
  });

  it('unschedules to a draft (the time forgotten) and publishes a scheduled post now when asked', async () => {
    const later = await schedule(folio, 'Maybe later', inSeconds(3600));
    const unscheduled = await folio.http().patch(`/api/posts/${later.id}`).set(bearer()).send({ status: 'draft' }).expect(200);
    expect(unscheduled.body).toMatchObject({ status: 'draft', published_at: null });
    const soon = await schedule(folio, 'Right away after all', inSeconds(3600));
    const before = Date.now();
    const now = await folio.http().patch(`/api/posts/${soon.id}`).set(bearer()).send({ status: 'published' }).expect(200);
    expect(now.body.status).toBe('published');
    expect(Date.parse(now.body.published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await isLive(folio, soon.slug)).toBe(true);
  });

  it('goes live when the app clock reaches its time, not before (a controllable clock)', async () => {
    const at = new Date(Date.now() + 6 * 3600_000);
    const post = await schedule(folio, 'Six hours ahead', at.toISOString());
    const clock = folio.app.get(Clock);
    const publisher = folio.app.get(ScheduledPublisher);
    const spy = jest.spyOn(clock, 'now');
    try {
      spy.mockReturnValue(new Date(at.getTime() - 1000));
      expect((await publisher.publishDue()).map((live) => live.id)).not.toContain(post.id);
      expect(await isLive(folio, post.slug)).toBe(false);
      spy.mockReturnValue(new Date(at.getTime() + 1000));
      expect((await publisher.publishDue()).map((live) => live.id)).toContain(post.id);
      expect(await isLive(folio, post.slug)).toBe(true);
      // Its time came once: a second sweep finds nothing of it.
      expect((await publisher.publishDue()).map((live) => live.id)).not.toContain(post.id);
    } finally {
      spy.mockRestore();
    }
    const read = (await folio.http().get(`/api/posts/${post.id}`).set(bearer()).expect(200)).body;
    expect(read).toMatchObject({ status: 'published', published_at: at.toISOString() });
  });

  it('puts a post live on the job runner within seconds of its time, with its page, feed and sitemap', async () => {
    const post = await schedule(folio, 'Soon on the runner', inSeconds(2));
    expect(await eventually(() => isLive(folio, post.slug), 12_000)).toBe(true);
    expect((await folio.http().get('/rss.xml').expect(200)).text).toContain(`/blog/${post.slug}`);
    expect((await folio.http().get('/sitemap.xml').expect(200)).text).toContain(`/blog/${post.slug}`);
    const list = await folio.http().get('/api/posts').expect(200);
    expect(list.body.items.map((item: { slug: string }) => item.slug)).toContain(post.slug);
  });
});

describe('scheduled publishing across replicas and restarts', () => {
  it('puts each post live exactly once with two replicas', async () => {
    const replicas = await startReplicas();
    const live = new Map<string, number>();
    const count = (post: PostEntity) => live.set(post.id, (live.get(post.id) ?? 0) + 1);
    replicas.first.app.get(PostEvents).on('live', count);
    replicas.second.app.get(PostEvents).on('live', count);
    try {
      // Far enough ahead that all five are saved before it, even on a busy machine (a passed time is refused).
      const at = inSeconds(4);
      const posts = await Promise.all([0, 1, 2, 3, 4].map((index) => schedule(index % 2 ? replicas.first : replicas.second, `Twin ${index}`, at)));
      for (const post of posts) {
        expect(await eventually(() => isLive(replicas.first, post.slug), 15_000)).toBe(true);
        expect(await isLive(replicas.second, post.slug)).toBe(true);
      }
      // Both replicas' minutely sweeps and every post's own job have had their chance.
      await Promise.all([replicas.first.app.get(ScheduledPublisher).publishDue(), replicas.second.app.get(ScheduledPublisher).publishDue()]);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(posts.map((post) => live.get(post.id))).toEqual([1, 1, 1, 1, 1]);
    } finally {
      await replicas.close();
    }
  });

  it('puts live at the next start a post whose time passed while every server was down', async () => {
    const databaseUrl = await createTestDatabase();
    try {
      const before = await startTestApp({ databaseUrl });
      const post = await schedule(before, 'While we slept', inSeconds(2));
      await before.close();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const after = await startTestApp({ databaseUrl });
      try {
        expect(await eventually(() => isLive(after, post.slug), 10_000)).toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      await dropTestDatabase(databaseUrl);
    }
  });
});
