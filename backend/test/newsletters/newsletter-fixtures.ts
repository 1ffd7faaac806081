import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ReceivedMail } from '../support/smtp-server.js';
import { bearer, type TestApp } from '../support/test-app.js';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'suppressed';

export interface Reader {
  id: string;
  email: string;
  token: string;
}

/** Readers written straight into the table, as the subscribe flow (tested on its own) would leave them. */
export async function addReaders(databaseUrl: string, status: SubscriberStatus, emails: string[]): Promise<Reader[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const readers = emails.map((email) => ({ id: randomUUID(), email, token: randomBytes(24).toString('base64url') }));
    for (let start = 0; start < readers.length; start += 1000) {
      const chunk = readers.slice(start, start + 1000);
      await client.query(
        `INSERT INTO subscribers (id, email, status, unsubscribe_token, confirmed_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])`,
        [chunk.map((r) => r.id), chunk.map((r) => r.email), chunk.map(() => status), chunk.map((r) => r.token), chunk.map(() => (status === 'confirmed' ? new Date() : null))],
      );
    }
    return readers;
  } finally {
    await client.end();
  }
}

export async function query<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function publishWithEmail(app: TestApp, title: string, extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const response = await app.http().post('/api/posts').set(bearer()).send({ title, content_text: `${title}: the tide came in.`, send_email: true, ...extra });
  if (response.status !== 201) throw new Error(`POST /api/posts answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The message's headers, unfolded, by lower-case name. */
export function headerLines(mail: ReceivedMail): Map<string, string> {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** How many messages each address received, among those about `subject`. */
export function countsByAddress(messages: ReceivedMail[], subject?: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of messages) {
    if (subject !== undefined && mail.parsed.subject !== subject) continue;
    for (const to of mail.envelopeTo) counts.set(to.toLowerCase(), (counts.get(to.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}
