import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EmbeddedPostgresLauncher } from '../src/database/embedded-postgres.launcher.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

const silent = { info: () => {}, warn: () => {}, debug: () => {} };

/** This suite stops its own PostgreSQL, so it does not share the run's server. */
describe('database outage', () => {
  let dataDir: string;
  let launcher: EmbeddedPostgresLauncher;
  let folio: TestApp;

  beforeAll(async () => {
    dataDir = makeTempDir('outage-pg');
    launcher = new EmbeddedPostgresLauncher(dataDir, silent);
    const databaseUrl = await launcher.start();
    folio = await startTestApp({ databaseUrl });
  });
  afterAll(async () => {
    await folio.close();
    await launcher.stop();
    removeTempDir(dataDir);
  });

  it('reports the outage within 2 s, stays up, and recovers within 5 s of the return', async () => {
    await folio.http().get('/api/db/health').expect(200);

    await launcher.stop();
    const down = await folio.http().get('/api/db/health').timeout(2_000);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ok: false });

    await folio.http().get('/healthz').timeout(2_000).expect(200);
    const read = await folio.http().get('/api/db/now').timeout(10_000);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ statusCode: 503, message: expect.stringContaining('database') });

    await launcher.start();
    const healthy = async () => (await folio.http().get('/api/db/health').timeout(2_000)).status === 200;
    expect(await eventually(healthy, 5_000)).toBe(true);
    await folio.http().get('/api/db/now').expect(200);
  });
});
