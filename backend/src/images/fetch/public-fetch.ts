import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request, type Dispatcher } from 'undici';
import { nonPublicRange } from './address-policy.js';

export const MAX_FETCH_BYTES = 10 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

export type FetchFailure =
  | 'bad-url'
  | 'bad-scheme'
  | 'credentials'
  | 'refused-address'
  | 'too-large'
  | 'too-many-redirects'
  | 'timeout'
  | 'remote-status'
  | 'network';

/** Why a fetch did not happen or failed; the message is a phrase the caller can put after its own words. */
export class PublicFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
    /** True when the URL the caller gave was fine and a redirect led somewhere refused. */
    readonly redirected = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PublicFetchError';
  }
}

export type Resolver = (hostname: string, options: { family?: 4 | 6; hints?: number }) => Promise<LookupAddress[]>;

export interface PublicFetchOptions {
  /** Host names exactly as the URL writes them (`127.0.0.1`, `[::1]`, `localhost`) whose addresses are not checked. */
  allowlist?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; every address it answers is checked before a connection is made. */
  resolve?: Resolver;
}

export interface FetchedBody {
  bytes: Buffer;
  /** The URL the bytes came from, after redirects. */
  url: string;
  contentType?: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5',
  'accept-encoding': 'identity',
  'user-agent': 'Folio (compress-by-URL)',
};
const RESOLVES_NOT_PUBLIC = 'resolves to an address that is not public';
const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA']);

const systemResolver: Resolver = (hostname, { family, hints }) =>
  dns.promises.lookup(hostname, { all: true, family: family ?? 0, hints });

function familyOf(family: number | string | undefined): 4 | 6 | undefined {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return undefined;
}

function parse(input: string): URL {
  try {
    return new URL(input);
  } catch (error) {
    throw new PublicFetchError('bad-url', 'not an absolute URL', false, { cause: error });
  }
}

/** Drops a body not worth reading; destroying it unread emits an error no one needs. */
function discard(response: Dispatcher.ResponseData): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Fetches the bytes behind an http(s) URL for the server, refusing every address that is not
 * public. Names are checked inside the socket's own lookup, so the address checked is the address
 * connected to (no DNS rebinding); IP literals, which skip the lookup, are checked before the
 * request. Redirects are followed here, each hop checked again.
 */
export class PublicFetcher {
  private readonly allowlist: ReadonlySet<string>;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;
  private readonly resolve: Resolver;
  private readonly agent: Dispatcher;

  constructor(options: PublicFetchOptions = {}) {
    this.allowlist = new Set((options.allowlist ?? []).map((host) => host.toLowerCase()));
    this.timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
    this.maxBytes = options.maxBytes ?? MAX_FETCH_BYTES;
    this.maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
    this.resolve = options.resolve ?? systemResolver;
    this.agent = new Agent({ connect: { lookup: this.lookup, timeout: this.timeoutMs } });
  }

  get limits(): { timeoutMs: number; maxBytes: number; maxRedirects: number } {
    return { timeoutMs: this.timeoutMs, maxBytes: this.maxBytes, maxRedirects: this.maxRedirects };
  }

  async fetch(input: string): Promise<FetchedBody> {
    let url = parse(input);
    let redirects = 0;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      for (; ; redirects += 1) {
        this.check(url, redirects > 0);
        const response = await request(url, { dispatcher: this.agent, method: 'GET', headers: HEADERS, signal: controller.signal });
        if (REDIRECT_STATUSES.has(response.statusCode) && header(response.headers.location) !== undefined) {
          discard(response);
          if (redirects >= this.maxRedirects) throw new PublicFetchError('too-many-redirects', `more than ${this.maxRedirects} redirects`);
          url = this.follow(url, header(response.headers.location)!);
          continue;
        }
        if (response.statusCode < 200 || response.statusCode > 299) {
          discard(response);
          throw new PublicFetchError('remote-status', `${url.host} answered HTTP ${response.statusCode}`);
        }
        return { bytes: await this.read(response), url: url.href, contentType: header(response.headers['content-type']) };
      }
    } catch (error) {
      throw this.failure(error, url, redirects > 0, controller.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  /** Scheme, credentials and IP literals: everything that can be refused before a connection. */
  private check(url: URL, redirected: boolean): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      const detail = redirected ? `it redirects to a ${url.protocol} URL` : `${url.protocol} URLs are not fetched`;
      throw new PublicFetchError('bad-scheme', detail, redirected);
    }
    if (url.username || url.password) {
      const detail = redirected ? `it redirects to ${url.host} with a user name or password` : 'the URL holds a user name or password';
      throw new PublicFetchError('credentials', detail, redirected);
    }
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const range = isIP(literal) && !this.allowlist.has(url.hostname) ? nonPublicRange(literal) : undefined;
    if (range) {
      const detail = redirected ? `it redirects to ${url.host}, which is not public (${range})` : `${url.hostname} is not public (${range})`;
      throw new PublicFetchError('refused-address', detail, redirected);
    }
  }

  private follow(from: URL, location: string): URL {
    try {
      return new URL(location, from);
    } catch (error) {
      throw new PublicFetchError('remote-status', `${from.host} redirected to an invalid URL`, true, { cause: error });
    }
  }

  private async read(response: Dispatcher.ResponseData): Promise<Buffer> {
    const tooLarge = () => new PublicFetchError('too-large', `larger than ${this.maxBytes} bytes`);
    const declared = Number(header(response.headers['content-length']));
    if (declared > this.maxBytes) {
      discard(response);
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > this.maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, total);
  }

  private failure(error: unknown, url: URL, redirected: boolean, aborted: boolean): PublicFetchError {
    if (error instanceof PublicFetchError) {
      // The socket's lookup cannot know the name came from a redirect.
      if (error.reason !== 'refused-address' || error.redirected || !redirected) return error;
      return new PublicFetchError(error.reason, `it redirects to ${url.host}, which ${RESOLVES_NOT_PUBLIC}`, true);
    }
    const code = (error as { code?: unknown })?.code;
    if (aborted || code === 'UND_ERR_CONNECT_TIMEOUT') {
      return new PublicFetchError('timeout', `no complete answer within ${this.timeoutMs / 1000} seconds`, false, { cause: error });
    }
    if (typeof code === 'string' && DNS_FAILURES.has(code)) {
      return new PublicFetchError('network', `${url.hostname} could not be resolved (${code})`, false, { cause: error });
    }
    const why = typeof code === 'string' ? code : (error as Error)?.message ?? String(error);
    return new PublicFetchError('network', `${url.host} could not be reached (${why})`, false, { cause: error });
  }

  /** The socket's name lookup: resolves, then refuses the connection unless every address is public. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    const family = familyOf(options.family);
    this.resolve(hostname, { family, hints: options.hints })
      .then((found) => {
        const addresses = family ? found.filter((entry) => entry.family === family) : found;
        if (addresses.length === 0) throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
        if (!this.allowlist.has(hostname.toLowerCase()) && addresses.some(({ address }) => nonPublicRange(address))) {
          throw new PublicFetchError('refused-address', `${hostname} ${RESOLVES_NOT_PUBLIC}`);
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}
