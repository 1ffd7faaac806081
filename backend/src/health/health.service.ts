import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { answerWithin } from '../common/async/answer-within.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { Database } from '../database/database.js';
import type { DebugDbDto } from './health.dto.js';
import { HealthRepository } from './health.repository.js';

/** A health check answers within this, whether or not the database does. */
const DB_CHECK_TIMEOUT_MS = 1_500;

export function maskHost(host: string): string {
  if (host.length <= 6) return `${host.slice(0, 1)}***`;
  return `${host.slice(0, 3)}***${host.slice(-3)}`;
}

@Injectable()
export class HealthService {
  /** One ping at a time: while the database hangs, checks share it rather than each holding a connection. */
  private ping?: Promise<boolean>;

  constructor(
    private readonly repository: HealthRepository,
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isDatabaseHealthy(): Promise<boolean> {
    this.ping ??= this.repository
      .ping()
      .then(
        () => true,
        () => false,
      )
      .finally(() => (this.ping = undefined));
    return answerWithin(this.ping, DB_CHECK_TIMEOUT_MS, () => false);
  }

  async databaseNow(): Promise<string> {
    return (await this.repository.now()).toISOString();
  }

  async debugInfo(withCounts: boolean): Promise<DebugDbDto> {
    if (!this.config.debugEndpoints) throw new NotFoundException('Debug endpoints are off in production');
    const { url, provider } = this.database;
    const info: DebugDbDto = {
      provider,
      hostMasked: maskHost(url.hostname),
      dbName: decodeURIComponent(url.pathname.replace(/^\//, '')),
    };
    if (withCounts) info.counts = { posts: await this.repository.countPosts() };
    return info;
  }
}
