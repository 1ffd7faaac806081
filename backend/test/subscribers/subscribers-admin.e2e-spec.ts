import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SmtpTestServer, startSmtpServer } from '../support/smtp-server.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { SITE_URL, sql, subscribeRequestsTaken } from './subscribers-support.js';

describe('the author\'s list of readers', () => {
  let smtp: SmtpTestServer;
  let folio: TestApp;

  const importCsv = (csv: string, consent?: string) => {
    const request = folio.http().post('/api/subscribers/import').set(bearer());
    if (consent !== undefined) request.field('consent', consent);
    return request.attach('file', Buffer.from(csv), { filename: 'readers.csv', contentType: 'text/csv' });
  };
  const list = (query = '') => folio.http().get(`/api/subscribers${query}`).set(bearer());
  const statusOf = async (email: string) => (await sql<{ status: string }>(folio.databaseUrl, 'SELECT status FROM subscribers WHERE email = $1', [email]))[0]?.status;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    folio = await startTestApp({ env: { SMTP_URL: smtp.url, SITE_URL } });
  });
  afterAll(async () => {
    await folio?.close();
    await smtp?.stop();
  });

  it('imports readers who consented as confirmed, reports bad lines by number, and sends nothing', async () => {
    const csv = 'Name,Email\r\nAnn,ann@example.com\r\nBob,not-an-address\r\nCleo,cleo@Example.ORG\r\nDup,ANN@example.com\r\nEve,\r\n';
    const response = await importCsv(csv, 'true').expect(200);
    expect(response.body).toEqual({
      imported: 2,
      already_known: 1,
      invalid: [
        { line: 3, reason: 'the address must be an email address such as name@example.com' },
        { line: 6, reason: 'the address is required: an email address such as name@example.com' },
      ],
    });
    expect(await statusOf('ann@example.com')).toBe('confirmed');
    expect(await statusOf('cleo@example.org')).toBe('confirmed');
    const [{ confirmed_at }] = await sql<{ confirmed_at: Date | null }>(folio.databaseUrl, `SELECT confirmed_at FROM subscribers WHERE email = 'ann@example.com'`);
    expect(confirmed_at).toBeInstanceOf(Date);
  });

  it('imports without consent as pending, without a header too, and leaves known readers as they were', async () => {
    await sql(folio.databaseUrl, `UPDATE subscribers SET status = 'unsubscribed' WHERE email = 'cleo@example.org'`);
    const response = await importCsv('pending1@example.com\npending2@example.com\ncleo@example.org\n').expect(200);
    expect(response.body).toEqual({ imported: 2, already_known: 1, invalid: [] });
    expect(await statusOf('pending1@example.com')).toBe('pending');
    expect(await statusOf('cleo@example.org')).toBe('unsubscribed');
    // Nothing is mailed to imported readers, with or without consent.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toEqual([]);
  });

  it('refuses an import without a file, a file that is not CSV, an unknown consent or one over 5 MB, and adds no one', async () => {
    const before = (await list().expect(200)).body.counts;
    const missing = await folio.http().post('/api/subscribers/import').set(bearer()).field('consent', 'true').expect(400);
    expect(missing.body.message).toMatch(/^file is required/);
    const broken = await importCsv('email\n"unclosed@example.com\n', 'true').expect(400);
    expect(broken.body.message).toMatch(/^file is not a readable CSV file/);
    const consent = await importCsv('email\nz@example.com\n', 'yes').expect(400);
    expect(JSON.stringify(consent.body.message)).toContain('consent must be true or false');
    await importCsv(`email\n${'big@example.com\n'.repeat(400_000)}`, 'true').expect(413);
    expect((await list().expect(200)).body.counts).toEqual(before);
    await folio.http().post('/api/subscribers/import').attach('file', Buffer.from('email\nx@example.com\n'), 'r.csv').expect(401);
  });

  it('lists readers newest first, 20 a page, searched by part of the address and filtered by status, with the whole list\'s counts', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `page${String(i).padStart(2, '0')}@list.example`).join('\n');
    await importCsv(`email\n${many}\n`, 'true').expect(200);
    await sql(folio.databaseUrl, `UPDATE subscribers SET created_at = created_at + (substring(email from 5 for 2)::int * interval '1 second') WHERE email LIKE 'page%'`);

    const first = await list('?q=LIST.example').expect(200);
    expect(first.body.total).toBe(25);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).toEqual({ id: expect.any(String), email: 'page24@list.example', status: 'confirmed', created_at: expect.any(String) });
    const second = await list('?q=list.example&page=2').expect(200);
    expect(second.body.items.map((item: { email: string }) => item.email)).toEqual(['page04@list.example', 'page03@list.example', 'page02@list.example', 'page01@list.example', 'page00@list.example']);
    expect(first.body.counts).toEqual({ pending: 2, confirmed: 26, unsubscribed: 1, suppressed: 0 });

    const pending = await list('?status=pending').expect(200);
    expect(pending.body.items.map((item: { email: string }) => item.email).sort()).toEqual(['pending1@example.com', 'pending2@example.com']);
    expect(pending.body.total).toBe(2);
    expect((await list('?q=%25').expect(200)).body.total).toBe(0);

    for (const query of ['?status=gone', '?page=0', '?page=x', '?q=' + 'a'.repeat(300)]) await list(query).expect(400);
    await folio.http().get('/api/subscribers').expect(401);
  });

  it('deletes a reader: 204, then 404; a bad id is 400', async () => {
    const { body } = await list('?q=pending1').expect(200);
    const id = body.items[0].id as string;
    await folio.http().delete(`/api/subscribers/${id}`).set(bearer()).expect(204);
    await folio.http().delete(`/api/subscribers/${id}`).set(bearer()).expect(404);
    await folio.http().delete('/api/subscribers/not-a-uuid').set(bearer()).expect(400);
    expect(await statusOf('pending1@example.com')).toBeUndefined();
  });

  it('exports CSV with every reader, and neutralises cells a spreadsheet would run', async () => {
    await importCsv('email\n=HYPERLINK@evil.example\n+SUM@evil.example\n-2@evil.example\n', 'true').expect(200);
    // Readers who subscribe themselves are stamped by PostgreSQL, to the microsecond.
    for (const email of ['self1@example.com', 'self2@example.com']) await folio.http().post('/api/subscribers').send({ email }).expect(202);
    await subscribeRequestsTaken(folio.databaseUrl);
    const response = await folio.http().get('/api/subscribers/export').set(bearer()).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,created_at,confirmed_at');
    expect(lines).toHaveLength(1 + (await sql(folio.databaseUrl, 'SELECT 1 FROM subscribers')).length);
    expect(lines).toContainEqual(expect.stringMatching(/^'=HYPERLINK@evil\.example,confirmed,\d{4}-[\d:T.-]+Z,\d{4}-[\d:T.-]+Z$/));
    expect(lines).toContainEqual(expect.stringMatching(/^'\+SUM@evil\.example,/));
    expect(lines).toContainEqual(expect.stringMatching(/^'-2@evil\.example,/));
    expect(lines).toContainEqual(expect.stringMatching(/^pending2@example\.com,pending,[^,]+,$/));
    expect(lines.filter((line) => line.startsWith('self'))).toHaveLength(2);
    await folio.http().get('/api/subscribers/export').expect(401);
  });
});
