import { Injectable, Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../../common/filters/database-errors.js';
import { ImageVariantsService } from '../../images/variants/image-variants.service.js';
import { SampleStoriesService } from '../../posts/seed/sample-stories.service.js';
import { FolioRestoreService } from '../folio-restore.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../import-source.js';
import { openImportSource } from '../open-import-source.js';
import { ImportReport } from './import-report.js';
import { ImageImportContext } from './import-images.js';
import { type ImportRunContext, ImportItems, type ItemPlan } from './import-items.js';
import { ImportNavigation } from './import-navigation.js';
import { ImportUploads } from './import-uploads.js';
import { type ImportRow, ImportsRepository } from './imports.repository.js';

/** Items whose images are fetched and compressed while earlier ones are written. */
const ITEMS_PLANNED_AHEAD = 4;
/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 500;

/**
 * One import, as a background job: the whole file is read once to count and check it (a damaged or
 * hostile export is refused before anything is written), then each item is written. Run again after
 * a crash, it finds what it wrote by the items' source keys and goes on from there.
 */
@Injectable()
export class ImportRun {
  private readonly logger = new Logger('Import');

  constructor(
    private readonly repository: ImportsRepository,
    private readonly uploads: ImportUploads,
    private readonly items: ImportItems,
    private readonly folio: FolioRestoreService,
    private readonly variants: ImageVariantsService,
    private readonly samples: SampleStoriesService,
    private readonly navigation: ImportNavigation,
  ) {}

  /**
   * `lastTry`: a failure now ends the import instead of leaving it to the next try. `signal`: the
   * job must stop (shutdown, lost lease); the import stops between items and the next try resumes it.
   */
  async run(importId: string, lastTry: boolean, signal: AbortSignal): Promise<void> {
    const row = await this.repository.find(importId);
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    const report = new ImportReport(row.format ?? 'folio');
    const progress = { done: 0 };
    let source: ImportSource | undefined;
    try {
      const file = await this.uploads.localFile(row);
      source = await openImportSource(file);
      await this.repository.started(importId, await this.count(source));
      const vacated = await this.clearSamples(row, report);
      await this.write(row, source, report, progress, signal, vacated);
      // The smaller copies of the images it wrote, made now that it leaves the cores (planned before
      // it is told finished, so that whoever waits for it finds them planned).
      await this.variants.planMissing();
      await this.repository.finished(importId, 'completed', report.toJSON());
      await this.uploads.forget(importId);
    } catch (error) {
      const ends = !signal.aborted && (error instanceof ImportRefusedError || (lastTry && !isDatabaseUnavailable(error)));
      if (!ends) report.warn(`This try stopped (${(error as Error).message}): the next one goes on from where it stopped`);
      // What this try wrote is told at once, not only when a later try ends (a dead database cannot be
      // told); a try that wrote nothing leaves an earlier one's report as it was.
      if (progress.done > 0 || !row.report) await this.repository.progress(importId, progress.done, report.toJSON()).catch(() => undefined);
      if (!ends) throw error;
      report.error(error instanceof ImportRefusedError ? error.message : `The import stopped: ${(error as Error).message}`);
      await this.variants.planMissing();
      await this.repository.finished(importId, 'failed', report.toJSON());
      await this.uploads.forget(importId);
    } finally {
      await source?.close().catch(() => undefined);
    }
  }

  /**
   * A first import into a site that holds only the untouched sample stories removes them, once the file
   * is known to be readable. A later try finds none left: it tells what the first one removed. Answers
   * the slugs a dry run should see as free, as the real run will find them.
   */
  private async clearSamples(row: ImportRow, report: ImportReport): Promise<Set<string>> {
    const { removed, slugs } = await this.samples.removeBeforeFirstImport(row.dry_run);
    report.samplesRemoved(row.dry_run ? removed : removed + (row.report?.samples_removed ?? 0));
    if (removed > 0 && !row.dry_run) await this.repository.progress(row.id, 0, report.toJSON());
    return new Set(row.dry_run ? slugs : []);
  }

  /** Reads every item once: a file that breaks half way is refused before the first write. */
  private async count(source: ImportSource): Promise<number> {
    let total = 0;
    for await (const _item of source.items()) total++;
    return total;
  }

  private async write(
    row: ImportRow,
    source: ImportSource,
    report: ImportReport,
    progress: { done: number },
    signal: AbortSignal,
    vacatedSlugs: Set<string>,
  ): Promise<void> {
    const sourceUrl = row.source_url ? new URL(row.source_url) : null;
    if (source.format === 'folio') {
      const restored = await this.folio.restoreFolioArchive(source, { dryRun: row.dry_run });
      report.images(restored.images);
      report.redirects(restored.redirects);
      for (const warning of restored.warnings) report.warn(warning);
    }
    const run: ImportRunContext = {
      importId: row.id,
      format: source.format,
      dryRun: row.dry_run,
      report,
      images: new ImageImportContext(source, sourceUrl, row.dry_run),
      claimedSlugs: new Set<string>(),
      vacatedSlugs,
      committedKeys: new Set<string>(),
      redirected: new Map<string, string>(),
      publishedSlugs: new Map(),
      addresses: new Map(),
    };
    let savedAt = Date.now();
    // Items are planned a few ahead (their images fetched and compressed meanwhile) and committed in order.
    const ahead: Array<{ item: ImportedItem; plan: Promise<ItemPlan | Error> }> = [];
    const commitFirst = async () => {
      const { item, plan } = ahead.shift()!;
      try {
        const planned = await plan;
        if (planned instanceof Error) throw planned;
        await this.items.commit(planned, run);
      } catch (error) {
        if (signal.aborted || isDatabaseUnavailable(error)) throw error;
        this.logger.warn(`Import ${row.id}: item ${item.sourceId} failed: ${(error as Error).message}`);
        report.error(`Not imported: ${(error as Error).message}`, item.title || item.sourceId);
      }
      progress.done++;
      if (Date.now() - savedAt >= PROGRESS_EVERY_MS) {
        await this.repository.progress(row.id, progress.done, report.toJSON());
        savedAt = Date.now();
      }
    };
    for await (const item of source.items()) {
      signal.throwIfAborted();
      ahead.push({ item, plan: this.items.plan(item, run).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))) });
      if (ahead.length >= ITEMS_PLANNED_AHEAD) await commitFirst();
    }
    while (ahead.length) {
      signal.throwIfAborted();
      await commitFirst();
    }
    for (const note of source.notes?.() ?? []) report.warn(note);
    const menu = source.menu?.();
    if (menu) await this.navigation.apply(menu, run);
    await this.repository.progress(row.id, progress.done, report.toJSON());
  }
}
