import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class HealthRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async now(): Promise<Date> {
    const [row] = await this.dataSource.query('SELECT now() AS now');
    return row.now as Date;
  }

  /** Posts arrive with a later migration; until then there are none. */
  async countPosts(): Promise<number> {
    const [{ exists }] = await this.dataSource.query(`SELECT to_regclass('public.posts') IS NOT NULL AS exists`);
    if (!exists) return 0;
    const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM posts');
    return count as number;
  }
}
