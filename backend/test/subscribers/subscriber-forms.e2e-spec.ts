import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { confirmPathIn, newClient, nextMailTo, SITE_URL, sql } from './subscribers-support.js';

describe('the subscribe form without JavaScript', () => {
  const build = temporaryFrontendBuild();
  let smtp: SmtpTestServer;
  let folio: TestApp;

  const post = (body: string, client = newClient()) => folio.http().post('/subscribe').set(client).type('form').send(body);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    folio = await startTestApp({ env: { SMTP_URL: smtp.url, SITE_URL, SITE_NAME: 'Field Notes', FRONTEND_DIST: build.dir, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
    build.remove();
  });

  it('answers "Check your inbox" in the site\'s own page, and the link it mails subscribes the reader', async () => {
    const page = await post('email=form%40example.com').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Check your inbox - Field Notes</title>');
    expect(page.text).toContain('Check your inbox: we sent a link to confirm your subscription.');
    expect(page.text).toContain('class="site-footer"');
    expect(page.text).not.toMatch(/<script[^>]+src=/);
    await folio.http().get(confirmPathIn(await nextMailTo(smtp, 'form@example.com'))).expect(200);
  });

  it('draws the form again with what was typed and the problem, escaped, and adds no one', async () => {
    const page = await post(`email=${encodeURIComponent('"><script>alert(1)</script>')}`).expect(400);
    expect(page.text).toContain('email must be an email address such as name@example.com');
    expect(page.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('<form class="form" method="post" action="/subscribe"');
    const empty = await post('').expect(400);
    expect(empty.text).toContain('email is required');
    expect(await sql(folio.databaseUrl, 'SELECT email FROM subscribers WHERE email LIKE \'%script%\'')).toEqual([]);
  });

  it('says "Too many tries" with a 429 page once one address has sent too many', async () => {
    const client = newClient();
    for (let i = 0; i < 10; i += 1) await post(`email=tries${i}%40example.com`, client).expect(200);
    const page = await post('email=tries-more%40example.com', client).expect(429);
    expect(page.text).toContain('Too many tries');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
  });
});
