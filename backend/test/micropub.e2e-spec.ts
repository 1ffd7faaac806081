import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { jpeg } from './support/image-factory.js';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE = 'https://blog.example';

interface Post {
  id: string;
  title: string;
  slug: string;
  status: string;
  tags: string[];
  content_text: string;
  excerpt: string;
  published_at: string | null;
  cover_image_url: string | null;
  cover_image_alt: string | null;
}

/** W3C Micropub's example requests against the real app, its posts and its image pipeline. */
describe('Micropub at /micropub', () => {
  let folio: TestApp;
  let photoHost: http.Server;
  let photoHostUrl: string;
  const spa = temporaryFrontendBuild();

  const micropub = () => folio.http().post('/micropub');
  /** The post a Location names, as the admin reads it. */
  const postAt = async (location: string): Promise<Post> => {
    const slug = decodeURIComponent(new URL(location).pathname.split('/').pop()!);
    const list = (await folio.http().get(`/api/posts?limit=100`).set(bearer()).expect(200)).body as { items: Post[] };
    const found = list.items.find((post) => post.slug === slug);
    if (!found) throw new Error(`No post at ${location}`);
    return found;
  };
  const postCount = async () => ((await folio.http().get('/api/posts?limit=1').set(bearer()).expect(200)).body as { total: number }).total;
  const imageCount = async () => ((await folio.http().get('/api/images?limit=1').set(bearer()).expect(200)).body as { total: number }).total;
  const created = async (request: ReturnType<typeof micropub>) => {
    const response = await request.expect(201);
    expect(response.headers.location).toMatch(new RegExp(`^${SITE}/blog/`));
    return response.headers.location as string;
  };

  beforeAll(async () => {
    const photo = await jpeg(640, 480);
    photoHost = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo));
    await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve));
    photoHostUrl = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}`;
    // 127.0.0.1 stands in for a public image host (the SSRF-safe fetcher refuses it otherwise).
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir, SITE_URL: SITE, FETCH_ALLOWLIST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await folio?.close();
    await new Promise((resolve) => photoHost?.close(resolve));
    spa.remove();
  });

  it('is advertised in the home page\'s head, with its media endpoint', async () => {
    const home = await folio.http().get('/').expect(200);
    expect(home.text).toContain(`<link rel="micropub" href="${SITE}/micropub">`);
    expect(home.text).toContain(`<link rel="micropub_media" href="${SITE}/micropub/media">`);
  });

  describe('creating', () => {
    it('takes a form-encoded note with category[] (example 26): titled by its first words, its text kept as typed', async () => {
      const location = await created(
        micropub()
          .set(bearer())
          .type('form')
          .send('h=entry&content=My+favorite+of+the+%23quantifiedself+trackers%2C+finally+released+their+*official*+API&category[]=quantifiedself&category[]=api'),
      );
      const post = await postAt(location);
      expect(post).toMatchObject({ title: 'My favorite of the #quantifiedself trackers, finally…', status: 'published', tags: ['api', 'quantifiedself'] });
      const page = (await folio.http().get(`/api/posts/${post.slug}`).expect(200)).body as { content: string };
      expect(page.content).toContain('#quantifiedself trackers, finally released their *official* API');
    });

    it('takes the token as the form\'s access_token (example 27, minimal)', async () => {
      const post = await postAt(await created(micropub().type('form').send({ h: 'entry', content: 'Hello World', access_token: ADMIN_TOKEN })));
      expect(post.content_text).toBe('Hello World');
    });

    it('takes JSON with HTML content (example 30), turned into Markdown', async () => {
      const location = await created(
        micropub()
          .set(bearer())
          .send({
            type: ['h-entry'],
            properties: {
              name: ['Itching: h-event to iCal converter'],
              content: [{ html: 'Now that I\'ve been <a href="https://aaronparecki.com/events">creating a list of events</a> on my site <script>alert(1)</script>' }],
              category: ['indieweb', 'p3k'],
            },
          }),
      );
      expect(location).toBe(`${SITE}/blog/itching-h-event-to-ical-converter`);
      const post = await postAt(location);
      expect(post.content_text).toBe('Now that I\'ve been [creating a list of events](https://aaronparecki.com/events) on my site');
      expect(post.tags).toEqual(['indieweb', 'p3k']);
    });

    it('takes a draft, a date in the future (scheduled), Markdown content and a chosen slug', async () => {
      const draft = await postAt(await created(micropub().set(bearer()).send({ type: ['h-entry'], properties: { content: [{ markdown: '## Soon\n\n**bold**' }], 'post-status': ['draft'] } })));
      expect(draft).toMatchObject({ status: 'draft', title: 'Soon', content_text: '## Soon\n\n**bold**' });
      const location = await created(
        micropub().set(bearer()).send({ type: ['h-entry'], properties: { name: ['Next year'], content: ['Later'], published: ['2099-01-01T09:00:00Z'], 'mp-slug': ['New Year'] } }),
      );
      expect(location).toBe(`${SITE}/blog/new-year`);
      expect(await postAt(location)).toMatchObject({ status: 'scheduled', published_at: '2099-01-01T09:00:00.000Z' });
    });

    it('takes a photo uploaded in the multipart request: the cover, stored by the upload pipeline', async () => {
      const location = await created(
        micropub()
          .set(bearer())
          .field('h', 'entry')
          .field('content', 'Nice sunset tonight')
          .attach('photo', await jpeg(1200, 800), 'sunset.jpg'),
      );
      const post = await postAt(location);
      expect(post.cover_image_url).toMatch(/^\/uploads\/.+\.(webp|jpe?g)$/);
      await folio.http().get(post.cover_image_url!).expect(200);
    });

    it('stores a file sent to the media endpoint (201 and Location), and uses that URL as a photo as it is', async () => {
      const upload = await folio.http().post('/micropub/media').set(bearer()).attach('file', await jpeg(800, 600), 'cat.jpg').expect(201);
      const url = upload.headers.location as string;
      expect(url).toMatch(new RegExp(`^${SITE}/uploads/`));
      const post = await postAt(await created(micropub().set(bearer()).send({ type: ['h-entry'], properties: { content: ['A cat'], photo: [{ value: url, alt: 'A grey cat' }] } })));
      expect(post).toMatchObject({ cover_image_url: url.slice(SITE.length), cover_image_alt: 'A grey cat' });
    });

    it('fetches a photo from another site through the SSRF-safe fetcher and stores it', async () => {
      const post = await postAt(await created(micropub().set(bearer()).type('form').send({ h: 'entry', content: 'From elsewhere', photo: `${photoHostUrl}/a.jpg` })));
      expect(post.cover_image_url).toMatch(/^\/uploads\//);
    });
    it('keeps working while Coming Soon is on: a writing app is the author\'s', async () => {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
      try {
        await created(micropub().set(bearer()).type('form').send({ h: 'entry', content: 'Before the opening' }));
        await folio.http().get('/micropub?q=config').set(bearer()).expect(200);
      } finally {
        await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
      }
    });
  });

  describe('updating, deleting and undeleting', () => {
    let location: string;
    beforeAll(async () => {
      location = await created(
        micropub().set(bearer()).send({ type: ['h-entry'], properties: { name: ['Edited post'], content: ['Helo World'], category: ['foo', 'bar', 'indieweb'], summary: ['Mine'] } }),
      );
    });

    it('replaces content, adds a category, deletes one category value and a whole property (examples 12-16)', async () => {
      await micropub()
        .set(bearer())
        .send({ action: 'update', url: location, replace: { content: ['Hello World'] }, add: { category: ['micropub'] }, delete: { category: ['indieweb'] } })
        .expect(204);
      await micropub().set(bearer()).send({ action: 'update', url: location, delete: ['summary'] }).expect(204);
      expect(await postAt(location)).toMatchObject({ title: 'Edited post', content_text: 'Hello World', tags: ['bar', 'foo', 'micropub'], excerpt: 'Hello World' });
    });

    it('answers 201 with the new Location when an update moves the post', async () => {
      const moved = await micropub().set(bearer()).send({ action: 'update', url: location, replace: { 'mp-slug': ['edited-again'] } }).expect(201);
      expect(moved.headers.location).toBe(`${SITE}/blog/edited-again`);
      const old = await folio.http().get(new URL(location).pathname).expect(301);
      expect(old.headers.location).toMatch(/\/blog\/edited-again$/);
      location = moved.headers.location as string;
    });

    it('answers q=source with the post, and with only the properties asked for', async () => {
      const whole = await folio.http().get('/micropub').query({ q: 'source', url: location }).set(bearer()).expect(200);
      expect(whole.body).toMatchObject({ type: ['h-entry'], properties: { name: ['Edited post'], category: ['bar', 'foo', 'micropub'], url: [location] } });
      expect(whole.body.properties.content).toEqual([{ html: '<p>Hello World</p>\n', markdown: 'Hello World' }]);
      const some = await folio.http().get(`/micropub?q=source&properties[]=name&properties[]=category&url=${encodeURIComponent(location)}`).set(bearer()).expect(200);
      expect(some.body).toEqual({ properties: { name: ['Edited post'], category: ['bar', 'foo', 'micropub'] } });
    });

    it('deletes the post (its page gone) and undeletes it from the trash', async () => {
      const slug = new URL(location).pathname.split('/').pop()!;
      await micropub().set(bearer()).type('form').send({ action: 'delete', url: location }).expect(204);
      expect((await folio.http().get(`/api/posts/${slug}`)).status).toBeGreaterThanOrEqual(400);
      await folio.http().get('/micropub').query({ q: 'source', url: location }).set(bearer()).expect(400);
      await micropub().set(bearer()).send({ action: 'undelete', url: location }).expect(204);
      await folio.http().get(`/api/posts/${slug}`).expect(200);
      await micropub().set(bearer()).send({ action: 'undelete', url: location }).expect(400);
    });
  });

  describe('queries', () => {
    it('answers q=config with the media endpoint, and q=syndicate-to with no targets', async () => {
      const config = await folio.http().get('/micropub?q=config').set(bearer()).expect(200);
      expect(config.body).toEqual({ 'media-endpoint': `${SITE}/micropub/media`, 'syndicate-to': [], q: ['config', 'source', 'syndicate-to'] });
      expect((await folio.http().get('/micropub?q=syndicate-to').set(bearer()).expect(200)).body).toEqual({ 'syndicate-to': [] });
    });
  });

  describe('refusals, in Micropub\'s shape, changing nothing', () => {
    const expectError = (response: { status: number; body: unknown }, status: number, error: string) => {
      expect(response.status).toBe(status);
      expect(response.body).toEqual(expect.objectContaining({ error, error_description: expect.any(String) }));
    };

    it('no token: 401 unauthorized, and a file is not even received', async () => {
      const before = await postCount();
      expectError(await micropub().type('form').send({ h: 'entry', content: 'x' }), 401, 'unauthorized');
      expectError(await folio.http().get('/micropub?q=config'), 401, 'unauthorized');
      expectError(await folio.http().post('/micropub/media').attach('file', await jpeg(10, 10), 'a.jpg'), 401, 'unauthorized');
      expect(await postCount()).toBe(before);
    });

    it('a wrong token: 403 forbidden; a token in the address: 400; a token sent twice: 400', async () => {
      expectError(await micropub().set(bearer('not-a-key')).type('form').send({ h: 'entry', content: 'x' }), 403, 'forbidden');
      expectError(await micropub().type('form').send({ h: 'entry', content: 'x', access_token: 'not-a-key' }), 403, 'forbidden');
      expectError(await folio.http().get(`/micropub?q=config&access_token=${ADMIN_TOKEN}`), 400, 'invalid_request');
      expectError(await micropub().set(bearer()).type('form').send({ h: 'entry', content: 'x', access_token: ADMIN_TOKEN }), 400, 'invalid_request');
    });

    it('an API key without the scope: 401 insufficient_scope naming it, before any file is received', async () => {
      const key = async (scopes: string[]) =>
        ((await folio.http().post('/api/api-keys').set(bearer()).send({ name: `Only ${scopes.join(' ')}`, scopes }).expect(201)).body as { id: string; key: string });
      const mediaOnly = await key(['media']);
      const before = await postCount();
      const refused = await micropub().set(bearer(mediaOnly.key)).type('form').send({ h: 'entry', content: 'x' });
      expectError(refused, 401, 'insufficient_scope');
      expect(refused.body.scope).toBe('create');
      expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="create"');
      expectError(await micropub().set(bearer(mediaOnly.key)).field('h', 'entry').attach('photo', await jpeg(10, 10), 'a.jpg'), 401, 'insufficient_scope');
      expect(await postCount()).toBe(before);
      await folio.http().post('/micropub/media').set(bearer(mediaOnly.key)).attach('file', await jpeg(10, 10), 'a.jpg').expect(201);

      const createOnly = await key(['create']);
      const location = await created(micropub().set(bearer(createOnly.key)).type('form').send({ h: 'entry', content: 'By a key' }));
      expectError(await micropub().set(bearer(createOnly.key)).send({ action: 'update', url: location, replace: { content: ['x'] } }), 401, 'insufficient_scope');
      expectError(await micropub().set(bearer(createOnly.key)).type('form').send({ action: 'delete', url: location }), 401, 'insufficient_scope');
      expectError(await folio.http().post('/micropub/media').set(bearer(createOnly.key)).attach('file', await jpeg(10, 10), 'a.jpg'), 401, 'insufficient_scope');
      expect((await postAt(location)).content_text).toBe('By a key');

      // Revoked: refused at once, as a form's access_token too.
      await folio.http().delete(`/api/api-keys/${createOnly.id}`).set(bearer()).expect(204);
      expectError(await micropub().set(bearer(createOnly.key)).type('form').send({ h: 'entry', content: 'x' }), 403, 'forbidden');
      expectError(await micropub().type('form').send({ h: 'entry', content: 'x', access_token: createOnly.key }), 403, 'forbidden');
      expect(await postCount()).toBe(before + 1);
    });

    it('an unknown action, an unknown property or command, an unknown query: 400 naming it, and no post', async () => {
      const before = await postCount();
      const unknownAction = await micropub().set(bearer()).type('form').send({ action: 'publish', url: `${SITE}/blog/x` });
      expectError(unknownAction, 400, 'invalid_request');
      expect(unknownAction.body.error_description).toContain('publish');
      const unknownProperty = await micropub().set(bearer()).type('form').send('h=entry&content=Hi&location=geo%3A45.5%2C-122.6&mp-destination=x');
      expectError(unknownProperty, 400, 'invalid_request');
      expect(unknownProperty.body.error_description).toMatch(/location.*mp-destination/);
      const tooLongName = await micropub().set(bearer()).send({ type: ['h-entry'], properties: { name: ['x'.repeat(201)], content: ['Hi'] } });
      expectError(tooLongName, 400, 'invalid_request');
      expect(tooLongName.body.error_description).toMatch(/^name must be shorter/);
      expectError(await folio.http().get('/micropub?q=everything').set(bearer()), 400, 'invalid_request');
      expect(await postCount()).toBe(before);
    });

    it('a body over the limits (size, fields, nesting): 413 or 400, and no post', async () => {
      const before = await postCount();
      expectError(await micropub().set(bearer()).send({ type: ['h-entry'], properties: { content: ['x'.repeat(3 * 1024 * 1024)] } }), 413, 'invalid_request');
      expectError(await micropub().set(bearer()).type('form').send(`h=entry&content=x${'&category[]=a'.repeat(120)}`), 413, 'invalid_request');
      const deep = '['.repeat(100) + ']'.repeat(100);
      expectError(await micropub().set(bearer()).type('json').send(`{"type":["h-entry"],"properties":{"content":${deep}}}`), 400, 'invalid_request');
      expectError(await micropub().set(bearer()).set('Content-Type', 'multipart/form-data').send('no boundary'), 400, 'invalid_request');
      expectError(await micropub().set(bearer()).set('Content-Type', 'text/plain').send('h=entry&content=x'), 400, 'invalid_request');
      // Without the header, a form is read within the public limits.
      expectError(await micropub().type('form').send({ h: 'entry', content: 'x'.repeat(20_000), access_token: ADMIN_TOKEN }), 413, 'invalid_request');
      expect(await postCount()).toBe(before);
    });

    it('a photo given as an object naming a file on the server (JSON or multipart fields): refused, nothing read or stored', async () => {
      const before = { posts: await postCount(), images: await imageCount() };
      const file = { path: '/etc/hostname', size: 1, originalname: 'a.jpg', mimetype: 'image/jpeg' };
      expectError(await micropub().set(bearer()).send({ type: ['h-entry'], properties: { content: ['x'], photo: [{ file }] } }), 400, 'invalid_request');
      expectError(await micropub().set(bearer()).send({ type: ['h-entry'], properties: { content: ['x'], photo: [{ file: 'x' }] } }), 400, 'invalid_request');
      const multipart = await micropub().set(bearer()).field('h', 'entry').field('content', 'x').field('photo[0][file][path]', '/etc/hostname');
      expect(multipart.status).toBe(400);
      expect({ posts: await postCount(), images: await imageCount() }).toEqual(before);
    });

    it('a photo that is no image: refused before the post is written', async () => {
      const before = await postCount();
      const response = await micropub().set(bearer()).field('h', 'entry').field('content', 'x').attach('photo', Buffer.from('not an image at all'), 'a.jpg');
      expect([400, 415]).toContain(response.status);
      expect(response.body.error).toBe('invalid_request');
      expect(await postCount()).toBe(before);
    });

    it('a create refused after its first photo was stored: the library is as it was, an image it held before kept', async () => {
      const held = await jpeg(331, 217);
      const heldUrl = (await folio.http().post('/micropub/media').set(bearer()).attach('file', held, 'held.jpg').expect(201)).headers.location as string;
      const before = { posts: await postCount(), images: await imageCount() };
      const refused = (photos: Buffer[]) => {
        const request = micropub().set(bearer()).field('h', 'entry').field('content', 'With photos');
        for (const [n, photo] of photos.entries()) request.attach('photo', photo, `${n}.jpg`);
        return request.attach('photo', Buffer.from('not an image at all'), 'last.jpg');
      };
      expect([400, 415]).toContain((await refused([await jpeg(347, 229), held])).status);
      expect({ posts: await postCount(), images: await imageCount() }).toEqual(before);
      // The image that was there before (the same bytes, deduplicated) still is, file and all.
      await folio.http().get(new URL(heldUrl).pathname).expect(200);
    });
  });
});
