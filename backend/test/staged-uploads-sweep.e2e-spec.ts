import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eventually } from './support/eventually.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Uploads wait on disk while they are received; a crash leaves them there, and the next start clears them. */
describe('uploads a stopped server left half-received', () => {
  let dataDir: string;
  let folio: TestApp;
  const staged = (folder: string, name: string) => path.join(dataDir, folder, name);

  beforeAll(async () => {
    dataDir = makeTempDir('staged');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const folder of ['incoming-images', 'imports/incoming']) {
      mkdirSync(path.join(dataDir, folder), { recursive: true });
      writeFileSync(staged(folder, 'left-by-a-crash'), 'half an upload');
      utimesSync(staged(folder, 'left-by-a-crash'), twoHoursAgo, twoHoursAgo);
      writeFileSync(staged(folder, 'being-received'), 'an upload under way');
    }
    folio = await startTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await folio?.close();
    removeTempDir(dataDir);
  });

  it('removes the old ones once the server starts, and keeps an upload still being received', async () => {
    const gone = () => !existsSync(staged('incoming-images', 'left-by-a-crash')) && !existsSync(staged('imports/incoming', 'left-by-a-crash'));
    expect(await eventually(gone, 20_000)).toBe(true);
    expect([existsSync(staged('incoming-images', 'being-received')), existsSync(staged('imports/incoming', 'being-received'))]).toEqual([true, true]);
  });
});
