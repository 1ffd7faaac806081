import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseDocument, DomUtils } from 'htmlparser2';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EMBED_PLAYER_SCRIPT } from '../../src/render/embeds/embed-player-script.js';
import { FIRST_TAP_SCRIPT } from '../../src/site/first-tap-script.js';
import { BEACON_SCRIPT } from '../../src/stats/beacon-script.js';
import { findExecutable } from '../support/executable-html.js';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import * as images from '../support/image-factory.js';
import { IMPORT_FIXTURES, renameEntry, zipBytes } from '../support/import-archives.js';
import { adminPosts, filesUnder, type OldSite, runImport, sendImport, startOldSite, wxrExport } from '../support/import-runs.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 14, point 8: hostile and damaged exports are refused, naming the problem, and leave nothing behind. */

const POST = (title: string, body = 'Some text.') => `---\ntitle: ${title}\ndate: 2021-01-01\n---\n${body}\n`;

/** Sets the uncompressed size the central directory declares for one entry: its data then ends early (a damaged export). */
function misdeclareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0; at = out.indexOf('PK\u0001\u0002', at + 4, 'latin1')) {
    const length = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + length) === name) out.writeUInt32LE(size, at + 24);
  }
  return out;
}

describe('hostile and damaged imports', () => {
  let app: TestApp;
  let db: pg.Client;
  let oldSite: OldSite;
  const spa = temporaryFrontendBuild();

  const nothingLeft = async () => {
    const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    expect({
      posts: await count('posts'),
      images: await count('images'),
      redirects: await count('redirects'),
      chunks: await count('import_upload_chunks'),
      items: await count('imported_items'),
      uploads: filesUnder(app.config.dataDir, 'uploads'),
      imports: filesUnder(app.config.dataDir, 'imports'),
    }).toEqual({ posts: 0, images: 0, redirects: 0, chunks: 0, items: 0, uploads: [], imports: [] });
  };

  beforeAll(async () => {
    oldSite = await startOldSite({ '/a.jpg': { body: await images.jpeg(320, 240), type: 'image/jpeg' } });
    app = await startTestApp({ env: { IMPORT_MAX_MB: '1', FETCH_ALLOWLIST: '127.0.0.1', FRONTEND_DIST: spa.dir } });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
    await oldSite?.close();
    spa.remove();
  });

  describe('refused at upload with a 400 naming the problem', () => {
    const refused = async (file: Buffer, filename: string, problem: RegExp) => {
      const response = await sendImport(app, file, filename);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(problem);
      await nothingLeft();
    };

    it('a zip with an entry escaping the folder (../) or an absolute path', async () => {
      const zip = await zipBytes([
        { name: 'site/posts/fine.md', data: POST('Fine') },
        { name: 'aa/evil.md', data: POST('Evil') },
      ]);
      await refused(renameEntry(zip, 'aa/evil.md', '../evil.md'), 'site.zip', /"\.\." segment.*\.\.\/evil\.md/);
      const absolute = await zipBytes([
        { name: 'site/posts/fine.md', data: POST('Fine') },
        { name: 'xetc/evil.md', data: POST('Evil') },
      ]);
      await refused(renameEntry(absolute, 'xetc/evil.md', '/etc/evil.md'), 'site.zip', /absolute path/);
    });

    it('a zip bomb', async () => {
      const zip = await zipBytes([
        { name: 'site/posts/fine.md', data: POST('Fine') },
        { name: 'site/posts/zeros.md', data: Buffer.concat([Buffer.from(POST('Zeros')), Buffer.alloc(40 * 1024 * 1024)]) },
      ]);
      expect(zip.length).toBeLessThan(1024 * 1024);
      await refused(zip, 'site.zip', /zip bomb.*zeros\.md/);
    });

    it('a WXR declaring entities (billion laughs, an external file)', async () => {
      await refused(readFileSync(path.join(IMPORT_FIXTURES, 'wordpress', 'billion-laughs.xml')), 'wp.xml', /DOCTYPE|entit/i);
      await refused(readFileSync(path.join(IMPORT_FIXTURES, 'wordpress', 'external-entity.xml')), 'wp.xml', /DOCTYPE|entit/i);
    });

    it('a file that is no export', async () => {
      await refused(await images.pngGraphic(40, 40), 'export.zip', /not an export Folio can read/);
      await refused(Buffer.from('{"hello":"world"}'), 'export.json', /not an export Folio can read: JSON without the posts of a Ghost export/);
      await refused(Buffer.alloc(0), 'export.json', /empty|not an export/);
      await refused(await zipBytes([{ name: 'notes.txt', data: 'nothing here' }]), 'export.zip', /not an export Folio can read/);
    });

    it('a bad field beside a good file', async () => {
      const wxr = Buffer.from(wxrExport('https://old.example.com', [{ id: 1, title: 'Fine', name: 'fine', date: '2022-01-01 10:00:00' }]));
      const badDryRun = await app.http().post('/api/import').set(bearer()).field('dry_run', 'yes').attach('file', wxr, 'wp.xml');
      expect(badDryRun.status).toBe(400);
      expect(JSON.stringify(badDryRun.body.message)).toMatch(/dry_run must be true or false/);
      await nothingLeft();
      const badAddress = await sendImport(app, wxr, 'wp.xml', { source_url: 'javascript:alert(1)' });
      expect(badAddress.status).toBe(400);
      expect(JSON.stringify(badAddress.body.message)).toMatch(/source_url must be an http or https address/);
      await nothingLeft();
    });

    it('an upload without the file', async () => {
      const response = await app.http().post('/api/import').set(bearer()).field('dry_run', 'false');
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/file is required/);
      await nothingLeft();
    });
  });

  it('stops a file over IMPORT_MAX_MB while receiving it: 413', async () => {
    const big = Buffer.concat([Buffer.from('<?xml version="1.0"?>\n<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/">'), Buffer.alloc(2 * 1024 * 1024, 'x')]);
    const response = await sendImport(app, big, 'big.xml');
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/larger than 1 MB.*IMPORT_MAX_MB/);
    await nothingLeft();
  });

  it('fails the job, naming the damage, when it is found only while reading, and writes nothing', async () => {
    const entries = [
      { name: 'site/posts/a-first.md', data: POST('First', `![Picture](${oldSite.origin}/a.jpg)`) },
      { name: 'site/posts/b-second.md', data: POST('Second') },
      { name: 'site/posts/c-third.md', data: POST('Third', 'A body long enough to be deflated. '.repeat(50)) },
    ];
    const damaged = misdeclareSize(await zipBytes(entries), 'site/posts/c-third.md', 100_000);
    const report = await runImport(app, damaged, 'site.zip', { source_url: oldSite.origin });
    expect(report.status).toBe('failed');
    expect(report.errors.map((error) => error.message)).toEqual([expect.stringMatching(/c-third\.md.*damaged/)]);
    expect(report.created).toBe(0);
    await nothingLeft();
  });

  it('never lets script from an imported post reach a page', async () => {
    const payloads = [
      '<p>Hello</p><script>alert("script")</script>',
      '<img src="x" onerror="alert(\'onerror\')">',
      '<a href="javascript:alert(\'href\')">click</a>',
      '<iframe src="javascript:alert(\'iframe\')"></iframe>',
      '<svg><script>alert("svg")</script></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(\'click\')">styled</p>',
      '<object data="data:text/html,<script>alert(1)</script>"></object>',
      '<form action="javascript:alert(1)"><button>go</button></form>',
    ].join('\n');
    const wxr = wxrExport(oldSite.origin, [
      { id: 1, title: 'Hostile <script>alert("title")</script>', name: 'hostile', date: '2022-01-01 10:00:00', html: payloads, tags: ['<img src=x onerror=alert(1)>'] },
    ]);
    const report = await runImport(app, Buffer.from(wxr), 'wp.xml');
    expect(report).toMatchObject({ status: 'completed', created: 1, errors: [] });

    const [post] = await adminPosts(app);
    expect(post!.status).toBe('published');
    expect(findExecutable(post!.content)).toEqual([]);
    const page = await app.http().get(`/blog/${post!.slug}`).expect(200);
    const doc = parseDocument(page.text);
    const elements = DomUtils.findAll(() => true, doc.children);
    const scripts = elements.filter((element) => element.name === 'script');
    for (const script of scripts) {
      // The app's own bundle, the site's own inline scripts (the embed player and the first tap's, the two the CSP runs), or a data block a browser never runs.
      const inline = `<script>${DomUtils.textContent(script)}</script>`;
      const ownScript = [EMBED_PLAYER_SCRIPT, FIRST_TAP_SCRIPT.element, BEACON_SCRIPT.element].includes(inline) && Object.keys(script.attribs).length === 0;
      expect(script.attribs.src === '/assets/index-abc123.js' || ownScript || ['application/ld+json', 'application/json'].includes(script.attribs.type ?? '')).toBe(true);
      expect(DomUtils.textContent(script)).not.toMatch(/<\/?script/i);
    }
    const handlers = elements.flatMap((element) => Object.keys(element.attribs).filter((name) => /^on/i.test(name)).map((name) => `${element.name} ${name}`));
    expect(handlers).toEqual([]);
    const schemes = elements.flatMap((element) =>
      ['href', 'src', 'action', 'data', 'formaction'].map((name) => element.attribs[name] ?? '').filter((value) => /^\s*(javascript|data|vbscript):/i.test(value)),
    );
    expect(schemes).toEqual([]);
    // The page's own forms are the two subscribe boxes (after the article, in the footer); nothing the post brought.
    const siteForm = (element: (typeof elements)[number]) => element.name === 'form' && element.attribs.action === '/subscribe' && element.attribs.method === 'post';
    expect(elements.filter(siteForm)).toHaveLength(2);
    expect(elements.filter((element) => ['iframe', 'object', 'embed', 'form', 'svg'].includes(element.name) && !siteForm(element)).map((element) => element.name)).toEqual([]);
  });
});
