import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminTokenModule } from '../admin/admin-token.module.js';
import { ApiKeyHolds } from './api-key-holds.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';
import { KeyHoldInterceptor } from './key-hold.interceptor.js';

/** Revocable keys for other apps (Folio's API, the Ghost Admin API, Micropub): see docs/api-keys.md. */
@Module({
  imports: [AdminTokenModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeysRepository, ApiKeyHolds, { provide: APP_INTERCEPTOR, useClass: KeyHoldInterceptor }],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
