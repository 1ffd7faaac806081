import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicFetcher, PublicFetchError, type PublicFetchOptions, type Resolver } from './public-fetch.js';

type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;

describe('PublicFetcher', () => {
  const routes = new Map<string, Route>();
  let server: http.Server;
  let connections = 0;
  let base: string;
  let port: number;
  const fetchers: PublicFetcher[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const route = routes.get(request.url ?? '');
      if (route) route(request, response);
      else response.writeHead(404).end('missing');
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterEach(async () => {
    routes.clear();
    await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetcher = (options: PublicFetchOptions = {}) => {
    const made = new PublicFetcher({ allowlist: ['127.0.0.1'], ...options });
    fetchers.push(made);
    return made;
  };
  const failure = async (promise: Promise<unknown>): Promise<PublicFetchError> => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PublicFetchError);
    return error as PublicFetchError;
  };
  const redirect = (location: string): Route => (_request, response) => response.writeHead(302, { location }).end();

  it('fetches the bytes of an allowlisted host, following a relative redirect', async () => {
    routes.set('/start', redirect('/image'));
    routes.set('/image', (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('PNG bytes')));
    const body = await fetcher().fetch(`${base}/start`);
    expect(body).toEqual({ bytes: Buffer.from('PNG bytes'), url: `${base}/image`, contentType: 'image/png' });
  });

  it('asks for the plain bytes, as an image', async () => {
    let headers: http.IncomingHttpHeaders = {};
    routes.set('/image', (request, response) => {
      headers = request.headers;
      response.end('x');
    });
    await fetcher().fetch(`${base}/image`);
    expect(headers).toMatchObject({ 'accept-encoding': 'identity', accept: expect.stringContaining('image/webp') });
  });

  it('refuses a name whose address is not public without connecting to it', async () => {
    const asked: string[] = [];
    const resolve: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    routes.set('/image', (_request, response) => response.end('secret'));
    const before = connections;
    const error = await failure(fetcher({ resolve }).fetch(`http://rebind.test:${port}/image`));
    expect(error).toMatchObject({ reason: 'refused-address', message: 'rebind.test resolves to an address that is not public', redirected: false });
    expect(asked).toEqual(['rebind.test']);
    expect(connections).toBe(before);
  });

  it('checks the name of an https URL the same way, before any TLS handshake', async () => {
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const before = connections;
    const error = await failure(fetcher({ resolve }).fetch(`https://rebind.test:${port}/image`));
    expect(error).toMatchObject({ reason: 'refused-address', message: 'rebind.test resolves to an address that is not public' });
    expect(connections).toBe(before);
  });

  it('refuses a name when any one of its addresses is not public', async () => {
    const resolve: Resolver = async () => [
      { address: '2606:4700:4700::1111', family: 6 },
      { address: '::ffff:10.0.0.1', family: 6 },
    ];
    expect((await failure(fetcher({ resolve }).fetch('http://mixed.test/'))).reason).toBe('refused-address');
  });

  it('connects to an allowlisted name through the same lookup', async () => {
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    routes.set('/image', (_request, response) => response.end('ok'));
    const body = await fetcher({ allowlist: ['images.test'], resolve }).fetch(`http://IMAGES.test:${port}/image`);
    expect(body.bytes.toString()).toBe('ok');
  });

  it.each([
    ['http://127.0.0.1/', '127.0.0.1 is not public (loopback)'],
    ['http://2130706433/', '127.0.0.1 is not public (loopback)'],
    ['http://0177.0.0.1/', '127.0.0.1 is not public (loopback)'],
    ['http://0x7f000001/', '127.0.0.1 is not public (loopback)'],
    ['http://0x7f.1/', '127.0.0.1 is not public (loopback)'],
    ['http://[::1]/', '[::1] is not public (loopback)'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1] is not public (IPv4-mapped 127.0.0.1: loopback)'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not public (link-local, cloud metadata)'],
    ['http://[fe80::1]/', '[fe80::1] is not public (link-local)'],
  ])('refuses the IP literal %s before any lookup, even when another host is allowlisted', async (url, message) => {
    const resolve: Resolver = async () => {
      throw new Error('no lookup expected');
    };
    const error = await failure(fetcher({ allowlist: ['localhost'], resolve }).fetch(url));
    expect({ reason: error.reason, message: error.message }).toEqual({ reason: 'refused-address', message });
  });

  it.each([
    ['file:///etc/passwd', 'bad-scheme', 'file: URLs are not fetched'],
    ['gopher://127.0.0.1/', 'bad-scheme', 'gopher: URLs are not fetched'],
    ['ftp://example.com/a.png', 'bad-scheme', 'ftp: URLs are not fetched'],
    ['http://user:pass@example.com/', 'credentials', 'the URL holds a user name or password'],
    ['http://user@example.com/', 'credentials', 'the URL holds a user name or password'],
    ['not a url', 'bad-url', 'not an absolute URL'],
    ['/relative/path.png', 'bad-url', 'not an absolute URL'],
  ])('refuses %s (%s)', async (url, reason, message) => {
    const resolve: Resolver = async () => {
      throw new Error('no lookup expected');
    };
    const error = await failure(fetcher({ resolve }).fetch(url));
    expect({ reason: error.reason, message: error.message }).toEqual({ reason, message });
  });

  it('checks every redirect again: to a name, a literal and a scheme that are not allowed', async () => {
    routes.set('/to-name', redirect(`http://localhost:${port}/image`));
    routes.set('/to-literal', redirect(`http://127.0.0.2:${port}/image`));
    routes.set('/to-file', redirect('file:///etc/passwd'));
    routes.set('/to-credentials', redirect(`http://me:secret@127.0.0.1:${port}/image`));
    const errors = await Promise.all(['/to-name', '/to-literal', '/to-file', '/to-credentials'].map((path) => failure(fetcher().fetch(`${base}${path}`))));
    expect(errors.map(({ reason, message, redirected }) => ({ reason, message, redirected }))).toEqual([
      { reason: 'refused-address', message: `it redirects to localhost:${port}, which resolves to an address that is not public`, redirected: true },
      { reason: 'refused-address', message: `it redirects to 127.0.0.2:${port}, which is not public (loopback)`, redirected: true },
      { reason: 'bad-scheme', message: 'it redirects to a file: URL', redirected: true },
      { reason: 'credentials', message: `it redirects to 127.0.0.1:${port} with a user name or password`, redirected: true },
    ]);
  });

  it('follows at most the configured number of redirects', async () => {
    for (const hop of [1, 2, 3, 4]) routes.set(`/hop${hop}`, redirect(`/hop${hop + 1}`));
    routes.set('/hop4', redirect('/image'));
    routes.set('/image', (_request, response) => response.end('ok'));
    expect((await fetcher().fetch(`${base}/hop2`)).bytes.toString()).toBe('ok');
    const error = await failure(fetcher().fetch(`${base}/hop1`));
    expect({ reason: error.reason, message: error.message }).toEqual({ reason: 'too-many-redirects', message: 'more than 3 redirects' });
    expect((await failure(fetcher({ maxRedirects: 0 }).fetch(`${base}/hop4`))).reason).toBe('too-many-redirects');
  });

  it('stops reading past the byte cap, whether the length is announced or not', async () => {
    routes.set('/announced', (_request, response) => response.writeHead(200, { 'content-length': '2048' }).end(Buffer.alloc(2048)));
    routes.set('/streamed', (_request, response) => {
      response.writeHead(200);
      const chunk = Buffer.alloc(512);
      let sent = 0;
      const push = () => {
        while (sent < 1024 * 1024 && response.write(chunk)) sent += chunk.length;
        if (sent < 1024 * 1024) response.once('drain', push);
        else response.end();
      };
      response.on('close', () => (sent = Infinity));
      push();
    });
    routes.set('/exact', (_request, response) => response.end(Buffer.alloc(1000)));
    const small = fetcher({ maxBytes: 1000 });
    expect(await failure(small.fetch(`${base}/announced`))).toMatchObject({ reason: 'too-large', message: 'larger than 1000 bytes' });
    expect(await failure(small.fetch(`${base}/streamed`))).toMatchObject({ reason: 'too-large' });
    expect((await small.fetch(`${base}/exact`)).bytes).toHaveLength(1000);
  });

  it('words the remote side failing: status, refused connection, unknown name, timeout', async () => {
    routes.set('/gone', (_request, response) => response.writeHead(410).end('gone'));
    routes.set('/silent', () => undefined);
    routes.set('/loop', redirect('/loop'));
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unknown: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    };

    expect(await failure(fetcher().fetch(`${base}/gone`))).toMatchObject({ reason: 'remote-status', message: `127.0.0.1:${port} answered HTTP 410` });
    expect(await failure(fetcher().fetch(`http://127.0.0.1:${closedPort}/`))).toMatchObject({
      reason: 'network',
      message: `127.0.0.1:${closedPort} could not be reached (ECONNREFUSED)`,
    });
    expect(await failure(fetcher({ resolve: unknown }).fetch('http://nowhere.test/'))).toMatchObject({
      reason: 'network',
      message: 'nowhere.test could not be resolved (ENOTFOUND)',
    });
    expect(await failure(fetcher({ timeoutMs: 300 }).fetch(`${base}/silent`))).toMatchObject({
      reason: 'timeout',
      message: 'no complete answer within 0.3 seconds',
    });
    expect((await failure(fetcher().fetch(`${base}/loop`))).reason).toBe('too-many-redirects');
  });

  it('times out a body that trickles in', async () => {
    routes.set('/trickle', (_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'), 50);
      response.on('close', () => clearInterval(timer));
    });
    expect((await failure(fetcher({ timeoutMs: 400 }).fetch(`${base}/trickle`))).reason).toBe('timeout');
  });
});
