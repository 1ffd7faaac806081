// jest lane: beside the parallel files
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findFreePort } from '../../src/database/embedded-postgres.launcher.js';
import { INTERRUPTED_ANSWER } from '../../src/newsletters/newsletters.repository.js';
import { eventually } from '../support/eventually.js';
import { type FolioProcess, startFolioOn } from '../support/folio-process.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';
import { ADMIN_TOKEN, bearer } from '../support/test-app.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { addReaders, countsByAddress, type Reader } from './newsletter-fixtures.js';

/**
 * Issue 17, point 7: the server SIGKILLed in the middle of sending a post to 200 readers; started
 * again, it finishes, and each reader has the post exactly once. The kill falls while the SMTP server
 * holds messages it has received but not yet answered: the case where the sender cannot know
 * whether they were delivered. Those are not sent again (and are reported); every other reader's is.
 */

const READERS = 200;
const SMTP_PASS = 'crash-test-smtp-password-5d2a';

describe('sending a post by email when the server is killed half way', () => {
  let smtp: SmtpTestServer;
  let databaseUrl: string;
  let dataDir: string;
  let port: number;
  let readers: Reader[];
  const servers: FolioProcess[] = [];

  const start = () =>
    startFolioOn({ dataDir, databaseUrl, port, adminToken: ADMIN_TOKEN }, servers, {
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      SITE_NAME: 'Crash Notes',
      EMAIL_RATE_PER_MINUTE: '0',
      EMAIL_BATCH_SIZE: '20',
    });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers: { ...bearer(), 'Content-Type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: { user: 'crash', pass: SMTP_PASS } });
    databaseUrl = await createTestDatabase();
    dataDir = makeTempDir('newsletter-crash');
    port = await findFreePort();
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await smtp?.stop();
    await dropTestDatabase(databaseUrl);
    removeTempDir(dataDir);
  });

  it('finishes after a restart with each reader sent the post exactly once', async () => {
    const first = await start();
    readers = await addReaders(databaseUrl, 'confirmed', Array.from({ length: READERS }, (_, n) => `crash-${n}@example.org`));
    const created = await api('/api/posts', { method: 'POST', body: JSON.stringify({ title: 'Storm surge', content_text: 'The sea came over the wall.', send_email: true }) });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string };

    // Part way through, the SMTP server stops answering: the messages in its hands wait, and the server is killed.
    expect(await eventually(() => smtp.messages.length >= 40, 60_000)).toBe(true);
    smtp.hang();
    expect(await eventually(() => smtp.attempts() > smtp.messages.length, 15_000)).toBe(true);
    // A moment for every message of the group in flight to reach DATA (the sender hands three at a time).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const inHand = smtp.attempts() - smtp.messages.length;
    first.child.kill('SIGKILL');
    await first.exited;
    // The SMTP server delivers what it had received in full: its sender never heard so.
    smtp.release();
    const beforeRestart = smtp.messages.length;
    expect(beforeRestart).toBeLessThan(READERS);

    const second = await start();
    let report: { status: string; sent: number; failed: number; recipients: number; failures: Array<{ email: string; answer: string }> } | undefined;
    expect(
      await eventually(async () => {
        report = (await (await api(`/api/posts/${post.id}/email`)).json()) as typeof report;
        return report!.status === 'sent' || report!.status === 'failed';
      }, 120_000),
    ).toBe(true);

    const counts = countsByAddress(smtp.messages, 'Storm surge');
    expect(counts.size).toBe(READERS);
    expect([...counts.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(counts.keys())).toEqual(new Set(readers.map((reader) => reader.email)));
    // The messages that were in the server's hands are reported, not sent again.
    expect(report).toMatchObject({ status: 'sent', recipients: READERS, failed: inHand, sent: READERS - inHand });
    expect(report!.failures.every((failure) => failure.answer === INTERRUPTED_ANSWER)).toBe(true);
    for (const server of [first, second]) {
      expect(server.output()).not.toContain(SMTP_PASS);
      for (const reader of readers) expect(server.output()).not.toContain(reader.token);
    }
  });
});
