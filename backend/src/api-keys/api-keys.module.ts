import { Module } from '@nestjs/common';
import { AdminTokenModule } from '../admin/admin-token.module.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';

/** Revocable keys for other apps (Folio's API, the Ghost Admin API, Micropub): see docs/api-keys.md. */
@Module({
  imports: [AdminTokenModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeysRepository],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
