import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MailOutcome {
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** What the server (or the connection) said the last time sending failed. */
  lastFailure: string | null;
}

/** The one row of mail_outcome: the newest success and the newest failure of any replica. */
@Injectable()
export class MailOutcomeRepository {
  constructor(private readonly dataSource: DataSource) {}

  async recordSuccess(at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO mail_outcome (last_success_at) VALUES ($1)
       ON CONFLICT (id) DO UPDATE SET last_success_at = GREATEST(mail_outcome.last_success_at, EXCLUDED.last_success_at)`,
      [at],
    );
  }

  async recordFailure(at: Date, answer: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO mail_outcome (last_failure_at, last_failure) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET last_failure_at = EXCLUDED.last_failure_at, last_failure = EXCLUDED.last_failure
       WHERE mail_outcome.last_failure_at IS NULL OR mail_outcome.last_failure_at <= EXCLUDED.last_failure_at`,
      [at, answer],
    );
  }

  async read(): Promise<MailOutcome> {
    const [row]: Array<{ last_success_at: Date | null; last_failure_at: Date | null; last_failure: string | null }> = await this.dataSource.query(
      `SELECT last_success_at, last_failure_at, last_failure FROM mail_outcome`,
    );
    return { lastSuccessAt: row?.last_success_at ?? null, lastFailureAt: row?.last_failure_at ?? null, lastFailure: row?.last_failure ?? null };
  }
}
