import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CompressionSettingsEntity } from './compression-settings.entity.js';

@Injectable()
export class CompressionRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get settings() {
    return this.dataSource.getRepository(CompressionSettingsEntity);
  }

  async get(): Promise<CompressionSettingsEntity> {
    return this.settings.findOneByOrFail({ id: 1 });
  }

  async update(changes: Partial<CompressionSettingsEntity>): Promise<CompressionSettingsEntity> {
    if (Object.keys(changes).length) await this.settings.update({ id: 1 }, changes);
    return this.get();
  }
}
