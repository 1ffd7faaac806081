import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import * as images from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { download as downloadFile } from './support/files.js';
import { imageVariantsMade } from './support/image-variants.js';

const COMPRESS = '/api/compression/compress-url';
const ONLY_IMAGES = 'Only JPEG, PNG, WebP, and GIF images are allowed';

type Route = (response: http.ServerResponse) => void;

/** The "remote" image host: a real HTTP server on 127.0.0.1 that records every request it gets. */
class ImageHost {
  readonly routes = new Map<string, Route>();
  readonly seen: string[] = [];
  private readonly server = http.createServer((request, response) => {
    this.seen.push(`${request.headers.host}${request.url}`);
    const route = this.routes.get(request.url ?? '');
    if (route) route(response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url(pathname: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${pathname}`;
  }

  serve(pathname: string, bytes: Buffer, contentType: string): void {
    this.routes.set(pathname, (response) => response.writeHead(200, { 'content-type': contentType }).end(bytes));
  }

  redirect(pathname: string, location: string): void {
    this.routes.set(pathname, (response) => response.writeHead(302, { location }).end());
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const notPublic = 'The URL must point to a public address: ';

describe('compress-by-URL API', () => {
  const host = new ImageHost();
  /** May fetch 127.0.0.1 (FETCH_ALLOWLIST), as a test stands in for a public image host. */
  let folio: TestApp;
  /** The default: no allowlist, so loopback is refused as any private address is. */
  let strict: TestApp;
  let db: pg.Client;
  let photo: Buffer;

  beforeAll(async () => {
    await host.start();
    folio = await startTestApp({ env: { FETCH_ALLOWLIST: '127.0.0.1' } });
    strict = await startTestApp({ databaseUrl: folio.databaseUrl });
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    photo = await images.jpeg(2400, 1600);
    host.serve('/photo.jpg', photo, 'image/jpeg');
    host.serve('/small.jpg', await images.jpeg(400, 300), 'image/jpeg');
    host.serve('/diagram.png', await images.pngGraphic(600, 400), 'image/png');
    host.serve('/notes.txt', images.textFile(), 'image/jpeg');
    host.routes.set('/huge.jpg', (response) => {
      // No content-length: the cap must hold while the bytes stream in.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = images.oversizedFile(64 * 1024);
      let sent = 0;
      const push = () => {
        while (!response.destroyed && sent < 11 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', push);
        }
        response.end();
      };
      push();
    });
    host.routes.set('/silent.jpg', () => undefined);
    host.redirect('/moved.jpg', '/photo.jpg');
    for (const hop of [1, 2, 3]) host.redirect(`/hop${hop}.jpg`, `/hop${hop + 1}.jpg`);
    host.redirect('/hop4.jpg', '/photo.jpg');
    host.redirect('/to-localhost.jpg', host.url('/photo.jpg', 'localhost'));
    host.redirect('/to-127.0.0.2.jpg', host.url('/photo.jpg', '127.0.0.2'));
    host.redirect('/to-file.jpg', 'file:///etc/passwd');
  });
  afterAll(async () => {
    await db.end();
    await strict.close();
    await folio.close();
    await host.stop();
  });

  const compress = (body: object, app: TestApp = folio) => app.http().post(COMPRESS).set(bearer()).send(body);
  /** Public files and kept originals alike. */
  const storedFiles = (app: TestApp) =>
    ['uploads', 'private'].flatMap((folder) => {
      const dir = path.join(app.config.dataDir, folder);
      return existsSync(dir) ? readdirSync(dir).map((name) => `${folder}/${name}`) : [];
    });
  const rowCount = async () => Number((await db.query('SELECT count(*) FROM images')).rows[0].count);
  const download = (url: string) => downloadFile(folio, url);

  /** A refused request answers the status and message, and leaves neither a row nor a file behind. */
  const expectRefused = async (body: object, status: number, message: unknown, app: TestApp = folio) => {
    // The smaller copies of images stored before are files too, made after their answer.
    await imageVariantsMade(db);
    const [rows, files] = [await rowCount(), storedFiles(app).length];
    const response = await compress(body, app);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status,
      message: message instanceof RegExp ? expect.stringMatching(message) : message,
    });
    expect(response.body).toMatchObject({ statusCode: status, error: expect.any(String) });
    expect(await rowCount()).toBe(rows);
    expect(storedFiles(app)).toHaveLength(files);
  };

  describe('what is stored', () => {
    it('fetches, compresses and stores the image, served at the answered url, with a library row', async () => {
      const { body } = await compress({ url: host.url('/photo.jpg'), quality: 'balanced' }).expect(201);
      expect(body).toMatchObject({ width: 2000, height: 1333, mime_type: 'image/webp', url: `/uploads/${body.path}` });
      expect(body.path).toMatch(/^[a-f0-9]{64}\.webp$/);
      const stored = await download(body.url);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 1333 });
      expect(body.file_size_bytes).toBe(stored.length);
      expect(body.compressionStats).toEqual({
        original_bytes: photo.length,
        compressed_bytes: stored.length,
        saved_percent: Math.round((1 - stored.length / photo.length) * 1000) / 10,
        width: 2000,
        height: 1333,
        format: 'webp',
      });
      const { rows } = await db.query('SELECT * FROM images WHERE id = $1', [body.id]);
      expect(rows[0]).toMatchObject({ source: 'upload', url: body.url, storage_key: body.path, width: 2000, height: 1333, mime_type: 'image/webp' });
    });

    it('compresses an image under the size thresholds too, and keeps a PNG graphic PNG', async () => {
      const small = (await compress({ url: host.url('/small.jpg'), quality: 'high' }).expect(201)).body;
      expect(small).toMatchObject({ width: 400, height: 300, mime_type: 'image/webp' });
      const graphic = (await compress({ url: host.url('/diagram.png'), quality: 'high' }).expect(201)).body;
      expect(graphic).toMatchObject({ width: 600, height: 400, mime_type: 'image/png' });
    });

    it("uses the quality asked: aggressive is smaller than high, a number works, custom is the settings' custom_quality", async () => {
      const sized = async (quality: unknown) => (await compress({ url: host.url('/photo.jpg'), quality }).expect(201)).body;
      const high = await sized('high');
      const aggressive = await sized('aggressive');
      expect(aggressive.file_size_bytes).toBeLessThan(high.file_size_bytes);
      const twenty = await sized(20);
      expect(twenty.file_size_bytes).toBeLessThan(aggressive.file_size_bytes);
      expect((await sized(85)).path).toBe(high.path);
      await folio.http().patch('/api/compression/settings').set(bearer()).send({ custom_quality: 20 }).expect(200);
      try {
        expect((await sized('custom')).path).toBe(twenty.path);
      } finally {
        await folio.http().patch('/api/compression/settings').set(bearer()).send({ custom_quality: 75 }).expect(200);
      }
    });

    it('follows up to 3 redirects', async () => {
      const { body } = await compress({ url: host.url('/hop2.jpg') }).expect(201);
      expect(body).toMatchObject({ width: 2000, mime_type: 'image/webp' });
      await compress({ url: host.url('/moved.jpg'), quality: 60 }).expect(201);
    });
  });

  describe('validation', () => {
    it('needs the admin token', async () => {
      const response = await folio.http().post(COMPRESS).send({ url: host.url('/photo.jpg') });
      expect(response.status).toBe(401);
      await folio.http().post(COMPRESS).set(bearer('wrong-token')).send({ url: host.url('/photo.jpg') }).expect(401);
    });

    it.each([['ultra'], [5], [101], [75.5], ['80'], [true], [null], [[60]]])('refuses quality %j, naming quality', async (quality) => {
      await expectRefused(
        { url: host.url('/photo.jpg'), quality },
        400,
        ['quality must be one of high, balanced, aggressive, custom, or a whole number from 10 to 100'],
      );
    });

    it('names url when it is missing, not a string, too long or not a URL', async () => {
      const messages = async (body: object) => {
        const response = await compress(body).expect(400);
        return ([] as string[]).concat(response.body.message).join(' | ');
      };
      expect(await messages({ quality: 'high' })).toMatch(/^url /);
      expect(await messages({ url: 42 })).toMatch(/^url /);
      expect(await messages({ url: `${host.url('/')}${'a'.repeat(2048)}` })).toMatch(/url must be shorter than or equal to 2048 characters/);
      expect(await messages({ url: '' })).toMatch(/url should not be empty/);
      expect(await messages({ url: host.url('/photo.jpg'), size: 3 })).toMatch(/property size should not exist/);
      await expectRefused({ url: 'not a url' }, 400, 'url must be an absolute http or https URL');
      await expectRefused({ url: '/uploads/photo.jpg' }, 400, 'url must be an absolute http or https URL');
    });
  });

  describe('addresses that are not public are refused before any connection', () => {
    let seen: number;
    beforeAll(() => {
      seen = host.seen.length;
    });

    it.each([
      ['http://127.0.0.1:PORT/photo.jpg', '127.0.0.1 is not public (loopback)'],
      ['http://localhost:PORT/photo.jpg', 'localhost resolves to an address that is not public'],
      ['http://[::1]:PORT/photo.jpg', '[::1] is not public (loopback)'],
      ['http://[::ffff:127.0.0.1]:PORT/photo.jpg', '[::ffff:7f00:1] is not public (IPv4-mapped 127.0.0.1: loopback)'],
      ['http://2130706433:PORT/photo.jpg', '127.0.0.1 is not public (loopback)'],
      ['http://0177.0.0.1:PORT/photo.jpg', '127.0.0.1 is not public (loopback)'],
      ['http://0x7f000001:PORT/photo.jpg', '127.0.0.1 is not public (loopback)'],
      ['http://10.0.0.1/photo.jpg', '10.0.0.1 is not public (private)'],
      ['http://192.168.1.1/photo.jpg', '192.168.1.1 is not public (private)'],
      ['http://172.16.0.1/photo.jpg', '172.16.0.1 is not public (private)'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not public (link-local, cloud metadata)'],
      ['http://[fe80::1]/photo.jpg', '[fe80::1] is not public (link-local)'],
      ['http://[fc00::1]/photo.jpg', '[fc00::1] is not public (unique local, private)'],
      ['http://100.64.0.1/photo.jpg', '100.64.0.1 is not public (shared address space, CGNAT)'],
      ['http://0.0.0.0:PORT/photo.jpg', '0.0.0.0 is not public (unspecified, this network)'],
    ])('%s', async (url, reason) => {
      await expectRefused({ url: url.replace('PORT', String(host.port)), quality: 'high' }, 400, `${notPublic}${reason}`, strict);
    });

    it('refuses other schemes and credentials in the URL', async () => {
      await expectRefused({ url: 'file:///etc/passwd' }, 400, 'The URL must use http or https: file: URLs are not fetched', strict);
      await expectRefused({ url: 'gopher://127.0.0.1/' }, 400, 'The URL must use http or https: gopher: URLs are not fetched', strict);
      await expectRefused({ url: 'http://user:pass@example.com/photo.jpg' }, 400, 'The URL must not contain a user name or password', strict);
      await expectRefused({ url: host.url('/photo.jpg', 'user:pass@127.0.0.1') }, 400, 'The URL must not contain a user name or password');
    });

    it('reached the image host, which listens on 127.0.0.1, not once', () => {
      expect(host.seen.slice(seen)).toEqual([]);
    });
  });

  describe('redirects are checked again at every hop', () => {

    it('refuses a redirect from an allowed host to loopback, by name or by address, and to another scheme', async () => {
      const port = host.port;
      await expectRefused(
        { url: host.url('/to-localhost.jpg') },
        400,
        `${notPublic}it redirects to localhost:${port}, which resolves to an address that is not public`,
      );
      await expectRefused({ url: host.url('/to-127.0.0.2.jpg') }, 400, `${notPublic}it redirects to 127.0.0.2:${port}, which is not public (loopback)`);
      await expectRefused({ url: host.url('/to-file.jpg') }, 400, 'The URL must use http or https: it redirects to a file: URL');
      expect(host.seen.filter((request) => !request.startsWith('127.0.0.1:'))).toEqual([]);
    });
  });

  describe('what the remote side does', () => {
    it('answers 422 for more than 3 redirects', async () => {
      await expectRefused({ url: host.url('/hop1.jpg') }, 422, 'Failed to compress image from URL: more than 3 redirects');
    });

    it('answers 422 for an error status and for a refused connection', async () => {
      await expectRefused({ url: host.url('/missing.jpg') }, 422, `Failed to compress image from URL: 127.0.0.1:${host.port} answered HTTP 404`);
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      await expectRefused(
        { url: `http://127.0.0.1:${port}/photo.jpg` },
        422,
        `Failed to compress image from URL: 127.0.0.1:${port} could not be reached (ECONNREFUSED)`,
      );
    });

    it('answers 415 for a body that is not an image, whatever its content type says', async () => {
      await expectRefused({ url: host.url('/notes.txt') }, 415, ONLY_IMAGES);
    });

    it('answers 413 for a body over 10 MB sent without a length', async () => {
      await expectRefused({ url: host.url('/huge.jpg') }, 413, 'The image at the URL is larger than 10 MB, the most accepted');
    });

    it('answers 422 when the server never answers within 10 seconds', async () => {
      await expectRefused({ url: host.url('/silent.jpg') }, 422, 'Failed to compress image from URL: no complete answer within 10 seconds');
    }, 30_000);
  });
});
