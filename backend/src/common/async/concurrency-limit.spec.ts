import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ConcurrencyLimit', () => {
  it('runs at most its slots at once, the rest in the order they came', async () => {
    const limit = new ConcurrencyLimit(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.queued).toBe(2);
    gates[1]!.resolve();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limit.active).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const limit = new ConcurrencyLimit(1, 10);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });

  it('refuses a caller once as many wait as it allows', async () => {
    const limit = new ConcurrencyLimit(1, 1);
    const gate = deferred();
    const first = limit.run(() => gate.promise);
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
  });
});
