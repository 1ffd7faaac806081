import { Injectable, Logger } from '@nestjs/common';
import type { PostEntity } from './post.entity.js';

type Listener = (post: PostEntity) => unknown;

/**
 * Tells other modules about posts after the fact: `saved` after every committed write (editor, import
 * or restore), `live` once when a post goes live, by publishing or at its scheduled time. Listeners are
 * called at once but not waited for, so that their work (planning a job, which needs the database)
 * never holds up the answer to a save that has already happened; a listener's failure is logged.
 * The listeners still running are kept: settled() says when every consequence of a save is planned.
 */
@Injectable()
export class PostEvents {
  private readonly logger = new Logger(PostEvents.name);
  private readonly listeners = { saved: new Set<Listener>(), live: new Set<Listener>() };
  private readonly running = new Set<Promise<unknown>>();
  private calls = 0;

  on(event: keyof PostEvents['listeners'], listener: Listener): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  emit(event: keyof PostEvents['listeners'], post: PostEntity): void {
    const failed = (error: unknown) => this.logger.warn(`A listener of "${event}" failed for post ${post.id}: ${(error as Error)?.message}`);
    for (const listener of this.listeners[event]) {
      try {
        const done: Promise<unknown> = Promise.resolve(listener(post))
          .catch(failed)
          .finally(() => this.running.delete(done));
        this.running.add(done);
        this.calls += 1;
      } catch (error) {
        failed(error);
      }
    }
  }

  /**
   * Resolves once no listener is running, including those that the finished ones set off, with the
   * number of listener calls so far: the same number twice means nothing was told in between.
   */
  async settled(): Promise<number> {
    while (this.running.size) await Promise.all(this.running);
    return this.calls;
  }
}
