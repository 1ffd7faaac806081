import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SmtpTestServer, startSmtpServer } from './support/smtp-server.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { sql } from './subscribers/subscribers-support.js';

interface DeskPost {
  id: string;
  title: string;
  slug: string;
  type: string;
  updated_at: string;
  published_at: string | null;
}

const HOUR = 60 * 60 * 1000;
const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('the writer’s desk (GET /api/admin/desk)', () => {
  let folio: TestApp;
  let smtp: SmtpTestServer;
  const desk = async () => {
    const response = await folio.http().get('/api/admin/desk').set(bearer());
    expect(response.status).toBe(200);
    return response.body;
  };
  const createPost = async (body: Record<string, unknown>): Promise<DeskPost> => {
    const response = await folio.http().post('/api/posts').set(bearer()).send({ content_text: 'Some words.', ...body });
    expect(response.status).toBe(201);
    return response.body;
  };
  const titles = (posts: DeskPost[]) => posts.map((post) => post.title);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No scheduled backup: the only runs are the ones the test writes. No SITE_URL: the desk says so.
    folio = await startTestApp({ env: { SMTP_URL: smtp.url, BACKUP_SCHEDULE: 'off', SITE_URL: undefined } });
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
  });

  it('needs the admin token', async () => {
    expect((await folio.http().get('/api/admin/desk')).status).toBe(401);
  });

  it('has empty lists on a new site, and says SITE_URL is not set', async () => {
    expect(await desk()).toEqual({
      drafts: { total: 0, items: [] },
      scheduled: { total: 0, items: [] },
      published: { total: 0, items: [] },
      subscribers: {
        confirmed: 0,
        pending: 0,
        month_start: monthStart.toISOString(),
        confirmed_this_month: 0,
        unsubscribed_this_month: 0,
        net_this_month: 0,
      },
      newsletter: null,
      attention: { site_url_set: false, failed_jobs: [], mail_failure: null, backup_failure: null },
    });
  });

  it('lists drafts last edited first, scheduled soonest first and published newest first, five of each with their totals', async () => {
    const drafts: DeskPost[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) drafts.push(await createPost({ title: `Draft ${n}`, status: 'draft' }));
    // Editing the first draft brings it to the top.
    const edited = await folio.http().patch(`/api/posts/${drafts[0].id}`).set(bearer()).send({ title: 'Draft 1', content_text: 'More words.' });
    expect(edited.status).toBe(200);
    await createPost({ title: 'Later', status: 'scheduled', published_at: inHours(48) });
    await createPost({ title: 'Soon', status: 'scheduled', published_at: inHours(2) });
    await createPost({ title: 'Tomorrow', status: 'scheduled', published_at: inHours(24) });
    await createPost({ title: 'First out' });
    await createPost({ title: 'About', type: 'page' });
    await createPost({ title: 'Last out' });

    const answer = await desk();
    expect(answer.drafts.total).toBe(6);
    expect(titles(answer.drafts.items)).toEqual(['Draft 1', 'Draft 6', 'Draft 5', 'Draft 4', 'Draft 3']);
    expect(answer.drafts.items[0]).toEqual({
      id: drafts[0].id,
      title: 'Draft 1',
      slug: expect.any(String),
      type: 'post',
      updated_at: expect.any(String),
      published_at: null,
    });
    expect(Date.parse(answer.drafts.items[0].updated_at)).toBeGreaterThan(Date.parse(answer.drafts.items[1].updated_at));

    expect(answer.scheduled.total).toBe(3);
    expect(titles(answer.scheduled.items)).toEqual(['Soon', 'Tomorrow', 'Later']);
    expect(Date.parse(answer.scheduled.items[0].published_at)).toBeGreaterThan(Date.now() + HOUR);

    expect(answer.published.total).toBe(3);
    expect(titles(answer.published.items)).toEqual(['Last out', 'About', 'First out']);
    expect(answer.published.items.map((post: DeskPost) => [post.slug, post.type])).toEqual([
      ['last-out', 'post'],
      ['about', 'page'],
      ['first-out', 'post'],
    ]);
  });

  it("counts confirmed and pending readers and this month's change, and reports the last newsletter's delivery", async () => {
    const lastMonth = new Date(monthStart.getTime() - 24 * HOUR);
    const thisMonth = new Date(monthStart.getTime() + HOUR);
    // 3 confirmed this month, 2 confirmed before it, 1 of them and 1 of this month's gone this month, 4 waiting.
    await sql(
      folio.databaseUrl,
      `INSERT INTO subscribers (email, status, unsubscribe_token, confirmed_at, unsubscribed_at)
       SELECT 'reader' || n || '@example.com', s.status, md5(random()::text || n), s.confirmed_at, s.unsubscribed_at
       FROM (VALUES (1, 'confirmed', $1::timestamptz, NULL::timestamptz), (2, 'confirmed', $1, NULL), (3, 'unsubscribed', $1, $1),
                    (4, 'confirmed', $2, NULL), (5, 'unsubscribed', $2, $1),
                    (6, 'pending', NULL, NULL), (7, 'pending', NULL, NULL), (8, 'pending', NULL, NULL), (9, 'pending', NULL, NULL)) AS s(n, status, confirmed_at, unsubscribed_at)`,
      [thisMonth, lastMonth],
    );

    const [older, newer] = await sql<{ id: string }>(folio.databaseUrl, `SELECT id FROM posts WHERE slug IN ('first-out', 'last-out') ORDER BY slug`);
    // Two newsletters; the newer one's deliveries: 2 sent, 1 failed, 1 waiting for a retry an hour from now (so the sender leaves it), 1 skipped.
    await sql(
      folio.databaseUrl,
      `INSERT INTO post_emails (post_id, status, subject, recipients, created_at, finished_at) VALUES
         ($1, 'sent', 'First out', 1, now() - interval '2 days', now() - interval '2 days'), ($2, 'sending', 'Last out', 5, now() - interval '1 hour', NULL)`,
      [older.id, newer.id],
    );
    await sql(
      folio.databaseUrl,
      `INSERT INTO post_email_deliveries (post_id, subscriber_id, email, status, next_attempt_at)
       SELECT $2::uuid, gen_random_uuid(), 'r' || n || '@example.com', s, now() + interval '1 hour'
       FROM unnest(ARRAY['sent', 'sent', 'failed', 'pending', 'suppressed']) WITH ORDINALITY AS d(s, n)
       UNION ALL SELECT $1::uuid, gen_random_uuid(), 'old@example.com', 'sent', now()`,
      [older.id, newer.id],
    );

    const answer = await desk();
    expect(answer.subscribers).toEqual({
      confirmed: 3,
      pending: 4,
      month_start: monthStart.toISOString(),
      confirmed_this_month: 3,
      unsubscribed_this_month: 2,
      net_this_month: 1,
    });
    expect(answer.newsletter).toEqual({
      post_id: newer.id,
      title: 'Last out',
      slug: 'last-out',
      type: 'post',
      status: 'sending',
      recipients: 5,
      sent: 2,
      failed: 1,
      pending: 1,
      suppressed: 1,
      queued_at: expect.any(String),
      finished_at: null,
    });
  });

  it('needs attention for failed jobs (until the queue works again) and a failed backup', async () => {
    const insertJob = (name: string, state: string, createdAgo: string, message?: string) =>
      sql(
        folio.databaseUrl,
        `INSERT INTO pgboss.job (name, state, data, output, created_on, started_on, completed_on)
         VALUES ($1, $2, '{}', $3::jsonb, now() - $4::interval, now() - $4::interval, now() - $4::interval)`,
        [name, state, message ? JSON.stringify({ message }) : null, createdAgo],
      );
    await insertJob('import', 'failed', '3 hours', 'The archive is not a zip file');
    await insertJob('import', 'failed', '2 hours', 'The archive ends too early');
    // A failure before the queue's last success, and one older than 7 days, are over.
    await insertJob('social-card', 'failed', '3 hours', 'Font missing');
    await insertJob('social-card', 'completed', '1 hour');
    await insertJob('posts-publish-at', 'failed', '8 days', 'Long ago');
    await insertJob('backup', 'completed', '2 days');
    await insertJob('backup', 'failed', '1 hour', 'No space left on device');

    const { attention } = await desk();
    expect(attention.failed_jobs).toEqual([
      { queue: 'backup', failed: 1, last_failed_at: expect.any(String), last_error: 'No space left on device' },
      { queue: 'import', failed: 2, last_failed_at: expect.any(String), last_error: 'The archive ends too early' },
    ]);
    expect(attention.backup_failure).toEqual({ at: expect.any(String), error: 'No space left on device' });

    await insertJob('backup', 'completed', '1 minute');
    const after = (await desk()).attention;
    expect(after.backup_failure).toBeNull();
    expect(after.failed_jobs.map((queue: { queue: string }) => queue.queue)).toEqual(['import']);
  });

  it('says mail is failing after a send the server refuses, not after a refused address, and no longer once a message goes out', async () => {
    smtp.failTemporarily(1, '451 4.3.0 Mailbox server busy');
    const refused = await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'author@example.com' });
    expect(refused.status).toBe(502);
    const failing = (await desk()).attention.mail_failure;
    expect(failing).toEqual({ at: expect.any(String), error: expect.stringContaining('Mailbox server busy') });

    // A 550 for one address says nothing of the server.
    smtp.refuseRecipients(['gone@example.com']);
    expect((await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'gone@example.com' })).status).toBe(502);
    expect((await desk()).attention.mail_failure).toEqual(failing);
    smtp.refuseRecipients([]);

    expect((await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'author@example.com' })).status).toBe(200);
    expect((await desk()).attention.mail_failure).toBeNull();
  });
});
