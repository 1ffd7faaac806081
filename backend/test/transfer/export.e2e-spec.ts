import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import * as images from '../support/image-factory.js';
import { getFile } from '../support/files.js';
import { ADMIN_TOKEN, bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';
import { readZipEntries, type ZipEntry } from '../support/zip-entries.js';

/** Hugo is not a dependency: the check runs where it is installed (apt-get install hugo). */
function hugoInstalled(): boolean {
  try {
    execFileSync('hugo', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GET /api/export', () => {
  let folio: TestApp;
  let db: pg.Client;
  let photoKey: string;
  let originalKey: string;
  let graphicKey: string;

  const upload = async (bytes: Buffer, filename: string) => {
    const response = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, filename);
    expect(response.status).toBe(201);
    return response.body as { id: string; url: string };
  };
  const createPost = async (body: object) => {
    const response = await folio.http().post('/api/posts').set(bearer()).send(body);
    expect(response.status).toBe(201);
    return response.body as { id: string; slug: string; content_text: string };
  };
  const storedPath = (key: string) =>
    key.startsWith('private/') ? path.join(folio.config.dataDir, 'private', key.slice('private/'.length)) : path.join(folio.config.dataDir, 'uploads', key);

  const exportZip = async () => {
    const response = await getFile(folio, '/api/export').set(bearer());
    expect(response.status).toBe(200);
    return { response, entries: await readZipEntries(response.body as Buffer) };
  };
  const entry = (entries: ZipEntry[], name: string) => {
    const found = entries.find((candidate) => candidate.path === name);
    if (!found) throw new Error(`No ${name} in the export: ${entries.map((e) => e.path).join(', ')}`);
    return found;
  };
  const frontMatter = (file: ZipEntry) => {
    const text = file.bytes.toString('utf8');
    const [, yaml, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    return { fields: parse(yaml!) as Record<string, unknown>, body: body! };
  };

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    const photo = await upload(await images.jpeg(3000, 2000), 'photo.jpg');
    const graphic = await upload(await images.pngGraphic(400, 300), 'diagram.png');
    photoKey = photo.url.slice('/uploads/'.length);
    graphicKey = graphic.url.slice('/uploads/'.length);
    originalKey = (await db.query('SELECT original_storage_key FROM images WHERE id = $1', [photo.id])).rows[0].original_storage_key;
    expect(originalKey).toMatch(/^private\//);
    await createPost({
      title: 'Tides: a "quoted" title',
      content_text: `# Low water\n\n![A diagram](${graphic.url})\n\n---\n\nA line after a rule.\n  trailing spaces  \n`,
      tags: ['Sea', 'notes'],
      excerpt: 'Written by hand: the excerpt.',
      cover_image_url: photo.url,
      cover_image_alt: 'The bay at dawn',
    });
    await createPost({ title: 'Unfinished', content_text: 'Only a draft.', status: 'draft' });
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    await folio.http().post('/api/redirects').set(bearer()).send({ from: '/2019/05/old-tides/', to: '/blog/tides-a-quoted-title', status: 301 }).expect(201);
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });

  it('needs the admin token', async () => {
    expect((await folio.http().get('/api/export')).status).toBe(401);
    expect((await folio.http().get('/api/export').set(bearer('wrong-token-0123456789abcdef'))).status).toBe(401);
  });

  it("streams one zip as an attachment named after today's date", async () => {
    const { response } = await exportZip();
    expect(response.headers['content-type']).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="folio-export-${today}.zip"`);
  });

  it('lays out posts, images byte for byte, images.json, redirects.json, settings.json, navigation.json, identity.json, and the manifest last with every hash', async () => {
    const { entries } = await exportZip();
    const paths = entries.map((file) => file.path);
    expect(paths.at(-1)).toBe('manifest.json');
    expect([...paths].sort()).toEqual(
      [
        'identity.json',
        'images.json',
        'manifest.json',
        'navigation.json',
        `originals/${originalKey.slice('private/'.length)}`,
        'posts/tides-a-quoted-title.md',
        'posts/unfinished.md',
        'redirects.json',
        'settings.json',
        `uploads/${graphicKey}`,
        `uploads/${photoKey}`,
      ].sort(),
    );

    for (const key of [photoKey, graphicKey, originalKey]) {
      const file = entry(entries, key.startsWith('private/') ? `originals/${key.slice('private/'.length)}` : `uploads/${key}`);
      expect(file.bytes.equals(readFileSync(storedPath(key)))).toBe(true);
      expect(file.compressionMethod).toBe(0);
    }

    const manifest = JSON.parse(entry(entries, 'manifest.json').bytes.toString('utf8'));
    expect(manifest).toMatchObject({
      format: 'folio-export',
      version: 1,
      site: { name: 'Folio', url: expect.any(String), description: expect.any(String), author: expect.any(String) },
      counts: { posts: 2, images: 2, files: 3, redirects: 1 },
      warnings: [],
    });
    expect(Object.keys(manifest.files).sort()).toEqual(paths.filter((name) => name !== 'manifest.json').sort());
    for (const file of entries.filter((candidate) => candidate.path !== 'manifest.json')) {
      expect(manifest.files[file.path]).toEqual({ sha256: sha256(file.bytes), size: file.bytes.length });
    }

    const library = JSON.parse(entry(entries, 'images.json').bytes.toString('utf8'));
    expect(library).toHaveLength(2);
    expect(library.find((row: { storage_key: string }) => row.storage_key === photoKey)).toMatchObject({
      url: `/uploads/${photoKey}`,
      original_storage_key: originalKey,
      original_mime_type: 'image/jpeg',
      mime_type: 'image/webp',
      is_public: true,
    });
    expect(JSON.parse(entry(entries, 'redirects.json').bytes.toString('utf8'))).toEqual([
      { from: '/2019/05/old-tides', to: '/blog/tides-a-quoted-title', status: 301 },
    ]);
    const settings = JSON.parse(entry(entries, 'settings.json').bytes.toString('utf8'));
    expect(settings).toEqual({ coming_soon: true, compression: expect.objectContaining({ compression_enabled: true, quality_preset: 'balanced' }) });
  });

  it('writes every field of a post in front matter Hugo reads, then the Markdown exactly as written', async () => {
    const { entries } = await exportZip();
    const { rows } = await db.query("SELECT * FROM posts WHERE slug = 'tides-a-quoted-title'");
    const post = rows[0];
    const published = frontMatter(entry(entries, 'posts/tides-a-quoted-title.md'));
    expect(published.fields).toEqual({
      title: 'Tides: a "quoted" title',
      slug: 'tides-a-quoted-title',
      type: 'post',
      status: 'published',
      draft: false,
      date: post.published_at.toISOString(),
      created_at: post.created_at.toISOString(),
      updated_at: post.updated_at.toISOString(),
      tags: ['notes', 'Sea'],
      description: 'Written by hand: the excerpt.',
      excerpt_is_custom: true,
      cover_image_url: `/uploads/${photoKey}`,
      cover_image_alt: 'The bay at dawn',
      noindex: false,
      send_email: false,
    });
    expect(published.body).toBe(post.content_text);

    const draft = frontMatter(entry(entries, 'posts/unfinished.md'));
    expect(draft.fields).toMatchObject({ title: 'Unfinished', status: 'draft', draft: true, excerpt_is_custom: false, tags: [] });
    // Hugo refuses `date: null`: a post never published has no date at all.
    expect(draft.fields).not.toHaveProperty('date');
    expect(draft.body).toBe('Only a draft.');
  });

  it('gives Hugo a site to build from posts/ as it is (uploads/ as its static files)', async () => {
    if (!hugoInstalled()) return;
    const { entries } = await exportZip();
    const site = makeTempDir('hugo');
    try {
      const write = (name: string, content: Buffer | string) => {
        mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
        writeFileSync(path.join(site, name), content);
      };
      write('hugo.toml', 'baseURL = "https://example.org/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n');
      write('layouts/_default/single.html', '{{ .Title }}|{{ .Date.Format "2006-01-02" }}|{{ delimit .Params.tags "," }}|{{ .Description }}|{{ .Content }}');
      write('layouts/_default/list.html', '{{ range .Pages }}{{ .Title }};{{ end }}');
      for (const file of entries) {
        if (file.path.startsWith('posts/')) write(`content/${file.path}`, file.bytes);
        if (file.path.startsWith('uploads/')) write(`static/${file.path}`, file.bytes);
      }
      execFileSync('hugo', ['--quiet', '--source', site], { stdio: 'pipe' });
      const page = readFileSync(path.join(site, 'public/posts/tides-a-quoted-title/index.html'), 'utf8');
      const today = new Date().toISOString().slice(0, 10);
      expect(page).toContain(`Tides: a &#34;quoted&#34; title|${today}|notes,Sea|Written by hand: the excerpt.|`);
      expect(page).toContain(`<img src="/uploads/${graphicKey}" alt="A diagram"`);
      expect(existsSync(path.join(site, `public/uploads/${graphicKey}`))).toBe(true);
      // Drafts are not built.
      expect(existsSync(path.join(site, 'public/posts/unfinished'))).toBe(false);
    } finally {
      removeTempDir(site);
    }
  });

  it('notes a stored file gone missing in the manifest and goes on without it', async () => {
    const extra = await upload(await images.gif(40, 30), 'dot.gif');
    const key = extra.url.slice('/uploads/'.length);
    rmSync(storedPath(key));
    try {
      const { entries } = await exportZip();
      expect(entries.some((file) => file.path === `uploads/${key}`)).toBe(false);
      const manifest = JSON.parse(entry(entries, 'manifest.json').bytes.toString('utf8'));
      expect(manifest.warnings).toEqual([`The stored file ${key} is missing; the export goes on without it`]);
      expect(manifest.counts).toMatchObject({ images: 3, files: 3 });
    } finally {
      await db.query('DELETE FROM images WHERE storage_key = $1', [key]);
    }
  });

  it('lets a client leave half way without harm to the server', async () => {
    const url = new URL('/api/export', `http://127.0.0.1:${(folio.app.getHttpServer().address() as { port: number }).port}`);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    });
    const { entries } = await exportZip();
    expect(entries.at(-1)!.path).toBe('manifest.json');
  });
});
