import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { confirmPathIn, newClient, nextMailTo, SITE_URL, sql, subscribeRequestsTaken } from './subscribers-support.js';

const ACCEPTED = { message: 'Check your inbox: we sent a link to confirm your subscription.' };

describe('subscribing by email', () => {
  const build = temporaryFrontendBuild();
  let smtp: SmtpTestServer;
  let folio: TestApp;
  let client: Record<string, string>;

  const subscribe = (email: unknown) => folio.http().post('/api/subscribers').set(client).send({ email });
  const statusOf = async (email: string) =>
    (await sql<{ status: string }>(folio.databaseUrl, 'SELECT status FROM subscribers WHERE lower(email) = lower($1)', [email]))[0]?.status;
  const count = async () => (await sql<{ n: number }>(folio.databaseUrl, 'SELECT count(*)::int AS n FROM subscribers'))[0]!.n;
  const requestsTaken = () => subscribeRequestsTaken(folio.databaseUrl);
  const requestJobs = async () =>
    (await sql<{ n: number }>(folio.databaseUrl, `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'subscriber-request'`))[0]!.n;

  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: { user: 'folio', pass: 'smtp-secret' } });
    folio = await startTestApp({ env: { SMTP_URL: smtp.url, SITE_URL, SITE_NAME: 'Field Notes', FRONTEND_DIST: build.dir, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
    build.remove();
  });
  beforeEach(() => {
    client = newClient();
  });

  it('sends a confirmation link that subscribes the reader once opened, and works once only', async () => {
    expect((await subscribe('reader@example.com').expect(202)).body).toEqual(ACCEPTED);
    await requestsTaken();
    expect(await statusOf('reader@example.com')).toBe('pending');
    const mail = await nextMailTo(smtp, 'reader@example.com');
    expect(mail.parsed.subject).toBe('Confirm your subscription to Field Notes');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Field Notes', address: 'no-reply@notes.example.org' }]);
    expect(mail.parsed.messageId).toMatch(/@notes\.example\.org>$/);
    expect(mail.parsed.date).toBeInstanceOf(Date);
    const path = confirmPathIn(mail);
    expect(path).toMatch(/^\/subscribe\/confirm\/[\w-]{32}$/);
    expect(mail.parsed.html).toContain(`href="${SITE_URL}${path}"`);

    const confirmed = await folio.http().get(path).expect(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    expect(confirmed.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(confirmed.headers['referrer-policy']).toBe('no-referrer');
    expect(confirmed.text).toContain('You are subscribed');
    expect(confirmed.text).toContain('reader@example.com');
    expect(confirmed.text).toContain('<title>You are subscribed - Field Notes</title>');
    expect(confirmed.text).toContain('class="site-header"');
    expect(confirmed.text).not.toMatch(/<script[^>]+src=/);
    expect(await statusOf('reader@example.com')).toBe('confirmed');

    const again = await folio.http().get(path).expect(404);
    expect(again.text).toContain('This link is no longer valid');
    expect(await folio.http().get('/subscribe/confirm/not-a-token').expect(404)).toBeTruthy();
  });

  it('refuses a link past its 48 hours with 410, and leaves the reader pending', async () => {
    await subscribe('late@example.com').expect(202);
    const path = confirmPathIn(await nextMailTo(smtp, 'late@example.com'));
    await sql(folio.databaseUrl, `UPDATE subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'`);
    const expired = await folio.http().get(path).expect(410);
    expect(expired.text).toContain('This link is no longer valid');
    expect(await statusOf('late@example.com')).toBe('pending');
  });

  it('answers every address alike after the same work, a job queued for each, and mails only those who may confirm', async () => {
    await subscribe('known@example.com').expect(202);
    await folio.http().get(confirmPathIn(await nextMailTo(smtp, 'known@example.com'))).expect(200);
    await subscribe('gone@example.com').expect(202);
    await nextMailTo(smtp, 'gone@example.com');
    await sql(folio.databaseUrl, `UPDATE subscribers SET status = 'unsubscribed', confirm_sent_at = NULL WHERE email = 'gone@example.com'`);
    await requestsTaken();
    const jobsBefore = await requestJobs();

    const answers = await Promise.all(['known@example.com', 'gone@example.com', 'nobody@example.com'].map(async (email) => {
      const response = await subscribe(email);
      return { status: response.status, body: response.body, type: response.headers['content-type'] };
    }));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(202);
    // The request's own work is one queued job, for the confirmed reader as for the stranger.
    expect((await requestJobs()) - jobsBefore).toBe(3);

    // The unsubscribed reader is pending again with a new link; the stranger gets one too.
    const link = confirmPathIn(await nextMailTo(smtp, 'gone@example.com', 1));
    await nextMailTo(smtp, 'nobody@example.com');
    await requestsTaken();
    expect(await statusOf('gone@example.com')).toBe('pending');
    await folio.http().get(link).expect(200);
    expect(await statusOf('gone@example.com')).toBe('confirmed');
    // A confirmed reader gets no second email for asking again.
    expect(smtp.to('known@example.com')).toHaveLength(1);
    expect(await statusOf('known@example.com')).toBe('confirmed');
  });

  it('sends a pending address a new link at most every few minutes, and the new link replaces the old', async () => {
    await subscribe('twice@example.com').expect(202);
    const first = confirmPathIn(await nextMailTo(smtp, 'twice@example.com'));
    await subscribe('twice@example.com').expect(202);
    await subscribe('Twice@Example.com').expect(202);
    await requestsTaken();
    await sql(folio.databaseUrl, `UPDATE subscribers SET confirm_sent_at = now() - interval '6 minutes' WHERE email = 'twice@example.com'`);
    await subscribe('twice@example.com').expect(202);
    const second = confirmPathIn(await nextMailTo(smtp, 'twice@example.com', 1));
    expect(second).not.toBe(first);
    expect(smtp.to('twice@example.com')).toHaveLength(2);
    await folio.http().get(first).expect(404);
    await folio.http().get(second).expect(200);
  });

  it('keeps the local part as typed, lowercases the domain, and counts one reader whatever the case', async () => {
    await subscribe('  Ann.Smith@Example.COM  ').expect(202);
    await nextMailTo(smtp, 'Ann.Smith@example.com');
    const before = await count();
    await subscribe('ann.smith@example.com').expect(202);
    await requestsTaken();
    expect(await count()).toBe(before);
    const rows = await sql<{ email: string }>(folio.databaseUrl, `SELECT email FROM subscribers WHERE lower(email) = 'ann.smith@example.com'`);
    expect(rows).toEqual([{ email: 'Ann.Smith@example.com' }]);
  });

  it('refuses a missing, malformed or over-long address with a 400 naming email, and changes nothing', async () => {
    const before = await count();
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(254);
    for (const email of [undefined, '', '   ', 'not-an-address', 'a@b', 'Reader <reader@example.com>', 42, long]) {
      const response = await subscribe(email).expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(/email (is required|must be)/);
    }
    const extra = await folio.http().post('/api/subscribers').set(client).send({ email: 'x@example.com', admin: true }).expect(400);
    expect(JSON.stringify(extra.body.message)).toContain('admin');
    expect(await count()).toBe(before);
  });

  it('throttles one client address: 429 with Retry-After after 10 requests in 15 minutes', async () => {
    for (let i = 0; i < 10; i += 1) await subscribe(`many${i}@example.com`).expect(202);
    const throttled = await subscribe('one-more@example.com').expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    await requestsTaken();
    expect(await statusOf('one-more@example.com')).toBeUndefined();
    // Another address is not held up.
    client = newClient();
    await subscribe('one-more@example.com').expect(202);
  });

  it('stays open while Coming Soon is on', async () => {
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      await folio.http().get('/api/posts').expect(503);
      await subscribe('early@example.com').expect(202);
      const path = confirmPathIn(await nextMailTo(smtp, 'early@example.com'));
      await folio.http().get(path).expect(200);
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});
