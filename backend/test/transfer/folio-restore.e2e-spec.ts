import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { FolioRestoreService } from '../../src/transfer/folio-restore.js';
import { ImageVariantsService } from '../../src/images/variants/image-variants.service.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../../src/transfer/import-source.js';
import { openImportSource } from '../../src/transfer/open-import-source.js';
import * as images from '../support/image-factory.js';
import { download, getFile } from '../support/files.js';
import { imageVariantsMade } from '../support/image-variants.js';
import { socialCardFiles, socialCardsDrawn } from '../support/social-cards.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';
import { readZipEntries, writeZip, type ZipEntry } from '../support/zip-entries.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const IMAGE_COLUMNS = `url, storage_key, alt_text, width, height, file_size_bytes, mime_type, is_public, created_at,
  original_storage_key, original_size_bytes, original_width, original_height, original_mime_type, compressed_at`;

describe('the Folio importer and restoreFolioArchive', () => {
  let site: TestApp;
  let empty: TestApp;
  let emptyDb: pg.Client;
  let siteDb: pg.Client;
  let folder: string;
  let exported: ZipEntry[];

  const saveZip = async (name: string, entries: ZipEntry[]) => {
    const file = path.join(folder, name);
    writeFileSync(file, await writeZip(entries));
    return file;
  };
  /** Through the registry, as the import opens an upload: the format is told from the content. */
  const openFolio = async (file: string): Promise<ImportSource> => {
    const source = await openImportSource(file);
    expect(source.format).toBe('folio');
    return source;
  };
  const restore = async (file: string, dryRun: boolean) => {
    const source = await openFolio(file);
    try {
      return await empty.app.get(FolioRestoreService).restoreFolioArchive(source, { dryRun });
    } finally {
      await source.close();
    }
  };
  const storedFiles = (app: TestApp) =>
    ['uploads', 'private'].flatMap((dir) => {
      const full = path.join(app.config.dataDir, dir);
      return existsSync(full) ? readdirSync(full).map((name) => `${dir}/${name}`) : [];
    });
  const imageRows = async (db: pg.Client) => (await db.query(`SELECT ${IMAGE_COLUMNS} FROM images WHERE source = 'upload' ORDER BY storage_key`)).rows;

  beforeAll(async () => {
    folder = makeTempDir('folio-restore');
    [site, empty] = await Promise.all([startTestApp(), startTestApp()]);
    siteDb = new pg.Client({ connectionString: site.databaseUrl });
    emptyDb = new pg.Client({ connectionString: empty.databaseUrl });
    await Promise.all([siteDb.connect(), emptyDb.connect()]);

    const photo = await site.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(3000, 2000), 'photo.jpg');
    const graphic = await site.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.pngGraphic(300, 200), 'd.png');
    await site.http().post('/api/images/metadata').set(bearer()).send({ url: graphic.body.url, alt_text: 'A diagram' });
    await site.http().post('/api/posts').set(bearer()).send({
      title: 'Harbour',
      content_text: `![A diagram](${graphic.body.url})\n\nText.`,
      tags: ['sea'],
      excerpt: 'Mine.',
      cover_image_url: photo.body.url,
      cover_image_alt: 'Boats',
    });
    await site.http().post('/api/posts').set(bearer()).send({ title: 'Later', content_text: 'Draft text.', status: 'draft' });
    await site.http().patch('/api/compression/settings').set(bearer()).send({ quality_preset: 'high', size_threshold_kb: 800 }).expect(200);
    await site.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    await site.http().post('/api/redirects').set(bearer()).send({ from: '/old/harbour/', to: '/blog/harbour', status: 301 }).expect(201);
    await site.http().post('/api/redirects').set(bearer()).send({ from: '/feed', to: 'https://example.com/rss', status: 302 }).expect(201);
    const response = await getFile(site, '/api/export').set(bearer());
    expect(response.status).toBe(200);
    exported = await readZipEntries(response.body as Buffer);
  });
  afterAll(async () => {
    await Promise.all([siteDb.end(), emptyDb.end()]);
    await Promise.all([site.close(), empty.close()]);
    removeTempDir(folder);
  });

  it('reads the posts back as items with every field', async () => {
    const source = await openFolio(await saveZip('items.zip', exported));
    const items: ImportedItem[] = [];
    for await (const item of source.items()) items.push(item);
    await source.close();
    const { rows } = await siteDb.query("SELECT * FROM posts WHERE slug = 'harbour'");
    expect(items.map((item) => item.slug)).toEqual(['harbour', 'later']);
    expect(items[0]).toMatchObject({
      sourceId: 'posts/harbour.md',
      type: 'post',
      title: 'Harbour',
      status: 'published',
      publishedAt: rows[0].published_at,
      createdAt: rows[0].created_at,
      updatedAt: rows[0].updated_at,
      tags: ['sea'],
      excerpt: 'Mine.',
      body: { markdown: rows[0].content_text },
      coverImage: { url: rows[0].cover_image_url, alt: 'Boats' },
      oldPaths: [],
      warnings: [],
    });
    expect(items[1]).toMatchObject({ status: 'draft', publishedAt: null, excerpt: null, coverImage: null, body: { markdown: 'Draft text.' } });
  });

  it('refuses an archive whose file differs from its manifest, naming it, before writing anything', async () => {
    const tampered = exported.map((file) =>
      file.path.startsWith('uploads/') && file.path.endsWith('.png') ? { ...file, bytes: Buffer.concat([file.bytes, Buffer.from([0])]) } : file,
    );
    const name = tampered.find((file) => file.path.endsWith('.png'))!.path;
    await expect(restore(await saveZip('tampered.zip', tampered), false)).rejects.toThrow(
      new ImportRefusedError(`"${name}" in the Folio export does not match its manifest (sha256 or size differs): the archive is damaged or was changed`),
    );
    expect(storedFiles(empty)).toEqual([]);
    expect(await imageRows(emptyDb)).toEqual([]);
  });

  it('refuses an image whose bytes are not what its name says, even with a manifest to match', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const fake = `uploads/${sha256(text)}.png`;
    const manifestEntry = exported.find((file) => file.path === 'manifest.json')!;
    const manifest = JSON.parse(manifestEntry.bytes.toString('utf8'));
    manifest.files[fake] = { sha256: sha256(text), size: text.length };
    const entries = [...exported.filter((file) => file !== manifestEntry), { path: fake, bytes: text, compressionMethod: 0 }];
    entries.push({ path: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest)), compressionMethod: 8 });
    await expect(restore(await saveZip('fake.zip', entries), false)).rejects.toThrow(`The file "${fake}" in the Folio export is not the PNG image its name says`);
    expect(storedFiles(empty)).toEqual([]);
  });

  it('refuses an export of a newer format version, saying what to do', async () => {
    const entries = exported.map((file) => {
      if (file.path !== 'manifest.json') return file;
      const manifest = JSON.parse(file.bytes.toString('utf8'));
      return { ...file, bytes: Buffer.from(JSON.stringify({ ...manifest, version: 2 })) };
    });
    await expect(openFolio(await saveZip('newer.zip', entries))).rejects.toThrow(
      new ImportRefusedError('The Folio export is of format version 2, newer than this Folio reads (1): update Folio, then import it'),
    );
  });

  it('reports in a dry run what it would restore, and writes nothing', async () => {
    const result = await restore(await saveZip('dry.zip', exported), true);
    expect(result).toEqual({ images: 2, settings: true, redirects: 2, navigation: true, identity: true, warnings: [] });
    expect((await empty.http().get('/api/redirects').set(bearer())).body.total).toBe(0);
    expect(storedFiles(empty)).toEqual([]);
    expect(await imageRows(emptyDb)).toEqual([]);
    expect((await empty.http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: false });
  });

  it('restores every image byte for byte at its key with its row, and the settings; a second time creates nothing', async () => {
    const file = await saveZip('whole.zip', exported);
    expect(await restore(file, false)).toEqual({ images: 2, settings: true, redirects: 2, navigation: true, identity: true, warnings: [] });

    // The site's social cards are drawn from its posts, which this restore does not write. The
    // import that runs a restore plans the restored images' smaller copies once it ends, as here:
    // the same files as the site's.
    await empty.app.get(ImageVariantsService).planMissing();
    await Promise.all([socialCardsDrawn(siteDb), imageVariantsMade(siteDb), imageVariantsMade(emptyDb)]);
    const cards = await socialCardFiles(siteDb);
    const archived = storedFiles(site).filter((stored) => !cards.includes(stored));
    expect(storedFiles(empty).sort()).toEqual(archived.sort());
    for (const stored of archived) {
      expect(readFileSync(path.join(empty.config.dataDir, stored)).equals(readFileSync(path.join(site.config.dataDir, stored)))).toBe(true);
    }
    expect(await imageRows(emptyDb)).toEqual(await imageRows(siteDb));
    for (const row of await imageRows(siteDb)) expect((await download(empty, row.url)).equals(await download(site, row.url))).toBe(true);
    const settings = async (app: TestApp) => (await app.http().get('/api/compression/settings').set(bearer())).body;
    expect(await settings(empty)).toEqual(await settings(site));
    expect((await empty.http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: true });
    const redirects = async (app: TestApp) =>
      (await app.http().get('/api/redirects').set(bearer())).body.items
        .map(({ from, to, status }: Record<string, string>) => ({ from, to, status }))
        .sort((a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from));
    expect(await redirects(empty)).toEqual(await redirects(site));

    expect(await restore(file, false)).toEqual({ images: 0, settings: true, redirects: 0, navigation: true, identity: true, warnings: [] });
    expect(await restore(file, true)).toMatchObject({ images: 0, redirects: 0 });
    expect(await imageRows(emptyDb)).toHaveLength(2);
  });

  /** The export with one of its files replaced (and the manifest made to agree), saved as a zip. */
  async function exportWith(replaced: string, content: unknown, name: string): Promise<string> {
    const bytes = Buffer.from(JSON.stringify(content));
    const manifestEntry = exported.find((file) => file.path === 'manifest.json')!;
    const manifest = JSON.parse(manifestEntry.bytes.toString('utf8'));
    manifest.files[replaced] = { sha256: sha256(bytes), size: bytes.length };
    const entries = exported.filter((file) => file.path !== replaced && file !== manifestEntry);
    entries.push({ path: replaced, bytes, compressionMethod: 8 });
    entries.push({ path: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest)), compressionMethod: 8 });
    return saveZip(name, entries);
  }

  it('leaves the navigation as it is, with a warning, when navigation.json holds a link the navigation API refuses', async () => {
    const hostile = { primary: [{ label: 'Click', url: 'javascript:alert(1)' }], footer: [] };
    const before = (await empty.http().get('/api/navigation').set(bearer()).expect(200)).body;
    const result = await restore(await exportWith('navigation.json', hostile, 'hostile-navigation.zip'), false);
    expect(result).toMatchObject({ navigation: false, warnings: ["navigation.json: its primary is not valid; the site's navigation is left as it is"] });
    expect((await empty.http().get('/api/navigation').set(bearer()).expect(200)).body).toEqual(before);
  });

  it("leaves the site's identity as it is, with a warning, when identity.json holds what Settings → Site refuses", async () => {
    const hostile = { title: 'Taken over', author_links: [{ label: 'Click', url: 'javascript:alert(1)' }] };
    const before = (await empty.http().get('/api/site/settings').set(bearer()).expect(200)).body;
    const result = await restore(await exportWith('identity.json', hostile, 'hostile-identity.zip'), false);
    expect(result).toMatchObject({ identity: false, warnings: ["identity.json: its author_links is not valid; the site's identity is left as it is"] });
    expect((await empty.http().get('/api/site/settings').set(bearer()).expect(200)).body).toEqual(before);
  });
});
