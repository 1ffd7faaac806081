import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteSettingsEntity } from './site-settings.entity.js';

@Injectable()
export class ComingSoonRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get settings() {
    return this.dataSource.getRepository(SiteSettingsEntity);
  }

  async isEnabled(): Promise<boolean> {
    const row = await this.settings.findOneBy({ id: 1 });
    return row?.comingSoon ?? false;
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    await this.settings.upsert({ id: 1, comingSoon: enabled }, ['id']);
    return enabled;
  }
}
