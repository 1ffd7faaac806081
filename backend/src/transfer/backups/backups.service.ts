import { BadRequestException, Inject, Injectable, Logger, NotFoundException, type OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { JobRunner } from '../../jobs/job-runner.js';
import type { DownloadLinkDto } from '../download-links/download-links.dto.js';
import { DownloadLinksService } from '../download-links/download-links.service.js';
import { ExportService } from '../export/export.service.js';
import { backupName, isBackupName } from './backup-names.js';
import { BACKUP_QUEUE } from './backup-queue.js';
import { type BackupRunRow, BackupRunsRepository } from './backup-runs.repository.js';
import { BackupMissingError, BackupStore, type StoredBackup } from './backup-store.js';
import type { BackupDto, BackupListDto, BackupRunDto, BackupRunStatusDto } from './backups.dto.js';

export { BACKUP_QUEUE } from './backup-queue.js';

const mapBackup = (backup: StoredBackup): BackupDto => ({ name: backup.name, size_bytes: backup.size, created_at: backup.createdAt.toISOString() });

function assertBackupName(name: string): void {
  if (!isBackupName(name)) throw new BadRequestException(`${JSON.stringify(name.slice(0, 100))} is not the name of a backup (folio-backup-YYYYMMDDTHHMMSSZ.zip)`);
}

function mapRun(row: BackupRunRow): BackupRunDto {
  const output = row.output;
  const failed = row.state === 'failed' || row.state === 'retry';
  return {
    id: row.id,
    state: row.state,
    created_at: row.created_on.toISOString(),
    started_at: row.started_on?.toISOString() ?? null,
    completed_at: row.completed_on?.toISOString() ?? null,
    error: failed ? String(output?.message ?? 'Failed') : null,
    backup:
      row.state === 'completed' && typeof output?.name === 'string'
        ? { name: output.name, size_bytes: Number(output.size_bytes), created_at: String(output.created_at) }
        : null,
  };
}

const newestFirst = (a: StoredBackup, b: StoredBackup) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name);

/**
 * Scheduled exports of the whole site, kept BACKUP_KEEP deep; restoring one is importing it. The
 * schedule is a job of the runner: sent once per matching minute across every replica, and a
 * `stately` queue, so that one backup runs at a time and at most one more waits.
 */
@Injectable()
export class BackupsService implements OnApplicationShutdown {
  private readonly logger = new Logger('Backups');

  constructor(
    private readonly exports: ExportService,
    @Inject(BackupStore) private readonly store: BackupStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobRunner,
    private readonly runs: BackupRunsRepository,
    private readonly links: DownloadLinksService,
  ) {}

  /** Writes a complete export as a new backup, then removes those past BACKUP_KEEP. */
  async takeBackup(takenAt = new Date(), signal?: AbortSignal): Promise<BackupDto> {
    const saved = await this.store.save(backupName(takenAt), (destination) => this.exports.writeTo(destination), signal);
    this.logger.log(`Backup ${saved.name} taken (${saved.size} bytes)`);
    const removed = await this.prune();
    if (removed.length) this.logger.log(`Removed ${removed.length} older backups (BACKUP_KEEP is ${this.config.backups.keep})`);
    return mapBackup(saved);
  }

  /** Removes every backup but the newest BACKUP_KEEP; answers the names removed. */
  async prune(): Promise<string[]> {
    const stale = (await this.store.list()).sort(newestFirst).slice(this.config.backups.keep);
    for (const backup of stale) await this.store.delete(backup.name);
    return stale.map((backup) => backup.name);
  }

  /**
   * Queues a backup on the job runner. One runs at a time and at most one more waits, so asking while
   * one waits answers that one.
   */
  async requestBackup(): Promise<BackupRunDto> {
    const id = (await this.jobs.send(BACKUP_QUEUE, {})) ?? (await this.runs.latest())?.id;
    const run = id ? await this.runs.byId(id) : null;
    if (!run) throw new ServiceUnavailableException('The backup could not be queued; try again');
    return mapRun(run);
  }

  async latestRun(): Promise<BackupRunStatusDto> {
    const run = await this.runs.latest();
    return { run: run ? mapRun(run) : null };
  }

  async list(): Promise<BackupListDto> {
    return { items: (await this.store.list()).sort(newestFirst).map(mapBackup) };
  }

  /** Streams one backup as a download; a name that is not a backup's is a 400, one that is not there a 404. */
  async download(name: string, response: Response): Promise<void> {
    assertBackupName(name);
    const { stream, size } = await this.store.open(name).catch((error: unknown) => {
      if (error instanceof BackupMissingError) throw new NotFoundException(`No backup named ${name}`);
      throw error;
    });
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Length', String(size));
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    response.setHeader('Cache-Control', 'no-store');
    await pipeline(stream, response).catch((error: Error) => this.logger.warn(`The download of ${name} ended early: ${error.message}`));
  }

  /** A single-use link to one backup (download-links.service.ts); 400 and 404 as for the download itself. */
  async downloadLink(name: string): Promise<DownloadLinkDto> {
    assertBackupName(name);
    if (!(await this.store.list()).some((backup) => backup.name === name)) throw new NotFoundException(`No backup named ${name}`);
    return this.links.create({ kind: 'backup', name });
  }

  onApplicationShutdown(): void {
    (this.store as { close?: () => void }).close?.();
  }
}
