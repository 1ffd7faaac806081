// The newsletter part of `npm run bench` (issue 17): a post sent by email to 10,000 confirmed
// subscribers (written straight into the table) through an SMTP server on 127.0.0.1 (smtp-server, in
// this process, counting each recipient's messages), with the rate lifted (EMAIL_RATE_PER_MINUTE=0):
// time from the publish until every message is accepted and the report says sent, the server's peak
// RSS meanwhile, and whether each address got exactly one message.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';
import { peakKb, startRssSampler } from './rss-sampler.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
export const NEWSLETTER_TARGETS = { seconds: 180, peakRssMb: 300 };

const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP server that accepts everything and counts the messages each recipient received. */
async function startCountingSmtp() {
  const counts = new Map();
  let messages = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        messages++;
        for (const rcpt of session.envelope.rcptTo) counts.set(rcpt.address, (counts.get(rcpt.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { port: server.server.address().port, counts, messages: () => messages, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function addSubscribers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let start = 0; start < count; start += 2000) {
      const ids = [];
      const emails = [];
      const tokens = [];
      for (let n = start; n < Math.min(count, start + 2000); n++) {
        ids.push(randomUUID());
        emails.push(`reader-${n}@bench.example.org`);
        tokens.push(randomBytes(24).toString('base64url'));
      }
      await client.query(
        `INSERT INTO subscribers (id, email, status, unsubscribe_token, confirmed_at)
         SELECT id, email, 'confirmed', token, now() FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, email, token)`,
        [ids, emails, tokens],
      );
    }
  } finally {
    await client.end();
  }
}

const paragraph =
  'The tide came in over the flats, slowly, then all at once. Gulls followed the boats home, and the [harbour light](/blog/harbour) came on before the last of them was in.';
const CONTENT = `${Array.from({ length: 12 }, () => paragraph).join('\n\n')}\n\n![The bay at dusk](/uploads/bay.jpg)\n\n\`\`\`js\nconst tide = await high();\n\`\`\`\n`;

export async function benchNewsletter(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_newsletter');
  const smtp = await startCountingSmtp();
  const folio = await startFolio(databaseUrl, dataDir, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, EMAIL_RATE_PER_MINUTE: '0', SITE_NAME: 'Bench Notes' });
  const sampler = startRssSampler(folio.pid, 250);
  try {
    console.log(`Writing ${SUBSCRIBERS} confirmed subscribers...`);
    await addSubscribers(databaseUrl, SUBSCRIBERS);
    const started = Date.now();
    const response = await fetch(`${FOLIO}/api/posts`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Ten thousand readers', content_text: CONTENT, send_email: true }) });
    if (response.status !== 201) throw new Error(`Publishing answered ${response.status}: ${await response.text()}`);
    const post = await response.json();
    console.log(`Sending post ${post.id} to ${SUBSCRIBERS} readers...`);
    let report;
    let lastLog = Date.now();
    while (Date.now() - started < 15 * 60_000) {
      const answer = await fetch(`${FOLIO}/api/posts/${post.id}/email`, { headers: auth });
      report = answer.status === 200 ? await answer.json() : undefined;
      if (report && ['sent', 'failed'].includes(report.status) && smtp.messages() >= report.sent) break;
      if (Date.now() - lastLog > 15_000) {
        console.log(`  ${smtp.messages()} messages received after ${((Date.now() - started) / 1000).toFixed(0)} s`);
        lastLog = Date.now();
      }
      await sleep(250);
    }
    const seconds = (Date.now() - started) / 1000;
    const ended = Date.now();
    await sleep(1000);
    const counts = [...smtp.counts.values()];
    return {
      date: new Date().toISOString(),
      subscribers: SUBSCRIBERS,
      seconds,
      messagesPerSecond: smtp.messages() / seconds,
      peakRssMb: peakKb(sampler.samples, started, ended) / 1024,
      report: report && { status: report.status, recipients: report.recipients, sent: report.sent, failed: report.failed, suppressed: report.suppressed },
      addressesReached: smtp.counts.size,
      addressesWithMoreThanOne: counts.filter((count) => count > 1).length,
      messagesReceived: smtp.messages(),
      targets: NEWSLETTER_TARGETS,
    };
  } finally {
    sampler.stop();
    await stopFolio(folio);
    await smtp.stop();
  }
}

export function printNewsletter(result) {
  const once = result.addressesReached === result.subscribers && result.addressesWithMoreThanOne === 0;
  console.log('\nA post sent by email (issue 17)');
  console.table([
    {
      target: `${result.subscribers} subscribers reached through a local SMTP server in under ${result.targets.seconds} s`,
      measured: `${result.seconds.toFixed(1)} s (${result.messagesPerSecond.toFixed(0)} messages/s)`,
      met: result.seconds <= result.targets.seconds ? 'yes' : 'no',
    },
    { target: `peak RSS under ${result.targets.peakRssMb} MB`, measured: `${result.peakRssMb.toFixed(0)} MB`, met: result.peakRssMb <= result.targets.peakRssMb ? 'yes' : 'no' },
    {
      target: 'each address exactly one message',
      measured: `${result.addressesReached} reached, ${result.addressesWithMoreThanOne} more than once, report ${JSON.stringify(result.report)}`,
      met: once ? 'yes' : 'no',
    },
  ]);
}
