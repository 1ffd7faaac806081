import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { StoredFiles } from '../src/images/stored-files.service.js';
import { Storage } from '../src/storage/storage.js';
import * as images from './support/image-factory.js';
import { imageVariantsMade } from './support/image-variants.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

/** The sweep of stored files no image row uses (what a crash between a file and its row leaves). */
describe('sweeping stored files', () => {
  let folio: TestApp;
  let storage: Storage;
  let files: StoredFiles;
  let db: pg.Client;
  /** Every file counts as old enough. */
  const soon = () => new Date(Date.now() + 60_000);

  beforeAll(async () => {
    folio = await startTestApp();
    storage = folio.app.get(Storage);
    files = folio.app.get(StoredFiles);
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });

  it('removes nothing while the database knows no upload: the store may belong to another database', async () => {
    const { key } = await storage.put(await images.pngGraphic(33, 21), 'png');
    expect(await files.sweep(soon())).toMatchObject({ removed: 0, unknownStore: 1 });
    expect(await storage.exists(key)).toBe(true);
  });

  it('then removes old files no row uses, and old incomplete writes; keeps the files rows use, and young ones', async () => {
    const { body: uploaded } = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.jpeg(120, 80), 'a.jpg').expect(201);
    await imageVariantsMade(db);
    const copies = (await db.query<{ storage_key: string }>('SELECT storage_key FROM image_variants WHERE original_key = $1', [uploaded.path])).rows.map((row) => row.storage_key);
    const { key: stray } = await storage.put(await images.pngGraphic(34, 21), 'png');
    const original = await storage.putPrivate(await images.jpeg(60, 40), 'jpg');
    const uploads = path.join(folio.config.dataDir, 'uploads');
    writeFileSync(path.join(uploads, `${stray}.00000000-0000-4000-8000-000000000000.partial`), 'half');

    expect(await files.sweep(new Date(Date.now() - 60_000))).toMatchObject({ removed: 0, incompleteWrites: 0 });
    expect(await storage.exists(stray)).toBe(true);

    const result = await files.sweep(soon());
    expect(result).toMatchObject({ removed: 3, incompleteWrites: 1 });
    expect([await storage.exists(stray), await storage.exists(original), await storage.exists(uploaded.path)]).toEqual([false, false, true]);
    expect(copies.length).toBeGreaterThan(0);
    expect(readdirSync(uploads).sort()).toEqual([uploaded.path, ...copies].sort());
    expect((await folio.http().get(`/uploads/${stray}`)).status).toBe(404);
    expect((await folio.http().get(uploaded.url)).status).toBe(200);
    expect(existsSync(path.join(folio.config.dataDir, 'private'))).toBe(true);
  });
});
