import { Injectable, Logger } from '@nestjs/common';
import type { PostEntity } from './post.entity.js';

type Listener = (post: PostEntity) => unknown;

/**
 * Tells other modules about posts after the fact: `saved` after every committed write (editor, import
 * or restore), `live` once when a post goes live, by publishing or at its scheduled time. A listener's
 * failure is logged: the write it hears about has already happened.
 */
@Injectable()
export class PostEvents {
  private readonly logger = new Logger(PostEvents.name);
  private readonly listeners = { saved: new Set<Listener>(), live: new Set<Listener>() };

  on(event: keyof PostEvents['listeners'], listener: Listener): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  async emit(event: keyof PostEvents['listeners'], post: PostEntity): Promise<void> {
    for (const listener of this.listeners[event]) {
      try {
        await listener(post);
      } catch (error) {
        this.logger.warn(`A listener of "${event}" failed for post ${post.id}: ${(error as Error).message}`);
      }
    }
  }
}
