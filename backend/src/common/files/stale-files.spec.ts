import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleFiles } from './stale-files.js';

describe('removeStaleFiles', () => {
  it('removes the files last written before the limit and keeps newer ones and folders', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
    try {
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      for (const name of ['old-1', 'old-2', 'new']) writeFileSync(path.join(dir, name), name);
      mkdirSync(path.join(dir, 'folder'));
      for (const name of ['old-1', 'old-2', 'folder']) utimesSync(path.join(dir, name), hourAgo, hourAgo);

      expect(await removeStaleFiles(dir, new Date(Date.now() - 60_000))).toBe(2);
      expect(['old-1', 'old-2', 'new', 'folder'].map((name) => existsSync(path.join(dir, name)))).toEqual([false, false, true, true]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('removes only the old files whose names match, when a pattern is given', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
    try {
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      for (const name of ['a.partial', 'a.png']) {
        writeFileSync(path.join(dir, name), name);
        utimesSync(path.join(dir, name), hourAgo, hourAgo);
      }
      expect(await removeStaleFiles(dir, new Date(), /\.partial$/)).toBe(1);
      expect(['a.partial', 'a.png'].map((name) => existsSync(path.join(dir, name)))).toEqual([false, true]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds nothing to remove in a folder that does not exist', async () => {
    expect(await removeStaleFiles(path.join(os.tmpdir(), 'stale-never-made'), new Date())).toBe(0);
  });
});
