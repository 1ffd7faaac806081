import { Module } from '@nestjs/common';
import path from 'node:path';
import { AdminModule } from '../admin/admin.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { BackupRunsRepository } from './backups/backup-runs.repository.js';
import { BackupStore } from './backups/backup-store.js';
import { BackupsController } from './backups/backups.controller.js';
import { BackupJobs } from './backups/backups.jobs.js';
import { BackupsService } from './backups/backups.service.js';
import { LocalBackupStore } from './backups/local-backup-store.js';
import { CompressionModule } from '../compression/compression.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { NavigationModule } from '../navigation/navigation.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { DownloadLinksRepository } from './download-links/download-links.repository.js';
import { DownloadLinksService } from './download-links/download-links.service.js';
import { DownloadsController } from './download-links/downloads.controller.js';
import { ExportController } from './export/export.controller.js';
import { ExportRepository } from './export/export.repository.js';
import { ExportService } from './export/export.service.js';
import { FolioRestoreRepository } from './folio-restore.repository.js';
import { FolioRestoreService } from './folio-restore.js';
import { ImagesRepository } from '../images/images.repository.js';
import { StoredFiles } from '../images/stored-files.service.js';

/** DATA_DIR/backups, or the bucket's private/backups/ (its module, and the AWS SDK, loaded only then). */
async function createBackupStore(config: AppConfig): Promise<BackupStore> {
  const folder = path.join(config.dataDir, 'backups');
  if (!config.s3) return new LocalBackupStore(folder);
  const { S3BackupStore } = await import('./backups/s3-backup-store.js');
  return new S3BackupStore(config.s3, folder, config.backups.s3PartBytes);
}

/** Folio's own archive: the export download, scheduled backups, and restoring an archive's images, settings, navigation and identity. */
@Module({
  imports: [AdminModule, CompressionModule, IdentityModule, NavigationModule, RedirectsModule],
  controllers: [ExportController, BackupsController, DownloadsController],
  // ImagesRepository and StoredFiles hold no state: restored files take the same locks as every other image write.
  providers: [
    ExportService,
    ExportRepository,
    BackupsService,
    BackupJobs,
    BackupRunsRepository,
    DownloadLinksService,
    DownloadLinksRepository,
    { provide: BackupStore, useFactory: createBackupStore, inject: [APP_CONFIG] },
    FolioRestoreService,
    FolioRestoreRepository,
    ImagesRepository,
    StoredFiles,
  ],
  exports: [ExportService, FolioRestoreService],
})
export class ExportModule {}
