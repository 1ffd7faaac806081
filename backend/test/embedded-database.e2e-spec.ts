import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from '../src/database/embedded-postgres.launcher.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

/** postmaster.pid holds the server's pid on its first line and its port on the fourth. */
function postmasterLine(dataDir: string, line: number): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[line]) : undefined;
}
const postmasterPid = (dataDir: string) => postmasterLine(dataDir, 0);
const postmasterPort = (dataDir: string) => postmasterLine(dataDir, 3);

const embeddedApp = (dataDir: string) => startTestApp({ env: { DATABASE_URL: undefined, DATA_DIR: dataDir } });

/** Without DATABASE_URL the app runs its own PostgreSQL in DATA_DIR/pg, as `npm start` does. */
describe('embedded PostgreSQL', () => {
  const dataDirs = [makeTempDir('embedded-a'), makeTempDir('embedded-b')];
  afterAll(() => dataDirs.forEach(removeTempDir));

  it('starts in DATA_DIR/pg, stops with the app, and keeps the data for the next start', async () => {
    const [dataDir] = dataDirs;
    const first = await embeddedApp(dataDir);
    const pid = postmasterPid(dataDir);
    try {
      expect(pid).toEqual(expect.any(Number));
      expect((await first.http().get('/__debug/db').expect(200)).body.provider).toBe('embedded-postgres');
      await first.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    } finally {
      await first.close();
    }
    expect(isAlive(pid!)).toBe(false);

    const second = await embeddedApp(dataDir);
    try {
      expect((await second.http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: true });
    } finally {
      await second.close();
    }
  });

  it('runs two instances with different DATA_DIRs side by side', async () => {
    const apps: TestApp[] = [];
    try {
      apps.push(await embeddedApp(dataDirs[0]), await embeddedApp(dataDirs[1]));
      const ports = dataDirs.map(postmasterPort);
      expect(ports).toEqual([expect.any(Number), expect.any(Number)]);
      expect(ports[0]).not.toBe(ports[1]);
      for (const app of apps) await app.http().get('/api/db/health').expect(200);
      await apps[1].http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
      expect((await apps[0].http().get('/api/admin/coming-soon').set(bearer())).body).toEqual({ enabled: true });
    } finally {
      for (const app of apps) await app.close();
    }
  });

  it('refuses a second app on a DATA_DIR whose database is in use, with a clear message', async () => {
    const first = await embeddedApp(dataDirs[1]);
    try {
      await expect(embeddedApp(dataDirs[1])).rejects.toThrow(/already running.*another Folio/);
    } finally {
      await first.close();
    }
  });
});
