import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { AdminTokenService } from './admin-token.service.js';

/** The admin token on its own, so that API keys (which encrypt under it) and the admin guard (which checks both) need not import each other. */
@Module({
  providers: [{ provide: AdminTokenService, useFactory: (config: AppConfig) => AdminTokenService.create(config), inject: [APP_CONFIG] }],
  exports: [AdminTokenService],
})
export class AdminTokenModule {}
