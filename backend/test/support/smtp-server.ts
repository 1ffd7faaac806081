import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { eventually } from './eventually.js';

/** One message the server accepted: its envelope, its raw bytes and what mailparser made of them. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
  /** The user name the client signed in with, if it did. */
  user?: string;
}

export interface SmtpTestServerOptions {
  /** When set, clients must sign in with these (AUTH PLAIN/LOGIN over the plain connection). */
  auth?: { user: string; pass: string };
  /** Advertise STARTTLS with smtp-server's self-signed certificate; off by default (a TLS-less server). */
  startTls?: boolean;
}

export interface SmtpTestServer {
  port: number;
  /** `smtp://[user:pass@]127.0.0.1:port`, for SMTP_URL. */
  url: string;
  /** Every accepted message, in the order they arrived. */
  messages: ReceivedMail[];
  /** The accepted messages whose envelope names this address (case-insensitive). */
  to: (address: string) => ReceivedMail[];
  /** Waits until `count` messages have arrived in all (or `withinMs` passes); answers the messages. */
  waitForMessages: (count: number, withinMs?: number) => Promise<ReceivedMail[]>;
  /** Sign-in attempts that were refused, by user name (the password is not kept). */
  refusedLogins: string[];
  /** The next `count` messages (MAIL FROM) get a temporary 451 answer. */
  failTemporarily: (count: number, answer?: string) => void;
  /** RCPT TO for these addresses gets a permanent 550 answer, until cleared with `[]`. */
  refuseRecipients: (addresses: string[], answer?: string) => void;
  /** Every message waits this long before its DATA is answered (0: none). */
  slowDown: (ms: number) => void;
  /** From now on DATA is never answered, until `release()` (or `stop()`). */
  hang: () => void;
  release: () => void;
  /** Messages (MAIL FROM) attempted, accepted or not. */
  attempts: () => number;
  clear: () => void;
  stop: () => Promise<void>;
}

function smtpError(code: number, answer: string): Error {
  return Object.assign(new Error(answer), { responseCode: code });
}

/** A real SMTP server (smtp-server) on 127.0.0.1, on a free port, that keeps what it receives, parsed by mailparser. */
export async function startSmtpServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const refusedLogins: string[] = [];
  let temporaryFailures = 0;
  let temporaryAnswer = 'Try again later';
  let refused = new Set<string>();
  let refusedAnswer = 'No such user here';
  let delayMs = 0;
  let hanging = false;
  const held: (() => void)[] = [];
  let attempts = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.startTls ? [] : ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 500,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
        return;
      }
      refusedLogins.push(auth.username ?? '');
      callback(smtpError(535, 'Authentication failed'));
    },
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      if (temporaryFailures > 0) {
        temporaryFailures -= 1;
        callback(smtpError(451, temporaryAnswer));
        return;
      }
      callback();
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (refused.has(address.address.toLowerCase())) callback(smtpError(550, refusedAnswer));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer = () => {
          simpleParser(raw).then(
            (parsed) => {
              messages.push({
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                parsed,
                user: typeof session.user === 'string' ? session.user : undefined,
              });
              callback();
            },
            (error: Error) => callback(smtpError(554, `Unparseable message: ${error.message}`)),
          );
        };
        if (hanging) held.push(answer);
        else if (delayMs > 0) setTimeout(answer, delayMs);
        else answer();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase())),
    waitForMessages: async (count, withinMs = 15_000) => {
      await eventually(() => messages.length >= count, withinMs);
      return messages;
    },
    refusedLogins,
    failTemporarily: (count, answer = 'Try again later') => {
      temporaryFailures = count;
      temporaryAnswer = answer;
    },
    refuseRecipients: (addresses, answer = 'No such user here') => {
      refused = new Set(addresses.map((address) => address.toLowerCase()));
      refusedAnswer = answer;
    },
    slowDown: (ms) => (delayMs = ms),
    hang: () => (hanging = true),
    release: () => {
      hanging = false;
      held.splice(0).forEach((answer) => answer());
    },
    attempts: () => attempts,
    clear: () => messages.splice(0),
    stop: async () => {
      hanging = false;
      held.splice(0).forEach((answer) => answer());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One .eml file the outbox transport wrote. */
export interface OutboxMail {
  file: string;
  raw: string;
  parsed: ParsedMail;
}

/** The messages in DATA_DIR/outbox, oldest first (the file names start with the time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const raw = readFileSync(file, 'utf8');
      return { file, raw, parsed: await simpleParser(raw) };
    }),
  );
}
