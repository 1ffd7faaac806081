import { Module } from '@nestjs/common';
import { CompressionController } from './compression.controller.js';
import { CompressionRepository } from './compression.repository.js';
import { CompressionService } from './compression.service.js';

@Module({
  controllers: [CompressionController],
  providers: [CompressionService, CompressionRepository],
  exports: [CompressionService],
})
export class CompressionModule {}
