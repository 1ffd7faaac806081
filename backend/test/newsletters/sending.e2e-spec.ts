import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { NewsletterJobs } from '../../src/newsletters/newsletter.jobs.js';
import { startLoggedApp } from '../mail/logged-app.js';
import { eventually } from '../support/eventually.js';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, type TestApp } from '../support/test-app.js';
import { addReaders, countsByAddress, headerLines, publishWithEmail, query, type Reader } from './newsletter-fixtures.js';

/** Issue 17, points 3 and 4: a post sent by email to its subscribers, once, through a real SMTP server. */

const SMTP_USER = 'folio-newsletter';
const SMTP_PASS = 'smtp-secret-never-logged-93b1';
const SITE = 'https://tides.example.org';

type Report = { status: string; recipients: number; sent: number; failed: number; suppressed: number; started_at: string | null; finished_at: string | null; failures: Array<{ email: string; answer: string }> };

describe('sending a post by email', () => {
  let smtp: SmtpTestServer;
  let folio: TestApp & { log: () => string };
  let confirmed: Reader[];
  let pending: Reader[];
  let unsubscribed: Reader[];

  const report = async (id: string) => (await folio.http().get(`/api/posts/${id}/email`).set(bearer()).expect(200)).body as Report;
  /** The email is queued by a listener after the save's answer: 404 until then. */
  const reportSoon = async (id: string) => {
    const response = await folio.http().get(`/api/posts/${id}/email`).set(bearer());
    return response.status === 200 ? (response.body as Report) : undefined;
  };
  const settled = (id: string) => eventually(async () => ['sent', 'failed'].includes((await reportSoon(id))?.status ?? ''), 30_000);

  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
    folio = await startLoggedApp({ SMTP_URL: smtp.url, SITE_NAME: 'Tide Notes', SITE_URL: SITE, MAIL_FROM: 'letters@tides.example.org', EMAIL_RATE_PER_MINUTE: '0' });
    confirmed = await addReaders(folio.databaseUrl, 'confirmed', ['ann@example.org', 'Bob@Example.org', 'cleo@example.net']);
    pending = await addReaders(folio.databaseUrl, 'pending', ['pending@example.org']);
    unsubscribed = await addReaders(folio.databaseUrl, 'unsubscribed', ['gone@example.org']);
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    smtp.failTemporarily(0);
    smtp.refuseRecipients([]);
  });

  it('reaches every confirmed subscriber once and nobody else, as a well-formed message', async () => {
    const post = await publishWithEmail(folio, 'Low water', {
      content_text: 'See [the older post](/blog/older) and the bay:\n\n![The bay at dawn](/uploads/bay.jpg)\n\nAnd $a^2$ too.\n\n```js\nconst tide = 2;\n```',
    });
    expect((await folio.http().get(`/api/posts/${post.id}`).set(bearer()).expect(200)).body.send_email).toBe(true);
    await smtp.waitForMessages(3);
    expect(await settled(post.id)).toBe(true);
    expect(Object.fromEntries(countsByAddress(smtp.messages, 'Low water'))).toEqual({ 'ann@example.org': 1, 'bob@example.org': 1, 'cleo@example.net': 1 });
    for (const reader of [...pending, ...unsubscribed]) expect(smtp.to(reader.email)).toEqual([]);

    const mail = smtp.to('ann@example.org')[0]!;
    const ann = confirmed[0]!;
    const headers = headerLines(mail);
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    expect(mail.parsed.text).toContain('Low water');
    expect(mail.parsed.html).toBeTruthy();
    expect(headers.get('list-unsubscribe')).toBe(`<${SITE}/unsubscribe/${ann.token}>, <mailto:letters@tides.example.org?subject=unsubscribe>`);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.messageId).toBe(`<post-${post.id}.subscriber-${ann.id}@tides.example.org>`);
    expect(mail.parsed.date).toBeInstanceOf(Date);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Tide Notes', address: 'letters@tides.example.org' }]);

    const html = mail.parsed.html as string;
    expect(html).toContain(`href="${SITE}/blog/older"`);
    expect(html).toContain(`src="${SITE}/uploads/bay.jpg"`);
    expect(html).toMatch(new RegExp(`<a href="${SITE}/blog/${post.slug}"[^>]*>View in your browser</a>`));
    expect(html).toContain(`href="${SITE}/unsubscribe/${ann.token}"`);
    // The formula drawn in HTML every client shows, its TeX as the title; highlighted code in colours written on each token.
    expect(html).not.toContain('<math');
    expect(html).toMatch(/<span style="font-family:'Times New Roman'[^"]*" title="a\^2"><i>a<\/i><sup style="[^"]*">2<\/sup><\/span>/);
    expect(html).toMatch(/<span class="hl-\d+" style="color:#[0-9a-f]{6};">const<\/span>/);
    expect(html).not.toMatch(/<style|srcset|<picture/);
    expect(mail.parsed.text).toContain(`View it in your browser: ${SITE}/blog/${post.slug}`);
    expect(mail.parsed.text).toContain(`the older post (${SITE}/blog/older)`);
    expect(mail.parsed.text).toContain(`Unsubscribe: ${SITE}/unsubscribe/${ann.token}`);

    const done = await report(post.id);
    expect(done).toMatchObject({ status: 'sent', recipients: 3, sent: 3, failed: 0, suppressed: 0, failures: [] });
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(Date.parse(done.started_at!));
  });

  it('unsubscribes by a one-click POST to the address in the email', async () => {
    const mail = smtp.to('cleo@example.net')[0]!;
    const url = new URL(/<(https:[^>]+)>/.exec(headerLines(mail).get('list-unsubscribe')!)![1]!);
    await folio.http().post(url.pathname).type('form').send('List-Unsubscribe=One-Click').expect((response) => expect(response.status).toBeLessThan(300));
    const [row] = await query<{ status: string }>(folio.databaseUrl, 'SELECT status FROM subscribers WHERE email = $1', ['cleo@example.net']);
    expect(row!.status).toBe('unsubscribed');
    await query(folio.databaseUrl, `UPDATE subscribers SET status = 'confirmed' WHERE email = 'cleo@example.net'`);
  });

  it('sends a post once, however often it is published or edited afterwards', async () => {
    const post = await publishWithEmail(folio, 'Spring tide');
    expect(await settled(post.id)).toBe(true);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ title: 'Spring tide, edited', send_email: true }).expect(200);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ status: 'draft' }).expect(200);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ status: 'published' }).expect(200);
    await folio.app.get(NewsletterJobs).sweep();
    // A later post's messages arrive after anything the edits could have sent.
    const barrier = await publishWithEmail(folio, 'Neap tide');
    expect(await settled(barrier.id)).toBe(true);
    const sent = smtp.messages.filter((mail) => mail.parsed.messageId?.startsWith(`<post-${post.id}.`));
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((mail) => mail.envelopeTo[0]!.toLowerCase())).size).toBe(3);
    expect(await report(post.id)).toMatchObject({ status: 'sent', recipients: 3, sent: 3 });
  });

  it('never emails a page, even with the box ticked', async () => {
    const page = await publishWithEmail(folio, 'Tide tables', { type: 'page' });
    await folio.app.get(NewsletterJobs).sweep();
    const barrier = await publishWithEmail(folio, 'Low water');
    expect(await settled(barrier.id)).toBe(true);
    await folio.http().get(`/api/posts/${page.id}/email`).set(bearer()).expect(404);
    expect(smtp.messages.filter((mail) => mail.parsed.messageId?.startsWith(`<post-${page.id}.`))).toEqual([]);
  });

  it('emails a scheduled post when it goes live', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const post = await publishWithEmail(folio, 'Evening tide', { status: 'scheduled', published_at: at });
    await folio.http().get(`/api/posts/${post.id}/email`).set(bearer()).expect(404);
    expect(await settled(post.id)).toBe(true);
    expect(Object.fromEntries(countsByAddress(smtp.messages, 'Evening tide'))).toEqual({ 'ann@example.org': 1, 'bob@example.org': 1, 'cleo@example.net': 1 });
  });

  it('retries a message the server put off with 4xx, and delivers it once', async () => {
    smtp.failTemporarily(1, 'Greylisted, try again later');
    const post = await publishWithEmail(folio, 'Slack water');
    expect(await eventually(async () => (await reportSoon(post.id))?.sent === 2, 30_000)).toBe(true);
    const waiting = await report(post.id);
    expect(waiting).toMatchObject({ status: 'sending', recipients: 3, sent: 2, failed: 0 });
    // The first retry is due a minute later: the app's clocks move on, and the minutely sweep comes round.
    const later = new Date(Date.now() + 2 * 60_000);
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => later);
    await folio.app.get(NewsletterJobs).sweep();
    expect(await settled(post.id)).toBe(true);
    expect(await report(post.id)).toMatchObject({ status: 'sent', sent: 3, failed: 0 });
    expect(Object.fromEntries(countsByAddress(smtp.messages, 'Slack water'))).toEqual({ 'ann@example.org': 1, 'bob@example.org': 1, 'cleo@example.net': 1 });
  });

  it('fails a recipient the server refuses with 5xx, suppresses it, and skips it next time', async () => {
    smtp.refuseRecipients(['bob@example.org'], 'No such mailbox');
    const post = await publishWithEmail(folio, 'Rip current');
    expect(await settled(post.id)).toBe(true);
    const done = await report(post.id);
    expect(done).toMatchObject({ status: 'sent', recipients: 3, sent: 2, failed: 1, suppressed: 0 });
    expect(done.failures).toEqual([{ email: 'Bob@Example.org', answer: expect.stringMatching(/550.*No such mailbox/) }]);
    const [bob] = await query<{ status: string; suppressed_reason: string }>(folio.databaseUrl, 'SELECT status, suppressed_reason FROM subscribers WHERE id = $1', [confirmed[1]!.id]);
    expect(bob).toEqual({ status: 'suppressed', suppressed_reason: expect.stringMatching(/550/) });

    smtp.refuseRecipients([]);
    const next = await publishWithEmail(folio, 'Ebb');
    expect(await settled(next.id)).toBe(true);
    expect(await report(next.id)).toMatchObject({ status: 'sent', recipients: 2, sent: 2 });
    expect(countsByAddress(smtp.messages, 'Ebb').has('bob@example.org')).toBe(false);
  });

  it('skips a reader who unsubscribed after the post was queued', async () => {
    // The first post's messages hang in the server, so the second waits its turn, queued.
    smtp.hang();
    const first = await publishWithEmail(folio, 'Undertow');
    await eventually(async () => smtp.attempts() > 0 && (await reportSoon(first.id))?.status === 'sending', 15_000);
    const second = await publishWithEmail(folio, 'Backwash');
    expect(await eventually(async () => (await reportSoon(second.id)) !== undefined, 15_000)).toBe(true);
    expect(await report(second.id)).toMatchObject({ status: 'queued', recipients: 2 });
    await query(folio.databaseUrl, `UPDATE subscribers SET status = 'unsubscribed' WHERE id = $1`, [confirmed[2]!.id]);
    smtp.release();
    expect(await settled(first.id)).toBe(true);
    expect(await settled(second.id)).toBe(true);
    expect(await report(second.id)).toMatchObject({ status: 'sent', recipients: 2, sent: 1, suppressed: 1 });
    expect(Object.fromEntries(countsByAddress(smtp.messages, 'Backwash'))).toEqual({ 'ann@example.org': 1 });
  });

  it('sends a post whose box is ticked within a day of going live, and never an older one', async () => {
    const recent = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Forgot the box', content_text: 'Oops.' }).expect(201);
    const old = await folio.http().post('/api/posts').set(bearer())
      .send({ title: 'Last week', content_text: 'Old news.', published_at: new Date(Date.now() - 7 * 86_400_000).toISOString() })
      .expect(201);
    await folio.http().patch(`/api/posts/${recent.body.id}`).set(bearer()).send({ send_email: true }).expect(200);
    await folio.http().patch(`/api/posts/${old.body.id}`).set(bearer()).send({ send_email: true }).expect(200);
    expect(await settled(recent.body.id)).toBe(true);
    await folio.app.get(NewsletterJobs).sweep();
    await folio.http().get(`/api/posts/${old.body.id}/email`).set(bearer()).expect(404);
    expect(countsByAddress(smtp.messages, 'Last week').size).toBe(0);
    expect(countsByAddress(smtp.messages, 'Forgot the box').get('ann@example.org')).toBe(1);
  });

  it('queues, at the sweep, a post whose going live no listener heard (a crash right after publishing)', async () => {
    const post = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Unheard', content_text: 'Nobody listened.' }).expect(201);
    // As the database is left when the process dies between publishing and queueing.
    await query(folio.databaseUrl, 'UPDATE posts SET send_email = true WHERE id = $1', [post.body.id]);
    await folio.http().get(`/api/posts/${post.body.id}/email`).set(bearer()).expect(404);
    expect(await folio.app.get(NewsletterJobs).sweep()).toMatchObject({ queued: [post.body.id] });
    expect(await settled(post.body.id)).toBe(true);
    expect(countsByAddress(smtp.messages, 'Unheard').get('ann@example.org')).toBe(1);
  });

  it('reports 404 for a post never emailed and 400 for an id that is not a UUID', async () => {
    const plain = await folio.http().post('/api/posts').set(bearer()).send({ title: 'Not emailed', content_text: 'Quiet.' }).expect(201);
    expect(plain.body.send_email).toBe(false);
    const none = await folio.http().get(`/api/posts/${plain.body.id}/email`).set(bearer()).expect(404);
    expect(none.body.message).toBe('This post has not been sent by email');
    const bad = await folio.http().get('/api/posts/not-a-uuid/email').set(bearer()).expect(400);
    expect(bad.body.message).toMatch(/id must be a UUID/);
    await folio.http().get(`/api/posts/${plain.body.id}/email`).expect(401);
    await folio.http().post('/api/posts').set(bearer()).send({ title: 'Wrong', content_text: 'x', send_email: 'yes' }).expect(400);
  });

  it('writes neither a reader\'s token nor the SMTP password to the log', () => {
    const log = folio.log();
    expect(log).toContain('queued to be emailed');
    expect(log).not.toContain(SMTP_PASS);
    for (const reader of [...confirmed, ...pending, ...unsubscribed]) expect(log).not.toContain(reader.token);
  });
});
