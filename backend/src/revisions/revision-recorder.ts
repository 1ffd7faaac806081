import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { RevisionsRepository } from './revisions.repository.js';

/** A run of background saves within this long of its first keeps one revision. */
export const AUTOSAVE_RUN = '10 minutes';

/**
 * Keeps a revision of every save of a post, called inside the save's own transaction (after the
 * post row is written, under its row lock): a save and its revision commit together or not at all.
 */
@Injectable()
export class RevisionRecorder {
  constructor(
    private readonly repository: RevisionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `autosave`: the editor saved in the background (the request's `autosave: true`). */
  async record(manager: EntityManager, postId: string, autosave = false): Promise<void> {
    await this.repository.record(manager, postId, { autosave, autosaveRun: AUTOSAVE_RUN, keep: this.config.revisionsKeep });
  }
}
