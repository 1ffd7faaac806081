import type { NestExpressApplication } from '@nestjs/platform-express';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MockAgent } from 'undici';
import { CompressUrlService } from '../../src/images/compress-url.service.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { portOf, type RawResponse } from './raw-http.js';

export interface FuzzApp {
  folio: TestApp;
  port: number;
  /** A new client address for every request (see startFuzzApp). */
  nextAddress: () => string;
  close: () => Promise<void>;
}

/**
 * Compress-by-URL with fuzzed URLs must never reach past this machine: its fetcher keeps every check
 * it makes before connecting (scheme, credentials, refused addresses), and then meets an agent that
 * refuses every connection.
 */
function keepFetchesLocal(app: NestExpressApplication): void {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const fetcher = (app.get(CompressUrlService) as unknown as { fetcher: { agent: unknown } }).fetcher;
  fetcher.agent = agent;
}

/**
 * The app as the fuzzer and the authorisation matrix see it. Wrong tokens are throttled per client
 * address (10, then 429 for 15 minutes), so with one address the run would soon see only 429s:
 * TRUST_PROXY=loopback lets each request name its own address in X-Forwarded-For, and every
 * request gets a fresh one. The throttle itself stays as it is, and is tested in admin.e2e-spec.
 */
export async function startFuzzApp(env: Record<string, string | undefined> = {}): Promise<FuzzApp> {
  const folio = await startTestApp({ env: { TRUST_PROXY: 'loopback', ...env } });
  keepFetchesLocal(folio.app);
  let sequence = 0;
  return {
    folio,
    port: portOf(folio.app.getHttpServer()),
    nextAddress: () => {
      sequence += 1;
      return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
    },
    close: () => folio.close(),
  };
}

/**
 * The answer's text as a client reads it: decompressed when the server compressed it (a fuzzed
 * request may accept br or gzip, and a long error message is then sent compressed). A body its
 * Content-Encoding does not describe stays as it came, and fails the JSON check below.
 */
function textOf(response: RawResponse): string {
  const coding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  try {
    if (coding === 'br') return brotliDecompressSync(response.body).toString('utf8');
    if (coding === 'gzip') return gunzipSync(response.body).toString('utf8');
  } catch {
    // Not what its header says: judged as it is.
  }
  return response.body.toString('utf8');
}

/** What is wrong with a 4xx answer's body, or undefined when it is the JSON `{ statusCode, message }` it must be. */
export function errorBodyProblem(response: RawResponse): string | undefined {
  const type = String(response.headers['content-type'] ?? '');
  const text = textOf(response);
  if (!/^application\/json\b/i.test(type)) return `content type "${type}" is not JSON: ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 200)}`;
  }
  const { statusCode, message } = (body ?? {}) as { statusCode?: unknown; message?: unknown };
  if (statusCode !== response.status) return `statusCode ${JSON.stringify(statusCode)} is not the status ${response.status}`;
  const messageOk = (typeof message === 'string' && message.length > 0) || (Array.isArray(message) && message.length > 0 && message.every((item) => typeof item === 'string'));
  if (!messageOk) return `message ${JSON.stringify(message)} is not a non-empty string or list of strings`;
  return undefined;
}

/** The one 5xx an API call may give without anything being wrong: Coming Soon, switched on by a fuzzed request. */
export function isComingSoon(response: RawResponse): boolean {
  if (response.status !== 503) return false;
  try {
    return (JSON.parse(textOf(response)) as { comingSoon?: unknown }).comingSoon === true;
  } catch {
    return false;
  }
}
