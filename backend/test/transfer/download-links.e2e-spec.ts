import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupsService } from '../../src/transfer/backups/backups.service.js';
import { getFile } from '../support/files.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { readZipEntries } from '../support/zip-entries.js';

const NOT_VALID = /^This download link is not valid: it is wrong, was already used, or is older than 60 s\. Ask for a new one\.$/;

describe('download links: the export and backups saved by the browser itself', () => {
  let folio: TestApp;
  let db: pg.Client;

  const exportLink = async () => {
    const response = await folio.http().post('/api/export/link').set(bearer());
    expect(response.status).toBe(201);
    return response.body as { url: string; expires_at: string };
  };

  beforeAll(async () => {
    folio = await startTestApp();
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
    await folio.http().post('/api/posts').set(bearer()).send({ title: 'Carried out', content_text: 'Every word of it.' }).expect(201);
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });

  it('are made only with the admin token, and expire a minute later', async () => {
    expect((await folio.http().post('/api/export/link')).status).toBe(401);
    const before = Date.now();
    const link = await exportLink();
    expect(link.url).toMatch(/^\/api\/downloads\?token=[A-Za-z0-9_-]{32}$/);
    const lifetime = Date.parse(link.expires_at) - before;
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThan(65_000);
    // Only the token's sha256 is stored.
    const token = new URL(link.url, 'http://folio').searchParams.get('token')!;
    const { rows } = await db.query('SELECT token_hash, target FROM download_links');
    expect(rows.map((row) => row.target)).toEqual(['export']);
    expect((rows[0].token_hash as Buffer).equals(createHash('sha256').update(token).digest())).toBe(true);
  });

  it('stream the export without the bearer token, as an attachment the browser saves, once', async () => {
    const { url } = await exportLink();
    const response = await getFile(folio, url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="folio-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    // Streamed as it is written: no length known in advance, sent in chunks.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const paths = (await readZipEntries(response.body as Buffer)).map((entry) => entry.path);
    expect(paths).toContain('posts/carried-out.md');
    expect(paths.at(-1)).toBe('manifest.json');

    const again = await folio.http().get(url);
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(NOT_VALID);
  });

  it('refuse a wrong, malformed, expired or missing token with a 4xx that names the problem', async () => {
    for (const token of [randomBytes(24).toString('base64url'), 'short', `${'a'.repeat(31)}!`, encodeURIComponent("' OR 1=1 --")]) {
      const response = await folio.http().get(`/api/downloads?token=${token}`);
      expect({ token, status: response.status }).toEqual({ token, status: 403 });
      expect(response.body.message).toMatch(NOT_VALID);
    }

    const { url } = await exportLink();
    await db.query(`UPDATE download_links SET expires_at = now() - interval '1 second'`);
    const expired = await folio.http().get(url);
    expect(expired.status).toBe(403);
    expect(expired.body.message).toMatch(NOT_VALID);

    const missing = await folio.http().get('/api/downloads');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.message)).toMatch(/token/);
  });

  it('are not let through by a bearer token alone', async () => {
    expect((await folio.http().get('/api/downloads?token=').set(bearer())).status).toBe(403);
  });

  it('save a backup byte for byte; a link to a backup that is not there is a 404, to a name that is no backup\'s a 400', async () => {
    const backup = await folio.app.get(BackupsService).takeBackup(new Date(Date.UTC(2025, 0, 2, 3, 0, 0)));
    expect((await folio.http().post(`/api/backups/${backup.name}/link`)).status).toBe(401);
    const link = await folio.http().post(`/api/backups/${backup.name}/link`).set(bearer());
    expect(link.status).toBe(201);
    const response = await getFile(folio, link.body.url);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect((response.body as Buffer).equals(readFileSync(path.join(folio.config.dataDir, 'backups', backup.name)))).toBe(true);
    expect((await folio.http().get(link.body.url)).status).toBe(403);

    const missing = await folio.http().post('/api/backups/folio-backup-20240101T000000Z.zip/link').set(bearer());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No backup named folio-backup-20240101T000000Z.zip');
    const notABackup = await folio.http().post('/api/backups/admin-token/link').set(bearer());
    expect(notABackup.status).toBe(400);
    expect(notABackup.body.message).toMatch(/is not the name of a backup/);
  });

  it('work while Coming Soon is on: the link is the admin\'s', async () => {
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      const { url } = await exportLink();
      expect((await getFile(folio, url)).status).toBe(200);
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});
