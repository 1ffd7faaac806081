import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { JobRunner } from '../../jobs/job-runner.js';
import { ImportRefusedError } from '../import-source.js';
import { openImportSource } from '../open-import-source.js';
import { emptyReport, noteKind } from './import-report.js';
import { type UploadedExportFile, MISSING_EXPORT } from './import-upload.interceptor.js';
import { ImportUploads, sha256OfFile } from './import-uploads.js';
import type { ImportDto, StartImportDto } from './import.dto.js';
import { IMPORT_QUEUE, ImportsRepository } from './imports.repository.js';

/** Imports start here: the upload is checked and kept, then a background job runs it, one import at a time across replicas. */
@Injectable()
export class ImportService {
  constructor(
    private readonly repository: ImportsRepository,
    private readonly uploads: ImportUploads,
    private readonly jobs: JobRunner,
  ) {}

  /** What the file is, from its content; refused at once when it is no export Folio reads, or a hostile one. */
  async start(file: UploadedExportFile | undefined, fields: StartImportDto): Promise<{ id: string }> {
    if (!file) throw new BadRequestException(MISSING_EXPORT);
    try {
      const source = await openImportSource(file.path).catch((error: unknown) => {
        if (error instanceof ImportRefusedError) throw new BadRequestException(error.message, { cause: error });
        throw error;
      });
      const format = source.format;
      await source.close();
      const id = await this.uploads.keep(file.path, {
        dryRun: fields.dry_run === 'true',
        format,
        sourceUrl: fields.source_url ?? null,
        bytes: file.size,
        sha256: await sha256OfFile(file.path),
      });
      await this.jobs.send(IMPORT_QUEUE, { id });
      return { id };
    } finally {
      await this.uploads.discard(file.path);
    }
  }

  async get(id: string): Promise<ImportDto> {
    let row = await this.repository.find(id);
    if (!row) throw new NotFoundException(`No import has the id ${id}`);
    // A process that died on the job's last try (or a job deleted) never ends its import: it is ended here.
    // The row is read again once the job is seen gone: a job that just ended its import did so before it went.
    const unfinished = (status: string) => status === 'queued' || status === 'running';
    if (unfinished(row.status) && !(await this.repository.hasLiveJob(id))) {
      row = (await this.repository.find(id))!;
      if (unfinished(row.status)) {
        const report = row.report ?? emptyReport();
        const message = 'The import stopped: its background job failed every try (see Background jobs)';
        const stopped = { message, kind: noteKind(message) };
        await this.repository.finished(id, 'failed', { ...report, errors: [...report.errors, stopped] });
        await this.uploads.forget(id);
        row = (await this.repository.find(id))!;
      }
    }
    const report = row.report ?? emptyReport();
    return {
      id: row.id,
      status: row.status,
      dry_run: row.dry_run,
      format: row.format,
      progress: { done: row.progress_done, total: row.progress_total },
      counts: report.counts,
      created: report.created,
      updated: report.updated,
      skipped: report.skipped,
      // Reports saved before notes had kinds get theirs now.
      warnings: report.warnings.map((note) => ({ ...note, kind: note.kind ?? noteKind(note.message) })),
      errors: report.errors.map((note) => ({ ...note, kind: note.kind ?? noteKind(note.message) })),
      posts: report.posts,
      samples_removed: report.samples_removed ?? 0,
    };
  }
}
