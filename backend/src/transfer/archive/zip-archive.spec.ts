import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { declareUncompressedSize, renameEntry, writeUpload, zipBytes } from '../../../test/support/import-archives.js';
import { makeTempDir, removeTempDir } from '../../../test/support/temp-dir.js';
import { ImportRefusedError } from '../import-source.js';
import { importLimits } from '../import-limits.js';
import { readTextLimited } from './read-limited.js';
import { openZipArchive } from './zip-archive.js';

describe('openZipArchive', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir('zip-archive');
  });
  afterAll(() => removeTempDir(dir));

  async function upload(name: string, bytes: Buffer): Promise<string> {
    return writeUpload(dir, name, bytes);
  }

  async function refusal(file: string, limits = importLimits()): Promise<string> {
    const error = await openZipArchive(file, limits).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImportRefusedError);
    return (error as Error).message;
  }

  it('lists files, streams them, and leaves out macOS clutter and folders', async () => {
    const file = await upload('ok.zip', await zipBytes([
      { name: 'blog/post.md', data: '# Hi' },
      { name: 'blog/.DS_Store', data: 'x' },
      { name: '__MACOSX/blog/._post.md', data: 'x' },
    ]));
    const archive = await openZipArchive(file, importLimits());
    expect([...archive.paths()]).toEqual(['blog/post.md']);
    expect(archive.size('blog/post.md')).toBe(4);
    expect(await archive.readText('blog/post.md', 100)).toBe('# Hi');
    await archive.close();
  });

  it.each([
    ['../evil.txt', 'a ".." segment'],
    ['/etc/passwd', 'an absolute path or drive letter'],
    ['C:/win.ini', 'an absolute path or drive letter'],
    ['a\\b\\c.txt', 'a backslash'],
  ])('refuses an entry named %s', async (name, why) => {
    const placeholder = 'x'.repeat(name.length);
    const bytes = renameEntry(await zipBytes([{ name: placeholder, data: 'boom' }]), placeholder, name);
    expect(await refusal(await upload(`bad-${name.length}.zip`, bytes))).toContain(why);
  });

  it('refuses symbolic links', async () => {
    const bytes = await zipBytes([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]);
    expect(await refusal(await upload('link.zip', bytes))).toContain('symbolic link ("link")');
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const bytes = await zipBytes([{ name: 'zeros.txt', data: Buffer.alloc(5 * 1024 * 1024) }]);
    expect(await refusal(await upload('bomb.zip', bytes))).toMatch(/zip bomb: "zeros.txt" would expand \d+ times/);
  });

  it('refuses too many entries and too large a total, as configured', async () => {
    const bytes = await zipBytes(Array.from({ length: 5 }, (_, index) => ({ name: `f${index}.txt`, data: 'hello world' })));
    const file = await upload('many.zip', bytes);
    expect(await refusal(file, importLimits({ maxEntries: 4 }))).toBe('The archive holds 5 entries; at most 4 are accepted');
    expect(await refusal(file, importLimits({ maxTotalBytes: 40 }))).toBe('The archive would expand to more than 40 bytes, the most Folio accepts');
  });

  it('refuses a file that is not a zip at all', async () => {
    expect(await refusal(await upload('junk.zip', Buffer.from('PK\u0003\u0004 not really')))).toContain('damaged or not a zip');
  });

  it('turns an entry larger than it declared into a refusal while streaming, not a crash', async () => {
    const bytes = declareUncompressedSize(await zipBytes([{ name: 'liar.txt', data: 'a'.repeat(10_000) }]), 100);
    const archive = await openZipArchive(await upload('liar.zip', bytes), importLimits());
    const reading = readTextLimited(await archive.open('liar.txt'), 1_000_000, 'liar.txt');
    await expect(reading).rejects.toThrow(ImportRefusedError);
    await expect(reading).rejects.toThrow(/not the size it declares \(too many bytes in the stream/);
    await archive.close();
  });
});
