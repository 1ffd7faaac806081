import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { folderEntries, IMPORT_FIXTURES, renameEntry, writeUpload, zipBytes } from '../../test/support/import-archives.js';
import { makeTempDir, removeTempDir } from '../../test/support/temp-dir.js';
import { ImportRefusedError } from './import-source.js';
import { openImportSource } from './open-import-source.js';

describe('openImportSource', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir('open-import');
  });
  afterAll(() => removeTempDir(dir));

  const upload = (name: string, bytes: Buffer | string) => writeUpload(dir, name, bytes);

  async function formatOf(file: string): Promise<string> {
    const source = await openImportSource(file);
    await source.close();
    return source.format;
  }

  it('recognises each format from its content, whatever the file is called', async () => {
    const wxr = readFileSync(path.join(IMPORT_FIXTURES, 'wordpress', 'wxr-1.2.xml'));
    const ghost = readFileSync(path.join(IMPORT_FIXTURES, 'ghost', 'ghost-5-export.json'));
    expect(await formatOf(upload('export.json', wxr))).toBe('wordpress');
    expect(await formatOf(upload('export.xml', ghost))).toBe('ghost');
    expect(await formatOf(upload('a.xml', await zipBytes(folderEntries(path.join(IMPORT_FIXTURES, 'substack')))))).toBe('substack');
    expect(await formatOf(upload('b.json', await zipBytes(folderEntries(path.join(IMPORT_FIXTURES, 'markdown', 'jekyll-site')))))).toBe('markdown');
    expect(await formatOf(upload('c.csv', await zipBytes([{ name: 'g/export.json', data: ghost }])))).toBe('ghost');
  });

  it('recognises a Folio export before the Markdown files inside it', async () => {
    const zip = await zipBytes([
      { name: 'manifest.json', data: '{"format": "folio-export", "version": 1}' },
      { name: 'posts/a.md', data: '---\ntitle: A\n---\nbody' },
    ]);
    await expect(openImportSource(upload('folio.zip', zip))).rejects.not.toThrow(/not an export Folio can read/);
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    ['plain text', 'hello, world', 'its content matches none of Ghost, WordPress, Substack, Markdown or Folio'],
    ['a gzip file', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3]), 'a gzip or tar file (upload a zip instead)'],
    ['an HTML page', '<!doctype html><html><body>hi</body></html>', 'XML or HTML that is not a WordPress export (WXR)'],
  ])('refuses %s, naming what it is', async (_what, bytes, why) => {
    const opening = openImportSource(upload('unknown.zip', bytes));
    await expect(opening).rejects.toThrow(ImportRefusedError);
    await expect(opening).rejects.toThrow(`The file is not an export Folio can read: ${why}`);
  });

  it('refuses a zip holding nothing Folio reads', async () => {
    const zip = await zipBytes([{ name: 'photo.txt', data: 'not an export' }]);
    await expect(openImportSource(upload('other.zip', zip))).rejects.toThrow(
      'The file is not an export Folio can read: a zip holding no Ghost, Substack, Markdown or Folio export',
    );
  });

  it('refuses a hostile zip before any importer looks inside', async () => {
    const zip = renameEntry(await zipBytes([{ name: 'xxxxxxxxxxxxxx', data: '---\ntitle: x\n---\n' }]), 'xxxxxxxxxxxxxx', '../../etc/x.md');
    await expect(openImportSource(upload('evil.zip', zip))).rejects.toThrow(/path has a "\.\." segment \("\.\.\/\.\.\/etc\/x\.md"\)/);
    const bomb = await zipBytes([{ name: 'posts.csv', data: Buffer.alloc(8 * 1024 * 1024, 0x41) }]);
    await expect(openImportSource(upload('bomb.zip', bomb))).rejects.toThrow(/zip bomb/);
  });
});
