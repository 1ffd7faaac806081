import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BackupRunsRepository } from '../transfer/backups/backup-runs.repository.js';
import { DeskController } from './desk.controller.js';
import { DeskRepository } from './desk.repository.js';
import { DeskService } from './desk.service.js';

/** The Overview's one call (GET /api/admin/desk). BackupRunsRepository holds no state: it only reads the backup queue's jobs. */
@Module({
  imports: [MailModule],
  controllers: [DeskController],
  providers: [DeskRepository, DeskService, BackupRunsRepository],
})
export class DeskModule {}
