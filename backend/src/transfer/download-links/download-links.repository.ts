import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Links left this long after they expired are removed when the next one is made: the table stays as small as its use. */
const KEEP_EXPIRED_SECONDS = 3600;

export interface TakenLink {
  target: string;
  expired: boolean;
}

/** The download links, by the sha256 of their token: the token itself is never stored. */
@Injectable()
export class DownloadLinksRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Stores a link valid for `seconds` by the database's clock (the same for every replica); answers when it expires. */
  async create(tokenHash: Buffer, target: string, seconds: number): Promise<Date> {
    await this.dataSource.query(`DELETE FROM download_links WHERE expires_at < now() - make_interval(secs => $1)`, [KEEP_EXPIRED_SECONDS]);
    const [row]: Array<{ expires_at: Date }> = await this.dataSource.query(
      `INSERT INTO download_links (token_hash, target, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
      [tokenHash, target, seconds],
    );
    return row.expires_at;
  }

  /** Removes the link and answers what it was for: a second take of the same token finds nothing, on any replica. */
  async take(tokenHash: Buffer): Promise<TakenLink | null> {
    const rows: TakenLink[] = await this.dataSource.query(
      `WITH taken AS (DELETE FROM download_links WHERE token_hash = $1 RETURNING target, expires_at)
       SELECT target, expires_at <= now() AS expired FROM taken`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }
}
