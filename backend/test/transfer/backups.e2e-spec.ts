import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupStore } from '../../src/transfer/backups/backup-store.js';
import { BUCKET_BACKUP_PREFIX } from '../../src/transfer/backups/s3-backup-store.js';
import { BACKUP_QUEUE, BackupsService } from '../../src/transfer/backups/backups.service.js';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { eventually } from '../support/eventually.js';
import * as images from '../support/image-factory.js';
import { getFile } from '../support/files.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { readZipEntries } from '../support/zip-entries.js';

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 3, 0, 0));
const nameOf = (day: number) => `folio-backup-202501${String(day).padStart(2, '0')}T030000Z.zip`;

/** Writes a little content so that a backup holds a post and an image. */
async function addContent(folio: TestApp): Promise<void> {
  const image = await folio.http().post('/api/images/uploads/image').set(bearer()).attach('image', await images.pngGraphic(200, 100), 'a.png');
  expect(image.status).toBe(201);
  await folio.http().post('/api/posts').set(bearer()).send({ title: 'Kept', content_text: `![x](${image.body.url})` }).expect(201);
}

async function backupsListed(folio: TestApp): Promise<string[]> {
  const response = await folio.http().get('/api/backups').set(bearer());
  expect(response.status).toBe(200);
  return response.body.items.map((item: { name: string }) => item.name);
}

async function downloadBackup(folio: TestApp, name: string) {
  const response = await getFile(folio, `/api/backups/${name}`).set(bearer());
  expect(response.status).toBe(200);
  return { response, bytes: response.body as Buffer };
}

describe('backups on local disk', () => {
  let folio: TestApp;
  const folder = () => path.join(folio.config.dataDir, 'backups');
  const backups = () => folio.app.get(BackupsService);

  beforeAll(async () => {
    folio = await startTestApp({ env: { BACKUP_KEEP: '3' } });
    await addContent(folio);
  });
  afterAll(() => folio.close());

  it('needs the admin token', async () => {
    expect((await folio.http().get('/api/backups')).status).toBe(401);
    expect((await folio.http().get(`/api/backups/${nameOf(1)}`)).status).toBe(401);
  });

  it('writes a complete export into DATA_DIR/backups, lists it and serves it for download', async () => {
    const taken = await backups().takeBackup(at(1));
    const file = path.join(folder(), nameOf(1));
    expect(taken).toEqual({ name: nameOf(1), size_bytes: statSync(file).size, created_at: at(1).toISOString() });
    expect((await folio.http().get('/api/backups').set(bearer())).body).toEqual({ items: [taken] });

    const { response, bytes } = await downloadBackup(folio, nameOf(1));
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${nameOf(1)}"`);
    expect(bytes.equals(readFileSync(file))).toBe(true);
    const paths = (await readZipEntries(bytes)).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['posts/kept.md', 'images.json', 'settings.json']));
    expect(paths.at(-1)).toBe('manifest.json');
  });

  it('keeps the newest BACKUP_KEEP, newest first', async () => {
    for (const day of [2, 3, 4, 5]) await backups().takeBackup(at(day));
    const listed = (await folio.http().get('/api/backups').set(bearer())).body.items.map((item: { name: string }) => item.name);
    expect(listed).toEqual([nameOf(5), nameOf(4), nameOf(3)]);
    expect(readdirSync(folder()).sort()).toEqual([nameOf(3), nameOf(4), nameOf(5)]);
  });

  it('answers 400 for a name that is not a backup, and never reads outside the folder', async () => {
    for (const name of ['..%2Fadmin-token', '..%2F..%2Fetc%2Fpasswd', 'admin-token', `${nameOf(5)}.partial`, `.${nameOf(5)}`, encodeURIComponent(`../backups/${nameOf(5)}`)]) {
      const response = await folio.http().get(`/api/backups/${name}`).set(bearer());
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(response.body.message).toMatch(/is not the name of a backup/);
    }
    const missing = await folio.http().get(`/api/backups/${nameOf(28)}`).set(bearer());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(`No backup named ${nameOf(28)}`);
  });

  it('never lists a backup cut short, nor leaves its partial file', async () => {
    const store = folio.app.get(BackupStore);
    await expect(
      store.save(nameOf(20), async (destination) => {
        await new Promise((resolve) => destination.write(Buffer.alloc(1024), resolve));
        destination.destroy();
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect((await backups().list()).items.map((item) => item.name)).not.toContain(nameOf(20));
    expect(readdirSync(folder()).sort()).toEqual([nameOf(3), nameOf(4), nameOf(5)]);
  });

  it("stops a backup under way when the job's signal is aborted, leaving no partial file", async () => {
    const before = readdirSync(folder()).sort();
    const job = new AbortController();
    let writes = 0;
    const saving = folio.app.get(BackupStore).save(
      nameOf(21),
      async (destination) => {
        // Like the export: one write after another, until one fails.
        while (writes < 1000) {
          await new Promise<void>((resolve, reject) => destination.write(Buffer.alloc(1024), (error) => (error ? reject(error) : resolve())));
          if (++writes === 3) job.abort(new Error('The server is shutting down'));
        }
      },
      job.signal,
    );
    await expect(saving).rejects.toThrow('The server is shutting down');
    expect(writes).toBeLessThan(10);
    expect(readdirSync(folder()).sort()).toEqual(before);
  });
});

describe('the backup schedule', () => {
  let folio: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    folio = await startTestApp({ env: { BACKUP_SCHEDULE: '15 2 * * *' } });
    db = new pg.Client({ connectionString: folio.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await folio.close();
  });

  it('is a job of the runner, on BACKUP_SCHEDULE, that takes a backup when it runs', async () => {
    const { rows } = await db.query('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [BACKUP_QUEUE]);
    expect(rows).toEqual([{ name: BACKUP_QUEUE, cron: '15 2 * * *' }]);
    await folio.app.get(JobRunner).send(BACKUP_QUEUE, {});
    const listed = async () => (await folio.http().get('/api/backups').set(bearer())).body.items as Array<{ name: string }>;
    expect(await eventually(async () => (await listed()).length === 1, 30_000)).toBe(true);
    expect((await listed())[0].name).toMatch(/^folio-backup-\d{8}T\d{6}Z\.zip$/);
  });

  it('"Back up now" queues a backup on the runner (202), whose run the status follows to the backup taken', async () => {
    expect((await folio.http().post('/api/backups')).status).toBe(401);
    expect((await folio.http().get('/api/backups/status')).status).toBe(401);
    const queued = await folio.http().post('/api/backups').set(bearer());
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ id: expect.any(String), state: expect.stringMatching(/^(created|active|completed)$/), error: null });

    const status = async () => (await folio.http().get('/api/backups/status').set(bearer())).body.run;
    expect(await eventually(async () => (await status())?.state === 'completed', 30_000)).toBe(true);
    const run = await status();
    expect(run).toMatchObject({ id: queued.body.id, state: 'completed', error: null, started_at: expect.any(String), completed_at: expect.any(String) });
    expect(run.backup).toEqual((await folio.http().get('/api/backups').set(bearer())).body.items[0]);
    expect(Date.parse(run.backup.created_at)).toBeGreaterThanOrEqual(Date.parse(run.created_at) - 1000);
  });
});

describe('backups in the bucket', () => {
  let s3: S3TestServer;
  let folio: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    folio = await startTestApp({ env: { ...s3.env(), BACKUP_KEEP: '2', BACKUP_S3_PART_MB: '5' } });
    await addContent(folio);
  });
  afterAll(async () => {
    await folio.close();
    await s3.stop();
  });

  it('go under private/backups/, are listed, downloaded and pruned there, with nothing left on local disk', async () => {
    const backups = folio.app.get(BackupsService);
    for (const day of [1, 2, 3]) await backups.takeBackup(at(day));
    const listed = (await folio.http().get('/api/backups').set(bearer())).body.items;
    expect(listed.map((item: { name: string }) => item.name)).toEqual([nameOf(3), nameOf(2)]);
    const { bytes } = await downloadBackup(folio, nameOf(3));
    expect(bytes.length).toBe(listed[0].size_bytes);
    expect((await readZipEntries(bytes)).map((entry) => entry.path)).toContain('posts/kept.md');
    const spool = path.join(folio.config.dataDir, 'backups');
    expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
    expect((await folio.http().get(`/api/backups/${nameOf(1)}`).set(bearer())).status).toBe(404);
  });

  /** An archive of 11 MB and a bit: two whole parts of 5 MB and a last one of 1 MB and a bit. */
  const bigArchive = randomBytes(11 * 1024 * 1024 + 12_345);
  const writeBigArchive = (destination: NodeJS.WritableStream) => new Promise<void>((resolve, reject) => destination.on('error', reject).end(bigArchive, resolve));
  const MB = 1024 * 1024;

  it('go up in parts of BACKUP_S3_PART_MB, and come back byte for byte', async () => {
    const saved = await folio.app.get(BackupStore).save(nameOf(10), writeBigArchive);
    expect(saved.size).toBe(bigArchive.length);
    expect(s3.multipart.completed).toEqual([{ key: `${BUCKET_BACKUP_PREFIX}${nameOf(10)}`, partSizes: [5 * MB, 5 * MB, MB + 12_345] }]);
    const { bytes } = await downloadBackup(folio, nameOf(10));
    expect(bytes.equals(bigArchive)).toBe(true);
  });

  it('abort the upload when a part fails: no object and no part left in the bucket', async () => {
    s3.multipart.failPart(2);
    try {
      await expect(folio.app.get(BackupStore).save(nameOf(11), writeBigArchive)).rejects.toThrow(/The bucket "folio-test" failed with backups: InternalError/);
    } finally {
      s3.multipart.failPart(null);
    }
    expect(s3.multipart.aborted).toEqual([`${BUCKET_BACKUP_PREFIX}${nameOf(11)}`]);
    expect(s3.multipart.open()).toBe(0);
    expect(await s3.multipart.partsOnDisk()).toBe(0);
    expect((await folio.http().get(`/api/backups/${nameOf(11)}`).set(bearer())).status).toBe(404);
    expect((await backupsListed(folio))).not.toContain(nameOf(11));
  });

  it("stop when the job's signal is aborted, and abort the upload in the bucket", async () => {
    const job = new AbortController();
    const receivedBefore = s3.multipart.partsReceived;
    const saving = folio.app.get(BackupStore).save(nameOf(12), writeBigArchive, job.signal);
    expect(await eventually(() => s3.multipart.partsReceived > receivedBefore, 10_000)).toBe(true);
    job.abort(new Error('The server is shutting down'));
    await expect(saving).rejects.toThrow('The server is shutting down');
    expect(await eventually(() => s3.multipart.aborted.includes(`${BUCKET_BACKUP_PREFIX}${nameOf(12)}`), 10_000)).toBe(true);
    expect(s3.multipart.open()).toBe(0);
    expect(await s3.multipart.partsOnDisk()).toBe(0);
    expect((await backupsListed(folio))).not.toContain(nameOf(12));
  });
});
