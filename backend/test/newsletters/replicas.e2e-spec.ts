import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NewsletterJobs } from '../../src/newsletters/newsletter.jobs.js';
import { NewslettersService } from '../../src/newsletters/newsletters.service.js';
import { eventually } from '../support/eventually.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, startReplicas, type TestApp } from '../support/test-app.js';
import { addReaders, countsByAddress, publishWithEmail, type Reader } from './newsletter-fixtures.js';

/** Issue 17, point 3: two replicas on one database send each reader a post once. */

const READERS = 120;

describe('sending a post by email with two replicas', () => {
  let smtp: SmtpTestServer;
  let first: TestApp;
  let second: TestApp;
  let close: () => Promise<void>;
  let readers: Reader[];

  const settled = (app: TestApp, id: string) =>
    eventually(async () => {
      const response = await app.http().get(`/api/posts/${id}/email`).set(bearer());
      return response.status === 200 && ['sent', 'failed'].includes(response.body.status);
    }, 60_000);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Small batches, so that both replicas have many chances to pick up the same work.
    ({ first, second, close } = await startReplicas({ SMTP_URL: smtp.url, EMAIL_RATE_PER_MINUTE: '0', EMAIL_BATCH_SIZE: '5' }));
    readers = await addReaders(first.databaseUrl, 'confirmed', Array.from({ length: READERS }, (_, n) => `reader-${n}@example.org`));
  });
  afterAll(async () => {
    await close?.();
    await smtp?.stop();
  });

  it('sends each reader one message, with both replicas sweeping and told the post went live', async () => {
    const post = await publishWithEmail(first, 'Two harbours');
    // Both replicas try to queue it and to plan its runs, again and again, while it is sent.
    const queued = await Promise.all([first, second].map((app) => app.app.get(NewslettersService).queue(post.id, false)));
    expect(queued.filter(Boolean).length).toBeLessThanOrEqual(1);
    await Promise.all([first, second, first, second].map((app) => app.app.get(NewsletterJobs).sweep()));
    await second.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ status: 'draft' }).expect(200);
    await second.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ status: 'published' }).expect(200);
    await Promise.all([first, second].map((app) => app.app.get(NewsletterJobs).sweep()));
    expect(await settled(second, post.id)).toBe(true);

    const counts = countsByAddress(smtp.messages, 'Two harbours');
    expect(counts.size).toBe(READERS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(readers.map((reader) => reader.email))).toEqual(new Set(counts.keys()));
    const report = (await first.http().get(`/api/posts/${post.id}/email`).set(bearer()).expect(200)).body;
    expect(report).toMatchObject({ status: 'sent', recipients: READERS, sent: READERS, failed: 0, suppressed: 0 });
  });
});
