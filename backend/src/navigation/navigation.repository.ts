import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NavigationEntity } from './navigation.entity.js';
import type { Navigation } from './navigation.js';

@Injectable()
export class NavigationRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The saved navigation, or undefined before the first save. */
  async find(): Promise<Navigation | undefined> {
    const row = await this.dataSource.getRepository(NavigationEntity).findOneBy({ id: 1 });
    return row ? { primary: row.primaryLinks, footer: row.footerLinks } : undefined;
  }

  /** Replaces both lists at once. */
  async save(navigation: Navigation): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO navigation (id, primary_links, footer_links) VALUES (1, $1::jsonb, $2::jsonb)
       ON CONFLICT (id) DO UPDATE SET primary_links = EXCLUDED.primary_links, footer_links = EXCLUDED.footer_links, updated_at = now()`,
      [JSON.stringify(navigation.primary), JSON.stringify(navigation.footer)],
    );
  }
}
