import { describe, expect, it } from '@jest/globals';
import type { PostEntity } from './post.entity.js';
import { PostEvents } from './post-events.js';

const post = { id: 'p1' } as PostEntity;

describe('PostEvents', () => {
  it('answers settled() only once every listener, and those they set off, has finished, with the number of calls', async () => {
    const events = new PostEvents();
    const planned: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    events.on('saved', async () => {
      await held;
      planned.push('card');
      events.emit('live', post);
    });
    events.on('live', async () => {
      await Promise.resolve();
      planned.push('newsletter');
    });
    events.emit('saved', post);
    const settled = events.settled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(planned).toEqual([]);
    release();
    await expect(settled).resolves.toBe(2);
    expect(planned).toEqual(['card', 'newsletter']);
  });

  it('settles after a listener that fails, and does not wait for listeners of events not emitted', async () => {
    const events = new PostEvents();
    events.on('saved', () => Promise.reject(new Error('database away')));
    events.on('live', () => new Promise(() => {}));
    events.emit('saved', post);
    await expect(events.settled()).resolves.toBe(1);
  });
});
