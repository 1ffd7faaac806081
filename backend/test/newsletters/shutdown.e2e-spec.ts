import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { eventually } from '../support/eventually.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { addReaders, countsByAddress, publishWithEmail } from './newsletter-fixtures.js';

/** Issue 17, point 3: a server stopped the ordinary way (a deploy) in the middle of a send; the next one finishes it. */

const READERS = 60;

describe('sending a post by email across a graceful restart', () => {
  let smtp: SmtpTestServer;
  let databaseUrl: string;
  const apps: TestApp[] = [];
  const env = () => ({ SMTP_URL: smtp.url, EMAIL_RATE_PER_MINUTE: '0', EMAIL_BATCH_SIZE: '10' });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    databaseUrl = await createTestDatabase();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    for (const app of apps) await app.close().catch(() => undefined);
    await smtp?.stop();
    await dropTestDatabase(databaseUrl);
  });

  it('sends each reader the post once, and reports none of them interrupted', async () => {
    const first = await startTestApp({ databaseUrl, env: env() });
    apps.push(first);
    await addReaders(databaseUrl, 'confirmed', Array.from({ length: READERS }, (_, n) => `deploy-${n}@example.org`));
    // Slow enough that the stop falls in the middle.
    smtp.slowDown(40);
    const post = await publishWithEmail(first, 'Between deploys');
    expect(await eventually(() => smtp.messages.length >= 10, 30_000)).toBe(true);
    await first.close();
    apps.pop();
    const sentBefore = smtp.messages.length;
    expect(sentBefore).toBeLessThan(READERS);
    smtp.slowDown(0);

    // A message cut off by the stop (its connection closed) is tried again a minute later: the clock is past that.
    const later = new Date(Date.now() + 5 * 60_000);
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => later);
    const second = await startTestApp({ databaseUrl, env: env() });
    apps.push(second);
    let report: { status: string; sent: number; failed: number } | undefined;
    expect(
      await eventually(async () => {
        report = (await second.http().get(`/api/posts/${post.id}/email`).set(bearer())).body;
        return report?.status === 'sent';
      }, 60_000),
    ).toBe(true);
    jest.restoreAllMocks();
    expect(report).toMatchObject({ status: 'sent', sent: READERS, failed: 0 });
    const counts = countsByAddress(smtp.messages, 'Between deploys');
    expect(counts.size).toBe(READERS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});
