import pg from 'pg';
import { jobsSettled } from '../support/jobs-settled.js';
import type { ReceivedMail, SmtpTestServer } from '../support/smtp-server.js';

export const SITE_URL = 'https://notes.example.org';

/** The confirmation link of a message, as a path on the site. */
export function confirmPathIn(mail: ReceivedMail): string {
  const link = /https:\/\/notes\.example\.org(\/subscribe\/confirm\/[\w-]+)/.exec(mail.parsed.text ?? '');
  if (!link) throw new Error(`No confirmation link in: ${mail.parsed.text}`);
  return link[1]!;
}

/** Waits for the next message to `address` (beyond `seen` already received) and answers it. */
export async function nextMailTo(smtp: SmtpTestServer, address: string, seen = 0, withinMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const mails = smtp.to(address);
    if (mails.length > seen) return mails[seen]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No message ${seen + 1} to ${address} within ${withinMs} ms`);
}

/** One query on the app's own database (to age a link, or read a reader's unsubscribe token as an email would carry it). */
export async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until every subscribe request sent so far has been taken by its job (the answer comes before the row). */
export async function subscribeRequestsTaken(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await jobsSettled(client, ['subscriber-request']);
  } finally {
    await client.end();
  }
}

export async function unsubscribeTokenOf(databaseUrl: string, email: string): Promise<string> {
  const [row] = await sql<{ unsubscribe_token: string }>(databaseUrl, 'SELECT unsubscribe_token FROM subscribers WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`${email} is not on the list`);
  return row.unsubscribe_token;
}

/** A client address of its own for each test (TRUST_PROXY=1): the subscribe throttle counts per address. */
let lastClient = 0;
export const newClient = () => ({ 'X-Forwarded-For': `203.0.113.${++lastClient}` });
