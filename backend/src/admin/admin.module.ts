import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { AdminAuthService } from './admin-auth.service.js';
import { AdminTokenModule } from './admin-token.module.js';
import { AdminController } from './admin.controller.js';
import { AuthThrottleService } from './auth-throttle.service.js';
import { ComingSoonRepository } from './coming-soon.repository.js';
import { ComingSoonService } from './coming-soon.service.js';

@Module({
  imports: [AdminTokenModule, ApiKeysModule],
  controllers: [AdminController],
  providers: [
    AuthThrottleService,
    AdminAuthService,
    ComingSoonRepository,
    ComingSoonService,
  ],
  exports: [AdminTokenModule, AdminAuthService, AuthThrottleService, ComingSoonService],
})
export class AdminModule {}
