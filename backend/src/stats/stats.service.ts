import { BadRequestException, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { PostViewsListDto, StatsDto, StatsTable } from './stats.dto.js';
import { statsCsv } from './stats-csv.js';
import { statsRange } from './stats-range.js';
import { StatsRepository } from './stats.repository.js';
import { ViewCounter } from './view-counter.service.js';
import { utcDay } from './visitor-hash.js';

/** The dashboard's top lists. */
export const TOP_SIZE = 10;
/** Rows of a CSV of posts or referrers, at most. */
const CSV_ROWS = 10_000;
export const MAX_POST_IDS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's reads of the statistics. Each first writes this replica's waiting views, so the author sees their own latest. */
@Injectable()
export class StatsService {
  constructor(
    private readonly stats: StatsRepository,
    private readonly counter: ViewCounter,
    private readonly clock: Clock,
  ) {}

  async read(from?: string, to?: string): Promise<StatsDto> {
    const range = statsRange(from, to, utcDay(this.clock.now()));
    await this.counter.flush();
    const [days, topPosts, topReferrers] = await Promise.all([
      this.stats.days(range.from, range.to),
      this.stats.topPosts(range.from, range.to, TOP_SIZE),
      this.stats.topReferrers(range.from, range.to, TOP_SIZE),
    ]);
    const totals = days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), { views: 0, visitors: 0 });
    return { ...range, days, totals, top_posts: topPosts, top_referrers: topReferrers, dropped: this.counter.dropped };
  }

  async csv(table: StatsTable, from?: string, to?: string): Promise<{ name: string; body: string }> {
    const range = statsRange(from, to, utcDay(this.clock.now()));
    await this.counter.flush();
    const rows =
      table === 'days'
        ? await this.stats.days(range.from, range.to)
        : table === 'posts'
          ? await this.stats.topPosts(range.from, range.to, CSV_ROWS)
          : await this.stats.topReferrers(range.from, range.to, CSV_ROWS);
    return { name: `statistics-${table}-${range.from}-${range.to}.csv`, body: statsCsv(table, rows) };
  }

  async postViews(ids: string): Promise<PostViewsListDto> {
    const list = [...new Set(ids.split(',').map((id) => id.trim()).filter(Boolean))];
    if (list.length === 0) throw new BadRequestException('ids must name at least one post');
    if (list.length > MAX_POST_IDS) throw new BadRequestException(`ids may name at most ${MAX_POST_IDS} posts`);
    const wrong = list.find((id) => !UUID.test(id));
    if (wrong) throw new BadRequestException(`ids must be post ids (UUIDs); "${wrong.slice(0, 40)}" is not`);
    await this.counter.flush();
    return { items: await this.stats.postViews([...new Set(list.map((id) => id.toLowerCase()))], utcDay(this.clock.now())) };
  }
}
