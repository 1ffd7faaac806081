import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOBS_SCHEMA } from '../../jobs/jobs.repository.js';
import type { JobDto } from '../../jobs/jobs.dto.js';
import { BACKUP_QUEUE } from './backup-queue.js';

export interface BackupRunRow {
  id: string;
  state: JobDto['state'];
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  /** A completed run's backup (what takeBackup answered), or a failed try's error. */
  output: { message?: unknown; name?: unknown; size_bytes?: unknown; created_at?: unknown } | null;
}

const COLUMNS = 'id, state, created_on, started_on, completed_on, output';

/** The backup queue's jobs in the runner's tables: scheduled and asked-for backups alike. */
@Injectable()
export class BackupRunsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async byId(id: string): Promise<BackupRunRow | null> {
    const rows: BackupRunRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2
       UNION ALL SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.archive WHERE name = $1 AND id = $2`,
      [BACKUP_QUEUE, id],
    );
    return rows[0] ?? null;
  }

  /** The newest run, whatever its state; a waiting or running one first, as it is what happens next. */
  async latest(): Promise<BackupRunRow | null> {
    const rows: BackupRunRow[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE name = $1
         UNION ALL SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.archive WHERE name = $1
       ) runs ORDER BY (state IN ('created', 'retry', 'active')) DESC, created_on DESC LIMIT 1`,
      [BACKUP_QUEUE],
    );
    return rows[0] ?? null;
  }

  /** The newest run that ended, completed or failed: whether backups work, whatever runs now. */
  async latestFinished(): Promise<BackupRunRow | null> {
    const rows: BackupRunRow[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state IN ('completed', 'failed')
         UNION ALL SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.archive WHERE name = $1 AND state IN ('completed', 'failed')
       ) runs ORDER BY created_on DESC LIMIT 1`,
      [BACKUP_QUEUE],
    );
    return rows[0] ?? null;
  }
}
