import { MailRefused } from './mail-transport.js';

/** Longest answer kept: enough for any server's sentence, not a page of it. */
const MAX_ANSWER = 500;

interface NodemailerError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The parts of SMTP_URL that must not appear in an answer, as written and as decoded. */
export function secretsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    const parts = [url.password, url.username].filter(Boolean);
    return [smtpUrl, ...parts, ...parts.map((part) => decodeURIComponent(part))].filter((part) => part.length >= 3);
  } catch {
    return [smtpUrl];
  }
}

function scrub(text: string, secrets: string[]): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) clean = clean.split(secret).join('…');
  return clean.length > MAX_ANSWER ? `${clean.slice(0, MAX_ANSWER - 1)}…` : clean;
}

/**
 * nodemailer's error as a MailRefused. Permanent only when the server refused this recipient or
 * this message with a 5xx (RCPT TO, DATA): a refused sign-in (EAUTH) or sender (MAIL FROM) is the
 * site's configuration, and would otherwise mark every reader undeliverable; a 4xx, a failed or
 * timed-out connection may succeed later.
 */
export function mailRefused(error: unknown, secrets: string[]): MailRefused {
  const failure = (error ?? {}) as NodemailerError;
  const code = failure.responseCode;
  const said = failure.response ?? failure.message ?? String(error);
  const answer = scrub(code !== undefined || !failure.code ? said : `${said} (${failure.code})`, secrets) || 'The mail server gave no answer';
  const configuration = failure.code === 'EAUTH' || failure.command === 'MAIL FROM' || failure.command === 'AUTH PLAIN' || failure.command === 'AUTH LOGIN';
  return new MailRefused(answer, code !== undefined && code >= 500 && code < 600 && !configuration);
}
