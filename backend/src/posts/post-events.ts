import { Injectable, Logger } from '@nestjs/common';
import type { PostEntity } from './post.entity.js';

type Listener = (post: PostEntity) => unknown;

/**
 * Tells other modules about posts after the fact: `saved` after every committed write (editor, import
 * or restore), `live` once when a post goes live, by publishing or at its scheduled time. Listeners are
 * called at once but not waited for, so that their work (planning a job, which needs the database)
 * never holds up the answer to a save that has already happened; a listener's failure is logged.
 */
@Injectable()
export class PostEvents {
  private readonly logger = new Logger(PostEvents.name);
  private readonly listeners = { saved: new Set<Listener>(), live: new Set<Listener>() };

  on(event: keyof PostEvents['listeners'], listener: Listener): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  emit(event: keyof PostEvents['listeners'], post: PostEntity): void {
    const failed = (error: unknown) => this.logger.warn(`A listener of "${event}" failed for post ${post.id}: ${(error as Error)?.message}`);
    for (const listener of this.listeners[event]) {
      try {
        void Promise.resolve(listener(post)).catch(failed);
      } catch (error) {
        failed(error);
      }
    }
  }
}
