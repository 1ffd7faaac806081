import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as images from './support/image-factory.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const LIBRARY = '/api/images';
const AUTHOR = { AUTHOR_NAME: 'Ada Lovelace', AUTHOR_EMAIL: 'ada@example.com' };

interface Uploaded {
  id: string;
  url: string;
  path: string;
}

interface LibraryImage {
  id: string;
  url: string;
  path: string | null;
  source: string;
  post_id: string | null;
  post_title: string | null;
  alt_text: string | null;
  width: number | null;
  height: number | null;
  file_size_bytes: number | null;
  mime_type: string | null;
  created_at: string;
  has_original: boolean;
  owner: { display_name: string; email: string | null };
}

describe('image library API', () => {
  let folio: TestApp;
  let db: pg.Client;
  let photo: Uploaded;
  let diagram: Uploaded;
  let spare: Uploaded;
  let harbour: { id: string };
  let winter: { id: string };

  const upload = async (bytes: Buffer): Promise<Uploaded> =>
    (await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, 'picture.jpg').expect(201)).body;
  const createPost = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;
  const editPost = async (id: string, body: object) => folio.http().patch(`/api/posts/${id}`).set(bearer()).send(body).expect(200);
  const list = async (query: Record<string, string | number> = {}) => {
    const response = await folio.http().get(LIBRARY).query(query).set(bearer());
    expect(response.status).toBe(200);
    return response.body as { items: LibraryImage[]; total: number; page: number; limit: number; counters: Record<string, number> };
  };
  const everything = async (query: Record<string, string> = {}) => (await list({ ...query, limit: 100 })).items;
  const fileStatus = async (url: string) => (await folio.http().get(url)).status;
  const sqlCount = async (where: string) => Number((await db.query(`SELECT count(*) FROM images WHERE ${where}`)).rows[0].count);

  beforeAll(async () => {
    folio = await startTestApp({ env: AUTHOR });
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    photo = await upload(await images.jpeg(300, 200));
    diagram = await upload(await images.pngGraphic(240, 160));
    spare = await upload(await images.jpeg(320, 200));
    harbour = await createPost({
      title: 'Harbour at Dawn',
      content_text: `Fog first.\n\n![Lighthouse sketch](${diagram.url})\n\nThen the map:\n\n![Remote map](https://maps.example/harbour.png)`,
      cover_image_url: photo.url,
      cover_image_alt: 'Boats in the fog',
    });
    winter = await createPost({
      title: 'Winter Notes',
      content_text: `Cold.\n\n![Same photo, absolute](${folio.config.siteUrl}${photo.url})`,
      cover_image_url: 'https://cdn.example/winter.jpg',
      cover_image_alt: 'Snowy field',
    });
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });

  it('records the images of posts as they are written, with the facts of the uploaded file they show', async () => {
    const rows = await everything();
    const cover = rows.find((row) => row.source === 'post_cover' && row.post_id === harbour.id)!;
    const upload = rows.find((row) => row.id === photo.id)!;
    expect(cover).toMatchObject({
      url: photo.url,
      path: photo.path,
      post_title: 'Harbour at Dawn',
      alt_text: 'Boats in the fog',
      width: upload.width,
      height: upload.height,
      file_size_bytes: upload.file_size_bytes,
      mime_type: upload.mime_type,
      owner: { display_name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(upload).toMatchObject({ source: 'upload', post_id: null, post_title: null, path: photo.path, width: 300, height: 200 });
    const absolute = rows.find((row) => row.source === 'post_inline' && row.post_id === winter.id)!;
    expect(absolute).toMatchObject({ url: `${folio.config.siteUrl}${photo.url}`, path: photo.path, alt_text: 'Same photo, absolute' });
    const map = rows.find((row) => row.url === 'https://maps.example/harbour.png')!;
    expect(map).toMatchObject({ source: 'post_inline', path: null, width: null, file_size_bytes: null, alt_text: 'Remote map' });
  });

  it('counts the whole library, and every filter answers exactly its rows, whatever the filter', async () => {
    const expected = { total_images: 8, uploaded_files: 3, cover_images: 2, inline_images: 3, external_urls: 2 };
    const { counters, total } = await list();
    expect(counters).toEqual(expected);
    expect(total).toBe(8);
    expect(counters).toEqual({
      total_images: await sqlCount('true'),
      uploaded_files: await sqlCount(`source = 'upload'`),
      cover_images: await sqlCount(`source = 'post_cover'`),
      inline_images: await sqlCount(`source = 'post_inline'`),
      external_urls: await sqlCount('storage_key IS NULL'),
    });
    for (const [source, count] of [['upload', 3], ['post_cover', 2], ['post_inline', 3]] as const) {
      const page = await list({ source, limit: 100 });
      expect({ source, total: page.total, sources: [...new Set(page.items.map((item) => item.source))] }).toEqual({
        source,
        total: count,
        sources: [source],
      });
      expect(page.items).toHaveLength(count);
      expect(page.counters).toEqual(expected);
    }
    const external = await everything({ source: 'external' });
    expect(external.map((item) => item.url).sort()).toEqual(['https://cdn.example/winter.jpg', 'https://maps.example/harbour.png']);
    expect(external.every((item) => item.path === null)).toBe(true);
  });

  it('searches post titles, alt text and the owner, in any case', async () => {
    const urls = async (q: string) => (await everything({ q })).map((item) => `${item.source} ${item.url}`).sort();
    expect(await urls('HARBOUR at')).toEqual(
      [`post_cover ${photo.url}`, `post_inline ${diagram.url}`, 'post_inline https://maps.example/harbour.png'].sort(),
    );
    expect(await urls('lighthouse')).toEqual([`post_inline ${diagram.url}`]);
    expect(await urls('snowy FIELD')).toEqual(['post_cover https://cdn.example/winter.jpg']);
    expect(await everything({ q: 'lovelace' })).toHaveLength(8);
    expect(await everything({ q: 'ADA@example.COM' })).toHaveLength(8);
    expect(await everything({ q: 'nothing like this' })).toEqual([]);
    // LIKE wildcards are searched for, not obeyed.
    expect(await everything({ q: '%' })).toEqual([]);
    expect(await everything({ q: 'harbour', source: 'post_cover' })).toHaveLength(1);
  });

  it('pages newest first, every image once', async () => {
    const all = await everything();
    expect(all.map((item) => item.created_at)).toEqual([...all.map((item) => item.created_at)].sort().reverse());
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ page, limit: 3 }));
    expect(pages.map((page) => [page.page, page.limit, page.total, page.items.length])).toEqual([
      [1, 3, 8, 3],
      [2, 3, 8, 3],
      [3, 3, 8, 2],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(all.map((item) => item.id));
    expect((await list({ page: 4, limit: 3 })).items).toEqual([]);
    expect((await list()).limit).toBe(24);
  });

  it('refuses bad queries with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      [{ source: 'bogus' }, 'source'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ q: 'x'.repeat(201) }, 'q'],
      [{ sort: 'size' }, 'sort'],
    ] as const) {
      const response = await folio.http().get(LIBRARY).query(query).set(bearer());
      expect({ status: response.status, field }).toEqual({ status: 400, field });
      expect(JSON.stringify(response.body.message)).toContain(field);
    }
  });

  it('needs the admin token on every route', async () => {
    for (const request of [
      folio.http().get(LIBRARY),
      folio.http().delete(`${LIBRARY}/${spare.id}`),
      folio.http().get(LIBRARY).set(bearer('wrong-token')),
    ]) {
      const response = await request;
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    expect(await sqlCount(`id = '${spare.id}'`)).toBe(1);
  });

  describe('delete', () => {
    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      const malformed = await folio.http().delete(`${LIBRARY}/not-a-uuid`).set(bearer());
      expect([malformed.status, malformed.body.message]).toEqual([400, 'id must be a UUID']);
      const unknown = await folio.http().delete(`${LIBRARY}/00000000-0000-4000-8000-000000000000`).set(bearer());
      expect([unknown.status, unknown.body.message]).toEqual([404, 'No image has the id 00000000-0000-4000-8000-000000000000']);
    });

    it('refuses post images: reconciliation manages them', async () => {
      const [cover] = await everything({ source: 'post_cover', q: 'harbour' });
      const response = await folio.http().delete(`${LIBRARY}/${cover!.id}`).set(bearer());
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/only uploaded images can be deleted; reconciliation manages post images/);
      expect(await sqlCount(`id = '${cover!.id}'`)).toBe(1);
    });

    it('refuses an upload a post uses, naming every such post, judged from the posts themselves', async () => {
      // Even with the library's rows gone, the posts still show the photo.
      await db.query(`DELETE FROM images WHERE source <> 'upload'`);
      const response = await folio.http().delete(`${LIBRARY}/${photo.id}`).set(bearer());
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Image is used by: "Harbour at Dawn", "Winter Notes"' });
      expect(await sqlCount(`id = '${photo.id}'`)).toBe(1);
      expect(await fileStatus(photo.url)).toBe(200);
      await editPost(harbour.id, { content_text: 'Fog first.' });
      await editPost(winter.id, { content_text: 'Cold.' });
    });

    it('deletes an unused upload: its row, then its file', async () => {
      expect(await fileStatus(spare.url)).toBe(200);
      await folio.http().delete(`${LIBRARY}/${spare.id}`).set(bearer()).expect(204);
      expect(await sqlCount(`id = '${spare.id}'`)).toBe(0);
      expect(await fileStatus(spare.url)).toBe(404);
      expect((await list({ source: 'upload' })).items.map((item) => item.id)).not.toContain(spare.id);
    });

    it('deletes the kept private original of a compressed upload with it', async () => {
      const big = await upload(await images.jpeg(2400, 1600));
      const [{ original_storage_key: original }] = (await db.query('SELECT original_storage_key FROM images WHERE id = $1', [big.id])).rows;
      expect(original).toMatch(/^private\//);
      const small = await upload(await images.jpeg(320, 210));
      const listed = await everything({ source: 'upload' });
      expect(listed.find((item) => item.id === big.id)?.has_original).toBe(true);
      expect(listed.find((item) => item.id === small.id)?.has_original).toBe(false);
      const privateFile = path.join(folio.config.dataDir, 'private', original.slice('private/'.length));
      expect(existsSync(privateFile)).toBe(true);
      await folio.http().delete(`${LIBRARY}/${big.id}`).set(bearer()).expect(204);
      expect(existsSync(privateFile)).toBe(false);
      expect(await fileStatus(big.url)).toBe(404);
    });

    it('lets an upload go once no post uses it any more', async () => {
      const still = await folio.http().delete(`${LIBRARY}/${photo.id}`).set(bearer());
      expect([still.status, still.body.message]).toEqual([409, 'Image is used by: "Harbour at Dawn"']);
      await editPost(harbour.id, { cover_image_url: null });
      await folio.http().delete(`${LIBRARY}/${photo.id}`).set(bearer()).expect(204);
      expect(await fileStatus(photo.url)).toBe(404);
    });
  });

  describe('recording on post writes', () => {
    it('removes the row of an inline image dropped from a post at once, and keeps its file', async () => {
      const post = await createPost({ title: 'Sketchbook', content_text: `![Gull](${diagram.url})\n\n![Pier](https://cdn.example/pier.jpg)` });
      const inline = async () => (await everything({ source: 'post_inline', q: 'sketchbook' })).map((item) => item.alt_text).sort();
      expect(await inline()).toEqual(['Gull', 'Pier']);
      await editPost(post.id, { content_text: '![Pier, retitled](https://cdn.example/pier.jpg)' });
      expect(await inline()).toEqual(['Pier, retitled']);
      expect(await fileStatus(diagram.url)).toBe(200);
      expect(await sqlCount(`id = '${diagram.id}'`)).toBe(1);
    });

    it("gives inline images of this site's uploads their width and height, in the API and the page, so nothing shifts", async () => {
      const harbour = await upload(await images.jpeg(310, 190));
      const absolute = `${folio.config.siteUrl}${harbour.url}`;
      const post = await createPost({
        title: 'Sized pictures',
        content_text: `![Harbour](${harbour.url})\n\n![Again](${absolute})\n\n![Elsewhere](https://cdn.example/pier.jpg)`,
      });
      const sized = (html: string) => [...html.matchAll(/<img[^>]*>/g)].map(([tag]) => /width="(\d+)" height="(\d+)"/.exec(tag)?.slice(1).join('x') ?? 'unsized');
      expect(sized(post.content)).toEqual(['310x190', '310x190', 'unsized']);
      const { body: page } = await folio.http().get(`/api/posts/${post.slug}`).expect(200);
      expect(sized(page.content)).toEqual(['310x190', '310x190', 'unsized']);
      await editPost(post.id, { content_text: `Now only ![Harbour](${harbour.url})` });
      const { body: edited } = await folio.http().get(`/api/posts/${post.slug}`).expect(200);
      expect(sized(edited.content)).toEqual(['310x190']);
    });

    it('removes the rows of a deleted post, and keeps the files', async () => {
      const post = await createPost({ title: 'Short-lived', content_text: `![Gull](${diagram.url})`, cover_image_url: diagram.url });
      expect(await sqlCount(`post_id = '${post.id}'`)).toBe(2);
      await folio.http().delete(`/api/posts/${post.id}`).set(bearer()).expect(204);
      expect(await sqlCount(`post_id = '${post.id}'`)).toBe(0);
      expect(await fileStatus(diagram.url)).toBe(200);
    });

    it('saves no post when its images cannot be recorded: a post is never there without its rows', async () => {
      const title = 'Written while the library was away';
      await db.query('ALTER TABLE images RENAME TO images_away');
      let status: number;
      try {
        ({ status } = await folio.http().post('/api/posts').set(bearer()).send({ title, content_text: '![Pier](https://cdn.example/pier.jpg)' }));
      } finally {
        await db.query('ALTER TABLE images_away RENAME TO images');
      }
      expect(status).toBe(500);
      expect((await db.query('SELECT count(*)::int AS n FROM posts WHERE title = $1', [title])).rows[0].n).toBe(0);
    });
  });
});
