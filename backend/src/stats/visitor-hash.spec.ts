import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed.js';
import { DailySalts, type SaltStore, utcDay, visitorHash } from './visitor-hash.js';

/** The salts table as PostgreSQL keeps it: the first salt offered for a day stays; a day's salt can be deleted. */
class MemorySalts implements SaltStore {
  readonly salts = new Map<string, Buffer>();
  reads = 0;
  async saltOf(day: string, fresh: Buffer): Promise<Buffer> {
    this.reads += 1;
    if (!this.salts.has(day)) this.salts.set(day, fresh);
    return this.salts.get(day)!;
  }
}

const ADDRESS = '203.0.113.7';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('the daily salt and the visitor mark', () => {
  it('gives the same reader one mark all day, whichever replica counts them', async () => {
    const store = new MemorySalts();
    const [first, second] = [new DailySalts(store), new DailySalts(store)];
    const day = '2026-11-28';
    expect(visitorHash(await first.saltFor(day), ADDRESS, BROWSER)).toEqual(visitorHash(await second.saltFor(day), ADDRESS, BROWSER));
    await first.saltFor(day);
    expect(store.reads).toBe(2);
    // A page's view takes the salt already read, without waiting; another day's is not known until read.
    expect(first.known(day)).toEqual(await second.saltFor(day));
    expect(first.known('2026-11-29')).toBeUndefined();
  });

  it('gives the same reader another mark the next day, never linked to the first: they count once on each day', async () => {
    const salts = new DailySalts(new MemorySalts());
    const yesterday = visitorHash(await salts.saltFor('2026-11-28'), ADDRESS, BROWSER);
    const today = visitorHash(await salts.saltFor('2026-11-29'), ADDRESS, BROWSER);
    expect(today).not.toEqual(yesterday);
    const perDay = new Map([['2026-11-28', new Set([yesterday.toString('hex')])], ['2026-11-29', new Set([today.toString('hex')])]]);
    expect([...perDay.values()].reduce((sum, marks) => sum + marks.size, 0)).toBe(2);
  });

  it('makes each day a new random salt, so marks cannot be rebuilt from the address and browser alone', async () => {
    const store = new MemorySalts();
    const salts = new DailySalts(store);
    await salts.saltFor('2026-11-28');
    await salts.saltFor('2026-11-29');
    const [first, second] = [...store.salts.values()];
    expect(first).toHaveLength(32);
    expect(first).not.toEqual(second);
    expect(visitorHash(first!, ADDRESS, BROWSER)).not.toEqual(visitorHash(Buffer.alloc(32), ADDRESS, BROWSER));
  });

  it('tells apart two readers behind one address by their browsers, and one browser at two addresses', () => {
    const salt = Buffer.alloc(32, 7);
    expect(visitorHash(salt, ADDRESS, BROWSER)).not.toEqual(visitorHash(salt, ADDRESS, `${BROWSER} Edg/140`));
    expect(visitorHash(salt, ADDRESS, BROWSER)).not.toEqual(visitorHash(salt, '203.0.113.8', BROWSER));
  });

  it('asks again after a failed read', async () => {
    let fail = true;
    const salts = new DailySalts({ saltOf: async (_day, fresh) => (fail ? Promise.reject(new Error('database away')) : fresh) });
    await expect(salts.saltFor('2026-11-29')).rejects.toThrow('database away');
    fail = false;
    await expect(salts.saltFor('2026-11-29')).resolves.toHaveLength(32);
  });

  it('lets a bounded number of views wait for a salt being read, and more once it is read', async () => {
    let read: (salt: Buffer) => void = () => undefined;
    const salts = new DailySalts({ saltOf: () => new Promise((resolve) => (read = resolve)) }, 3);
    const waiting = [1, 2, 3, 4].map(() => salts.waitFor('2026-11-29'));
    expect(waiting.map((salt) => salt !== undefined)).toEqual([true, true, true, false]);
    read(Buffer.alloc(32, 1));
    await Promise.all(waiting);
    expect(await salts.waitFor('2026-11-29')).toEqual(Buffer.alloc(32, 1));
  });

  it("never logs a visitor mark: a take-back's notice that cannot be sent is logged by its topic's name only", async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const feed = new ChangeFeed('postgres://unused', () => Promise.reject(new Error('the database is away')));
      const mark = visitorHash(Buffer.alloc(32, 7), ADDRESS, BROWSER).toString('base64');
      await feed.publish(`stats-take-back:${JSON.stringify({ day: '2026-11-29', path: '/', visitor: mark })}`);
      expect(warn.mock.calls.map(([message]) => message)).toEqual(['Could not tell other replicas that stats-take-back changed: the database is away']);
    } finally {
      warn.mockRestore();
    }
  });

  it('names days in UTC', () => {
    expect(utcDay(new Date('2026-11-29T23:59:59.999-01:00'))).toBe('2026-11-30');
  });
});
