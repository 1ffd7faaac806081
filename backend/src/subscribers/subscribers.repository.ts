import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'suppressed';
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed', 'suppressed'];

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  created_at: Date;
  confirmed_at: Date | null;
}

export interface ImportedReader {
  email: string;
  unsubscribeToken: string;
}

/** A reader at their unsubscribe token. */
export interface TokenHolder {
  email: string;
  status: SubscriberStatus;
}

const COLUMNS = 'id, email, status, created_at, confirmed_at';
/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Every query on `subscribers`; the newsletters read and suppress readers with their own. */
@Injectable()
export class SubscribersRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Readers who asked to subscribe, as one statement so that two requests (or two replicas) agree:
   * a new address is added as pending; a pending or unsubscribed one becomes pending again, unless
   * a link was sent to it less than `gapMs` ago. Answers the id when a confirmation should be sent.
   */
  async requestConfirmation(email: string, unsubscribeToken: string, now: Date, gapMs: number): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO subscribers (email, unsubscribe_token, confirm_sent_at) VALUES ($1, $2, $3)
       ON CONFLICT ((lower(email))) DO UPDATE SET status = 'pending', confirm_sent_at = EXCLUDED.confirm_sent_at
         WHERE subscribers.status IN ('pending', 'unsubscribed')
           AND (subscribers.confirm_sent_at IS NULL OR subscribers.confirm_sent_at <= $3::timestamptz - make_interval(secs => $4))
       RETURNING id`,
      [email, unsubscribeToken, now, gapMs / 1000],
    );
    return rows[0]?.id;
  }

  /** A sending that failed: the reader may ask again at once. */
  async forgetConfirmationSent(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE subscribers SET confirm_sent_at = NULL WHERE id = $1`, [id]);
  }

  /** Gives a still-pending reader a new confirmation link (only its hash is kept); undefined when they are no longer pending. */
  async setConfirmToken(id: string, hash: Buffer, expiresAt: Date): Promise<{ email: string; unsubscribe_token: string } | undefined> {
    const [rows]: [Array<{ email: string; unsubscribe_token: string }>] = await this.dataSource.query(
      `UPDATE subscribers SET confirm_token_hash = $2, confirm_expires_at = $3 WHERE id = $1 AND status = 'pending' RETURNING email, unsubscribe_token`,
      [id, hash, expiresAt],
    );
    return rows[0];
  }

  /** Confirms the reader whose live link this is, using it up; 'expired' or 'unknown' otherwise. */
  async confirm(hash: Buffer, now: Date): Promise<{ email: string } | 'expired' | 'unknown'> {
    const [rows]: [Array<{ email: string }>] = await this.dataSource.query(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = $2, confirm_token_hash = NULL, confirm_expires_at = NULL, confirm_sent_at = NULL
       WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > $2
       RETURNING email`,
      [hash, now],
    );
    if (rows[0]) return rows[0];
    const known: unknown[] = await this.dataSource.query(`SELECT 1 FROM subscribers WHERE confirm_token_hash = $1`, [hash]);
    return known.length ? 'expired' : 'unknown';
  }

  async holderOf(unsubscribeToken: string): Promise<TokenHolder | undefined> {
    const rows: TokenHolder[] = await this.dataSource.query(`SELECT email, status FROM subscribers WHERE unsubscribe_token = $1`, [unsubscribeToken]);
    return rows[0];
  }

  /** Unsubscribes the holder of the token (a suppressed address stays suppressed); undefined for an unknown token. */
  async unsubscribe(unsubscribeToken: string, now: Date): Promise<TokenHolder | undefined> {
    const [rows]: [TokenHolder[]] = await this.dataSource.query(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = $2, confirm_token_hash = NULL, confirm_expires_at = NULL, confirm_sent_at = NULL
       WHERE unsubscribe_token = $1 AND status IN ('pending', 'confirmed')
       RETURNING email, status`,
      [unsubscribeToken, now],
    );
    return rows[0] ?? this.holderOf(unsubscribeToken);
  }

  async page(filter: { q?: string; status?: SubscriberStatus }, limit: number, offset: number): Promise<{ rows: SubscriberRow[]; total: number }> {
    const where = `($1::text IS NULL OR email ILIKE $1) AND ($2::text IS NULL OR status = $2)`;
    const params = [filter.q ? likePattern(filter.q) : null, filter.status ?? null];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${COLUMNS} FROM subscribers WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [...params, limit, offset]),
      this.dataSource.query(`SELECT count(*)::int AS total FROM subscribers WHERE ${where}`, params),
    ]);
    return { rows, total };
  }

  async counts(): Promise<Record<SubscriberStatus, number>> {
    const rows: Array<{ status: SubscriberStatus; count: number }> = await this.dataSource.query(`SELECT status, count(*)::int AS count FROM subscribers GROUP BY status`);
    const counts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  async delete(id: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(`DELETE FROM subscribers WHERE id = $1`, [id]);
    return affected > 0;
  }

  /** Every reader, oldest first, `size` at a time (keyset paging: memory stays flat however long the list). */
  async *inBatches(size: number): AsyncGenerator<SubscriberRow[]> {
    // The cursor's time as PostgreSQL's text: a JS Date would drop the microseconds, and the same rows would come back for ever.
    let after: { cursor: string; id: string } | undefined;
    for (;;) {
      const rows: Array<SubscriberRow & { cursor: string }> = after
        ? await this.dataSource.query(`SELECT ${COLUMNS}, created_at::text AS cursor FROM subscribers WHERE (created_at, id) > ($1::timestamptz, $2) ORDER BY created_at, id LIMIT $3`, [
            after.cursor,
            after.id,
            size,
          ])
        : await this.dataSource.query(`SELECT ${COLUMNS}, created_at::text AS cursor FROM subscribers ORDER BY created_at, id LIMIT $1`, [size]);
      if (!rows.length) return;
      yield rows;
      after = rows[rows.length - 1];
    }
  }

  /** Adds readers in one transaction, leaving any address already known (in any case) as it is; answers how many were added. */
  importReaders(readers: ImportedReader[], status: 'pending' | 'confirmed', now: Date, batchSize: number): Promise<number> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      let added = 0;
      for (let start = 0; start < readers.length; start += batchSize) {
        const batch = readers.slice(start, start + batchSize);
        const inserted: unknown[] = await manager.query(
          `INSERT INTO subscribers (email, unsubscribe_token, status, created_at, confirmed_at)
           SELECT email, token, $3, $4, CASE WHEN $3 = 'confirmed' THEN $4::timestamptz END FROM unnest($1::text[], $2::text[]) AS reader(email, token)
           ON CONFLICT DO NOTHING
           RETURNING id`,
          [batch.map((reader) => reader.email), batch.map((reader) => reader.unsubscribeToken), status, now],
        );
        added += inserted.length;
      }
      return added;
    });
  }
}
