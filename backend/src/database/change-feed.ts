import { Logger } from '@nestjs/common';
import pg from 'pg';

const CHANNEL = 'folio_changes';
const RETRY_MS = [250, 500, 1_000, 2_000];
/**
 * A listening connection is idle, and a hung server keeps it open (its kernel even answers TCP
 * keepalives), so a query on it every few seconds is what tells that it still works.
 */
const HEARTBEAT_MS = 2_000;
const ANSWER_WITHIN_MS = 2_000;

export type ChangeListener = (topic: string) => void;

/** A topic's name, without what follows its first ':' (a payload, e.g. 'stats-take-back:{…}'). */
export const topicName = (topic: string) => topic.split(':', 1)[0]!;

/**
 * Cross-replica cache invalidation over PostgreSQL LISTEN/NOTIFY. A dedicated connection listens;
 * while it is down, `isLive` is false and caches must not trust themselves, since notifications
 * sent meanwhile are lost. On every (re)connection listeners hear '*': drop everything. A
 * connection that stops answering (a hung server) is closed and replaced like a broken one.
 */
export class ChangeFeed {
  private readonly logger = new Logger(ChangeFeed.name);
  private readonly listeners = new Set<ChangeListener>();
  private client?: pg.Client;
  private live = false;
  private closed = false;
  private failures = 0;
  private retryTimer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly notify: (channel: string, topic: string) => Promise<unknown>,
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every replica, this one included, that `topic` changed. */
  async publish(topic: string): Promise<void> {
    this.emit(topic);
    await this.notify(CHANNEL, topic).catch((error: Error) => {
      // The topic's name only: a topic may carry a payload (a take-back's visitor mark) that must not reach the log.
      this.logger.warn(`Could not tell other replicas that ${topicName(topic)} changed: ${error.message}`);
    });
  }

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: ANSWER_WITHIN_MS,
      query_timeout: ANSWER_WITHIN_MS,
    });
    client.on('notification', (message) => this.emit(message.payload ?? '*'));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.lost(client);
      throw error;
    }
    if (this.closed) return void client.end().catch(() => undefined);
    this.client = client;
    this.live = true;
    this.failures = 0;
    this.scheduleCheck(client);
    this.emit('*');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.heartbeat);
    this.live = false;
    await this.client?.end().catch(() => undefined);
  }

  private emit(topic: string): void {
    for (const listener of this.listeners) listener(topic);
  }

  /** No answer within ANSWER_WITHIN_MS: lost() ends the client, which closes the socket under the active query. */
  private scheduleCheck(client: pg.Client): void {
    this.heartbeat = setTimeout(() => {
      client.query('SELECT 1').then(
        () => this.client === client && !this.closed && this.scheduleCheck(client),
        () => this.lost(client),
      );
    }, HEARTBEAT_MS).unref();
  }

  private lost(client: pg.Client): void {
    if (client !== this.client && this.client !== undefined) return;
    this.client = undefined;
    clearTimeout(this.heartbeat);
    if (this.live) this.logger.warn('Lost the change feed connection; caches are off until it is back');
    this.live = false;
    this.emit('*');
    client.end().catch(() => undefined);
    if (this.closed || this.retryTimer) return;
    const delay = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)];
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.start().catch(() => undefined);
    }, delay);
  }
}
