import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { CompressionModule } from '../compression/compression.module.js';
import { ExportController } from './export/export.controller.js';
import { ExportRepository } from './export/export.repository.js';
import { ExportService } from './export/export.service.js';
import { FolioRestoreRepository } from './folio-restore.repository.js';
import { FolioRestoreService } from './folio-restore.js';
import { ImagesRepository } from '../images/images.repository.js';
import { StoredFiles } from '../images/stored-files.service.js';

/** Folio's own archive: the export download, scheduled backups, and restoring an archive's images and settings. */
@Module({
  imports: [AdminModule, CompressionModule],
  controllers: [ExportController],
  // ImagesRepository and StoredFiles hold no state: restored files take the same locks as every other image write.
  providers: [ExportService, ExportRepository, FolioRestoreService, FolioRestoreRepository, ImagesRepository, StoredFiles],
  exports: [ExportService, FolioRestoreService],
})
export class ExportModule {}
