import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SEND_QUEUE } from '../../src/newsletters/newsletter.jobs.js';
import { eventually } from '../support/eventually.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { addReaders, publishWithEmail, query } from './newsletter-fixtures.js';

/** Issue 17, point 3: batches at a configurable rate. */

describe('sending a post by email at a rate', () => {
  let smtp: SmtpTestServer;
  let folio: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Batches of 2 at 6 a minute: each batch is followed by 20 s of quiet.
    folio = await startTestApp({ env: { SMTP_URL: smtp.url, EMAIL_BATCH_SIZE: '2', EMAIL_RATE_PER_MINUTE: '6' } });
    await addReaders(folio.databaseUrl, 'confirmed', ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org', 'e@example.org']);
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
  });

  it('sends a batch, then plans the next for when the rate allows it instead of sending on', async () => {
    const post = await publishWithEmail(folio, 'Slow boat');
    expect(await eventually(async () => (await folio.http().get(`/api/posts/${post.id}/email`).set(bearer())).body?.sent === 2, 15_000)).toBe(true);
    const planned = async () =>
      query<{ start_after: Date; state: string }>(folio.databaseUrl, `SELECT start_after, state FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state = 'created'`, [SEND_QUEUE, post.id]);
    const [{ next_batch_at: nextBatchAt, started_at: startedAt }] = await query<{ next_batch_at: Date; started_at: Date }>(
      folio.databaseUrl,
      'SELECT next_batch_at, started_at FROM post_emails WHERE post_id = $1',
      [post.id],
    );
    // Two messages at six a minute: the next batch 20 s after the first began, and its job waiting until then
    // (a run the minutely sweep wakes meanwhile sends nothing and plans the same).
    expect(nextBatchAt.getTime() - startedAt.getTime()).toBeGreaterThanOrEqual(19_000);
    expect(await eventually(async () => (await planned()).some((job) => job.start_after.getTime() === nextBatchAt.getTime()), 10_000)).toBe(true);
    const report = (await folio.http().get(`/api/posts/${post.id}/email`).set(bearer()).expect(200)).body;
    expect(report).toMatchObject({ status: 'sending', recipients: 5, sent: 2 });
    expect(smtp.messages).toHaveLength(2);
  });
});
