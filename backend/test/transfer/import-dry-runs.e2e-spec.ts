import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_FIXTURES } from '../support/import-archives.js';
import * as images from '../support/image-factory.js';
import { type ImportReport, type OldSite, runImport, startOldSite, wxrExport } from '../support/import-runs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 26, point 9: a dry run changes nothing, so that the same dry run says the same every time. */

const outline = (report: ImportReport) => ({
  counts: report.counts,
  created: report.created,
  updated: report.updated,
  skipped: report.skipped,
  warnings: report.warnings,
  errors: report.errors,
  posts: report.posts,
});

describe('the same dry run twice', () => {
  let app: TestApp;
  let oldSite: OldSite;

  beforeAll(async () => {
    oldSite = await startOldSite({ '/wp-content/uploads/a.jpg': { body: await images.jpeg(320, 200), type: 'image/jpeg' } });
    app = await startTestApp({ env: { FETCH_ALLOWLIST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await app?.close();
    await oldSite?.close();
  });

  it('gives the same counts and report for a WordPress export whose images come from the old site', async () => {
    const posts = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      title: `Crossing ${index + 1}`,
      name: index % 4 === 0 ? 'crossing' : `crossing-${index + 1}`,
      date: `2021-03-${String(index + 1).padStart(2, '0')} 10:00:00`,
      type: index % 5 === 4 ? 'page' : 'post',
      tags: ['sea'],
      html: `<p>Tide ${index}</p>${'<p><img src="/wp-content/uploads/a.jpg" alt="A"></p>'.repeat(3)}<p><img src="/wp-content/uploads/gone.jpg"></p>`,
    }));
    const file = Buffer.from(wxrExport(oldSite.origin, posts));
    const first = await runImport(app, file, 'wordpress.xml', { dry_run: true, source_url: oldSite.origin });
    const second = await runImport(app, file, 'wordpress.xml', { dry_run: true, source_url: oldSite.origin });
    expect(first).toMatchObject({ status: 'completed', created: 12 });
    expect(first.counts.redirects).toBeGreaterThan(12);
    expect(outline(second)).toEqual(outline(first));
  });

  it.each([
    ['wordpress', 'wordpress/wxr-1.2.xml', 'wordpress.xml'],
    ['ghost', 'ghost/ghost-5-export.json', 'ghost.json'],
  ])('gives the same counts and report for a %s export', async (_format, fixture, filename) => {
    const file = readFileSync(path.join(IMPORT_FIXTURES, fixture));
    const first = await runImport(app, file, filename, { dry_run: true });
    const second = await runImport(app, file, filename, { dry_run: true });
    expect(first.status).toBe('completed');
    expect(first.counts.redirects).toBeGreaterThan(0);
    expect(outline(second)).toEqual(outline(first));
  });
});
