import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { readOutbox, type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { startLoggedApp } from './logged-app.js';

const SMTP_USER = 'folio-sender';
const SMTP_PASS = 'p@ss word-never-shown-7c1e';

describe('mail through an SMTP server', () => {
  let smtp: SmtpTestServer;
  let folio: TestApp & { log: () => string };

  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
    folio = await startLoggedApp({ SMTP_URL: smtp.url, SITE_NAME: 'Ann\'s "Notes"', SITE_URL: 'https://blog.example.com', AUTHOR_EMAIL: 'ann@example.com' });
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.clear();
    smtp.failTemporarily(0);
    smtp.refuseRecipients([]);
  });

  it('tells the admin how mail goes out, without the URL or its password', async () => {
    const response = await folio.http().get('/api/mail').set(bearer()).expect(200);
    expect(response.body).toEqual({ transport: 'smtp', from: '"Ann\'s Notes" <no-reply@blog.example.com>', dkim: false });
    expect(JSON.stringify(response.body)).not.toContain(SMTP_PASS);
    await folio.http().get('/api/mail').expect(401);
  });

  it('sends a test email, signed in with the credentials of SMTP_URL, to AUTHOR_EMAIL by default', async () => {
    const response = await folio.http().post('/api/mail/test').set(bearer()).send({}).expect(200);
    expect(response.body).toEqual({ to: 'ann@example.com', transport: 'smtp', message_id: expect.stringMatching(/^<[\w-]+@blog\.example\.com>$/) });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.user).toBe(SMTP_USER);
    expect(mail.envelopeTo).toEqual(['ann@example.com']);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Ann\'s "Notes"', address: 'no-reply@blog.example.com' }]);
    expect(mail.parsed.subject).toBe('Test message from Ann\'s "Notes"');
    expect(mail.parsed.messageId).toBe(response.body.message_id);
    expect(Math.abs(mail.parsed.date!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(mail.parsed.text).toContain('test message');
    expect(mail.parsed.html).toContain('href="https://blog.example.com"');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
  });

  it('sends to the address given, and refuses one that is not an address, naming `to`', async () => {
    await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'reader@example.org' }).expect(200);
    expect(smtp.to('reader@example.org')).toHaveLength(1);
    const bad = await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'not an address' }).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('to must be an email address');
    expect(smtp.messages).toHaveLength(1);
  });

  it('answers 502 with the server\'s own words when it refuses the recipient, or asks to try later', async () => {
    smtp.refuseRecipients(['gone@example.org'], 'Mailbox unavailable');
    const refused = await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'gone@example.org' }).expect(502);
    expect(refused.body.message).toBe('The mail server refused the message: 550 Mailbox unavailable');
    smtp.failTemporarily(1, 'Greylisted, come back later');
    const later = await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'reader@example.org' }).expect(502);
    expect(later.body.message).toBe('The mail server refused the message: 451 Greylisted, come back later');
    expect(folio.log()).not.toContain(SMTP_PASS);
    expect(folio.log()).not.toContain(encodeURIComponent(SMTP_PASS));
  });

  it('throttles the test email: at most five a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'reader@example.org' })).status);
    // Earlier tests of this app sent some already: the limit is reached within six.
    expect(statuses).toContain(429);
    const throttled = await folio.http().post('/api/mail/test').set(bearer()).send({ to: 'reader@example.org' }).expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a wrong SMTP password', () => {
  it('answers 502 with the server\'s refusal and never shows or logs the password', async () => {
    const smtp = await startSmtpServer({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
    const wrong = 'wrong-secret-never-shown-88aa';
    const folio = await startLoggedApp({ SMTP_URL: `smtp://${SMTP_USER}:${wrong}@127.0.0.1:${smtp.port}`, AUTHOR_EMAIL: 'ann@example.com' });
    try {
      const response = await folio.http().post('/api/mail/test').set(bearer()).send({}).expect(502);
      expect(response.body.message).toMatch(/^The mail server refused the message: .*535 Authentication failed/);
      expect(JSON.stringify(response.body)).not.toContain(wrong);
      expect(folio.log()).not.toContain(wrong);
      expect(smtp.refusedLogins).toEqual([SMTP_USER]);
      // Started without SITE_URL: the log says once what that breaks.
      const unset = folio.log().split('\n').filter((line) => line.includes('SITE_URL is not set'));
      expect(unset).toHaveLength(1);
      expect(JSON.parse(unset[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining('links in emails, feeds') });
    } finally {
      await folio.close();
      await smtp.stop();
    }
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('answers 502 saying so', async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.stop();
    const folio = await startTestApp({ env: { SMTP_URL: url, AUTHOR_EMAIL: 'ann@example.com' } });
    try {
      const response = await folio.http().post('/api/mail/test').set(bearer()).send({}).expect(502);
      expect(response.body.message).toMatch(/^The mail server refused the message: .*ECONNREFUSED/);
    } finally {
      await folio.close();
    }
  });
});

describe('without AUTHOR_EMAIL', () => {
  it('asks for `to`', async () => {
    const folio = await startTestApp();
    try {
      const response = await folio.http().post('/api/mail/test').set(bearer()).send({}).expect(400);
      expect(response.body.message).toMatch(/^to is required/);
    } finally {
      await folio.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to DATA_DIR/outbox as .eml files, and the log says so once', async () => {
    const folio = await startLoggedApp({ AUTHOR_EMAIL: 'ann@example.com', SITE_URL: 'https://blog.example.com' });
    try {
      const dir = `${folio.config.dataDir}/outbox`;
      const settings = await folio.http().get('/api/mail').set(bearer()).expect(200);
      expect(settings.body).toEqual({ transport: 'outbox', from: '"Folio" <no-reply@blog.example.com>', dkim: false, outbox_dir: dir });
      const sent = await folio.http().post('/api/mail/test').set(bearer()).send({}).expect(200);
      expect(sent.body.transport).toBe('outbox');
      const [mail, ...more] = await readOutbox(folio.config.dataDir);
      expect(more).toEqual([]);
      expect(mail.file).toMatch(/outbox\/\d{4}-\d\d-\d\dT[\d-]+Z-[\w-]+\.eml$/);
      expect(mail.parsed.to).toMatchObject({ value: [{ address: 'ann@example.com' }] });
      expect(mail.parsed.messageId).toBe(sent.body.message_id);
      expect(mail.parsed.subject).toBe('Test message from Folio');
      expect(mail.parsed.text).toContain('test message');
      const notices = folio.log().split('\n').filter((line) => line.includes('SMTP_URL is not set'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain(dir);
      expect(folio.log()).not.toContain('SITE_URL is not set');
    } finally {
      await folio.close();
    }
  });
});

describe('DKIM', () => {
  it('signs every message with the configured key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const smtp = await startSmtpServer();
    const folio = await startTestApp({ env: { SMTP_URL: smtp.url, AUTHOR_EMAIL: 'ann@example.com', DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'folio', DKIM_PRIVATE_KEY: privateKey } });
    try {
      expect((await folio.http().get('/api/mail').set(bearer()).expect(200)).body.dkim).toBe(true);
      await folio.http().post('/api/mail/test').set(bearer()).send({}).expect(200);
      const [mail] = await smtp.waitForMessages(1);
      const signature = mail.raw.split(/\r?\n(?! )/).find((header) => header.startsWith('DKIM-Signature:'));
      expect(signature).toMatch(/d=example\.com;/);
      expect(signature).toMatch(/s=folio;/);
    } finally {
      await folio.close();
      await smtp.stop();
    }
  });
});
