import { Inject, Injectable, Logger, type OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { Database } from '../database/database.js';

/** The advisory locks' class: "Fokh", API-key holds. */
const HOLD_CLASS = 0x466f6b68;
/** A revoke's own lock lasts one statement: a hold that meets it tries again this many times. */
const HOLD_TRIES = 5;
const RETRY_MS = 20;
/** How long a revoke waits for the key's requests under way, at most; past it, it answers and logs. */
export const REVOKE_WAIT_MS = 30_000;
const POLL_MS = 20;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The key's lock, its id folded to 32 bits (two keys sharing one only make a revoke wait a little longer). */
const lockOf = (keyId: string): number => createHash('sha256').update(keyId).digest().readInt32BE(0);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Hold {
  released: boolean;
  release: () => void;
}

/**
 * Revocation against requests already under way. A request that may write (any method but GET,
 * HEAD, OPTIONS) made with an API key takes a shared advisory lock on the key, on one connection of
 * this replica's, before its key is read, and keeps it until its handler has ended. A revoke deletes
 * the key, then waits until it can take that lock alone: once the DELETE answers, every request that
 * read the key before the delete, on every replica, has ended, and every later one finds it gone.
 */
@Injectable()
export class ApiKeyHolds implements OnApplicationShutdown {
  private readonly logger = new Logger('ApiKeys');
  private readonly url: string;
  private client?: Promise<pg.Client>;
  private readonly holds = new WeakMap<Request, Hold>();
  /** Requests whose handler runs (KeyHoldInterceptor): a hold bound to one ends with the handler. */
  private readonly running = new WeakSet<Request>();

  constructor(
    @Inject(Database) database: Database,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {
    this.url = database.url.toString();
  }

  /** Whether a request made with a key must hold it: it may write. */
  static needed(request: Request): boolean {
    return !READ_ONLY_METHODS.has(request.method);
  }

  /**
   * Holds the key for the request's lifetime (see KeyHoldInterceptor), then runs `check` (the read of
   * the key's row). A failed check (undefined) ends the hold at once. Throws 503 when the lock cannot
   * be taken (PostgreSQL unreachable).
   */
  async during<T>(keyId: string, request: Request, check: () => Promise<T | undefined>): Promise<T | undefined> {
    const release = await this.take(keyId);
    if (!release) return undefined;
    let result: T | undefined;
    try {
      result = await check();
    } finally {
      if (result === undefined) release();
    }
    if (result !== undefined) this.bind(request, release);
    return result;
  }

  /**
   * The handler of a request that may write starts (KeyHoldInterceptor): a hold taken before it, or
   * while it runs (a key read from the body), now ends when it ends, not when the client hangs up.
   * False when the hold taken before it has already ended: the client left, nothing may be written.
   */
  enter(request: Request): boolean {
    this.running.add(request);
    return !this.holds.get(request)?.released;
  }

  /** The handler has ended (or failed): the request's hold, if any, ends. */
  leave(request: Request): void {
    this.running.delete(request);
    this.holds.get(request)?.release();
  }

  /**
   * Waits until no request holds the key on any replica (the key's row already deleted), at most
   * REVOKE_WAIT_MS. A one-statement lock, asked again every 20 ms: it never queues ahead of the holds.
   */
  async waitForRequestsOf(keyId: string): Promise<void> {
    const deadline = Date.now() + REVOKE_WAIT_MS;
    for (;;) {
      const [row] = (await this.dataSource.query('SELECT pg_try_advisory_xact_lock($1, $2) AS free', [HOLD_CLASS, lockOf(keyId)])) as Array<{ free: boolean }>;
      if (row?.free) return;
      if (Date.now() >= deadline) {
        this.logger.warn(`API key ${keyId} revoked while requests made with it were still running after ${REVOKE_WAIT_MS / 1000} s`);
        return;
      }
      await pause(POLL_MS);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** A shared lock on the key for this replica's session; undefined while a revoke keeps taking it. */
  private async take(keyId: string): Promise<(() => void) | undefined> {
    const lock = lockOf(keyId);
    let session: Promise<pg.Client> | undefined;
    for (let tries = 1; ; tries++) {
      session = this.connection();
      const held = await this.query<{ held: boolean }>(session, 'SELECT pg_try_advisory_lock_shared($1, $2) AS held', [HOLD_CLASS, lock]);
      if (held.held) break;
      if (tries >= HOLD_TRIES) return undefined;
      await pause(RETRY_MS);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A session that was lost gave its locks back already; unlocking on the next one would end another request's hold.
      if (this.client !== session) return;
      this.query(session, 'SELECT pg_advisory_unlock_shared($1, $2)', [HOLD_CLASS, lock]).catch(() => undefined);
    };
  }

  /**
   * Ends the hold with the handler when it runs or is yet to run (KeyHoldInterceptor), or with the
   * connection when the request ends before it, such as a guard's refusal; at once when the client
   * has already gone ('close' will not come again).
   */
  private bind(request: Request, release: () => void): void {
    const hold: Hold = {
      released: false,
      release: () => {
        hold.released = true;
        release();
      },
    };
    this.holds.set(request, hold);
    if (this.running.has(request)) return;
    if (request.res?.closed || request.socket?.destroyed) hold.release();
    else
      request.res?.once('close', () => {
        if (!this.running.has(request)) hold.release();
      });
  }

  /**
   * One statement on the holds' session. A failure (a timeout included) ends that session: a lock
   * granted after the client gave up waiting is given back with it, and the next hold opens another.
   */
  private async query<T>(session: Promise<pg.Client>, text: string, values: unknown[]): Promise<T> {
    let client: pg.Client | undefined;
    try {
      client = await session;
      return (await client.query(text, values)).rows[0] as T;
    } catch (error) {
      if (this.client === session) this.client = undefined;
      client?.end().catch(() => undefined);
      throw new ServiceUnavailableException('The database is unreachable: try again shortly', { cause: error });
    }
  }

  /** One connection per replica, opened when first needed, opened again after it is lost (its locks with it). */
  private connection(): Promise<pg.Client> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 2_000, query_timeout: 5_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000, application_name: 'folio-key-holds' });
      const forget = () => {
        if (this.client === opened) this.client = undefined;
      };
      client.on('error', (error) => {
        this.logger.warn(`The API-key holds' connection was lost: ${error.message}`);
        forget();
      });
      client.on('end', forget);
      const opened = client.connect().then(() => client);
      opened.catch(forget);
      this.client = opened;
    }
    return this.client;
  }
}
