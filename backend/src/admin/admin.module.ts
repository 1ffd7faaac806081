import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { AdminAuthService } from './admin-auth.service.js';
import { AdminTokenService } from './admin-token.service.js';
import { AdminController } from './admin.controller.js';
import { AuthThrottleService } from './auth-throttle.service.js';
import { ComingSoonRepository } from './coming-soon.repository.js';
import { ComingSoonService } from './coming-soon.service.js';

@Module({
  controllers: [AdminController],
  providers: [
    { provide: AdminTokenService, useFactory: (config: AppConfig) => AdminTokenService.create(config), inject: [APP_CONFIG] },
    AuthThrottleService,
    AdminAuthService,
    ComingSoonRepository,
    ComingSoonService,
  ],
  exports: [AdminTokenService, AdminAuthService, AuthThrottleService, ComingSoonService],
})
export class AdminModule {}
