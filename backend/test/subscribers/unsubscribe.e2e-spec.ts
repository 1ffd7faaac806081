import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLoggedApp } from '../mail/logged-app.js';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, type TestApp } from '../support/test-app.js';
import { confirmPathIn, nextMailTo, SITE_URL, sql, unsubscribeTokenOf } from './subscribers-support.js';

describe('unsubscribing', () => {
  const build = temporaryFrontendBuild();
  let smtp: SmtpTestServer;
  let folio: TestApp & { log: () => string };
  const confirmTokens: string[] = [];

  const statusOf = async (email: string) => (await sql<{ status: string }>(folio.databaseUrl, 'SELECT status FROM subscribers WHERE email = $1', [email]))[0]?.status;

  /** A reader subscribed and confirmed the way readers do; answers their unsubscribe token. */
  async function subscribed(email: string): Promise<string> {
    await folio.http().post('/api/subscribers').send({ email }).expect(202);
    const path = confirmPathIn(await nextMailTo(smtp, email));
    confirmTokens.push(path.split('/').pop()!);
    await folio.http().get(path).expect(200);
    return unsubscribeTokenOf(folio.databaseUrl, email);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    folio = await startLoggedApp({ SMTP_URL: smtp.url, SITE_URL, SITE_NAME: 'Field Notes', FRONTEND_DIST: build.dir });
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
    build.remove();
  });

  it('unsubscribes in one click: a POST of List-Unsubscribe=One-Click, without a login, the same answer every time', async () => {
    const token = await subscribed('one-click@example.com');
    for (let i = 0; i < 2; i += 1) {
      const response = await folio.http().post(`/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(response.text).toContain('You are unsubscribed');
      expect(response.text).toContain('one-click@example.com');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect(await statusOf('one-click@example.com')).toBe('unsubscribed');
  });

  it('accepts the one-click POST as multipart too, as some mail clients send it', async () => {
    const token = await subscribed('multipart@example.com');
    await folio.http().post(`/unsubscribe/${token}`).field('List-Unsubscribe', 'One-Click').expect(200);
    expect(await statusOf('multipart@example.com')).toBe('unsubscribed');
  });

  it('shows a page with the address and a button; opening it changes nothing, the button unsubscribes', async () => {
    const token = await subscribed('page@example.com');
    const page = await folio.http().get(`/unsubscribe/${token}`).expect(200);
    expect(page.text).toContain('page@example.com');
    expect(page.text).toContain(`<form method="post" action="/unsubscribe/${token}"`);
    expect(page.text).toContain('>Unsubscribe</button>');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(await statusOf('page@example.com')).toBe('confirmed');

    // The button's form: no body at all.
    await folio.http().post(`/unsubscribe/${token}`).expect(200);
    expect(await statusOf('page@example.com')).toBe('unsubscribed');
    // Not answered from a cache: the page now says it is done.
    const after = await folio.http().get(`/unsubscribe/${token}`).expect(200);
    expect(after.text).toContain('You are unsubscribed');
    expect(after.text).not.toContain('>Unsubscribe</button>');
  });

  it('answers an unknown or malformed token with a 404 page, and changes nothing', async () => {
    const before = await sql(folio.databaseUrl, 'SELECT email, status FROM subscribers ORDER BY email');
    for (const token of ['A'.repeat(32), 'nope', '%3Cscript%3E']) {
      const page = await folio.http().get(`/unsubscribe/${token}`).expect(404);
      expect(page.text).toContain('This link is not valid');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      await folio.http().post(`/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(404);
    }
    expect(await sql(folio.databaseUrl, 'SELECT email, status FROM subscribers ORDER BY email')).toEqual(before);
  });

  it('works while Coming Soon is on', async () => {
    const token = await subscribed('soon@example.com');
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      await folio.http().get(`/unsubscribe/${token}`).expect(200);
      await folio.http().post(`/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await statusOf('soon@example.com')).toBe('unsubscribed');
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });

  it('never writes a confirmation or unsubscribe token to the log', async () => {
    const tokens = (await sql<{ unsubscribe_token: string }>(folio.databaseUrl, 'SELECT unsubscribe_token FROM subscribers')).map((row) => row.unsubscribe_token);
    expect(tokens.length).toBeGreaterThan(3);
    expect(confirmTokens.length).toBeGreaterThan(3);
    const log = folio.log();
    expect(log).toContain('"path":"/unsubscribe/…"');
    expect(log).toContain('"path":"/subscribe/confirm/…"');
    for (const token of [...tokens, ...confirmTokens]) expect(log).not.toContain(token);
  });
});
