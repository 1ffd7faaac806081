import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ViewBatch } from './view-buffer.js';
import type { SaltStore } from './visitor-hash.js';

export interface DayRow {
  day: string;
  views: number;
  visitors: number;
}

export interface TopPostRow {
  post_id: string;
  title: string;
  slug: string;
  type: 'post' | 'page';
  views: number;
}

export interface TopReferrerRow {
  host: string;
  views: number;
}

export interface PostViewsRow {
  post_id: string;
  views: number;
  views_30_days: number;
}

/** The admin's own view of a page, to take back: its day, the page's path, the referrer host this replica counted with it, the admin's mark for the day. */
export interface TakeBack {
  day: string;
  path: string;
  referrer: string | null;
  visitor: Buffer;
}

/** The statistics' tables (migration 1764400007000): written in batches, read by the dashboard. */
@Injectable()
export class StatsRepository implements SaltStore {
  constructor(private readonly dataSource: DataSource) {}

  /** The day's salt: `fresh` when this call is the first to ask, else the one another call (or replica) stored. */
  async saltOf(day: string, fresh: Buffer): Promise<Buffer> {
    const [row]: Array<{ salt: Buffer }> = await this.dataSource.query(
      `WITH made AS (INSERT INTO stats_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
       SELECT salt FROM made UNION ALL SELECT salt FROM stats_salts WHERE day = $1 LIMIT 1`,
      [day, fresh],
    );
    return row!.salt;
  }

  async publishedPostId(slug: string, type: 'post' | 'page'): Promise<string | null> {
    const [row]: Array<{ id: string }> = await this.dataSource.query(`SELECT id FROM posts WHERE slug = $1 AND type = $2 AND status = 'published'`, [slug, type]);
    return row?.id ?? null;
  }

  /**
   * Writes a batch in one statement: views are added to what other replicas wrote (so their counts
   * add up), for lists and for posts and pages still published (one unpublished since its views were
   * counted is left out); referrer hosts are added; visitor marks are kept once per day.
   */
  async write(batch: ViewBatch): Promise<void> {
    const pages = batch.pages;
    await this.dataSource.query(
      `WITH page_views AS (
         INSERT INTO stats_views (day, path, post_id, views)
         SELECT sent.day, sent.path, sent.post_id, sent.views
         FROM unnest($1::date[], $2::text[], $3::uuid[], $4::int[]) AS sent (day, path, post_id, views)
         LEFT JOIN posts post ON post.id = sent.post_id AND post.status = 'published'
         WHERE sent.post_id IS NULL OR post.id IS NOT NULL
         ON CONFLICT (day, path) DO UPDATE SET views = stats_views.views + excluded.views, post_id = excluded.post_id
         RETURNING 1
       ), referrer_views AS (
         INSERT INTO stats_referrers (day, host, views)
         SELECT * FROM unnest($5::date[], $6::text[], $7::int[])
         ON CONFLICT (day, host) DO UPDATE SET views = stats_referrers.views + excluded.views
         RETURNING 1
       ), visitor_marks AS (
         INSERT INTO stats_visitor_hashes (day, hash)
         SELECT * FROM unnest($8::date[], $9::bytea[])
         ON CONFLICT DO NOTHING
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM page_views) AS pages`,
      [
        pages.map((entry) => entry.day),
        pages.map((entry) => entry.page.path),
        pages.map((entry) => entry.page.postId),
        pages.map((entry) => entry.views),
        batch.referrers.map((entry) => entry.day),
        batch.referrers.map((entry) => entry.host),
        batch.referrers.map((entry) => entry.views),
        batch.visitors.map((entry) => entry.day),
        batch.visitors.map((entry) => entry.hash),
      ],
    );
  }

  /**
   * Takes back views this replica counted, in one statement: each one's page views and its referrer's
   * −1 (never below zero), and its visitor mark deleted (the admin is no visitor).
   */
  async takeBack(takeBacks: TakeBack[]): Promise<void> {
    if (takeBacks.length === 0) return;
    await this.dataSource.query(
      `WITH sent AS (
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bytea[]) AS sent (day, path, host, hash)
       ), forgotten AS (
         DELETE FROM stats_visitor_hashes mark USING sent WHERE mark.day = sent.day AND mark.hash = sent.hash
       ), page_views AS (
         UPDATE stats_views v SET views = greatest(v.views - taken.views, 0)
         FROM (SELECT day, path, count(*)::int AS views FROM sent GROUP BY day, path) taken
         WHERE v.day = taken.day AND v.path = taken.path
       )
       UPDATE stats_referrers r SET views = greatest(r.views - taken.views, 0)
       FROM (SELECT day, host, count(*)::int AS views FROM sent WHERE host IS NOT NULL GROUP BY day, host) taken
       WHERE r.day = taken.day AND r.host = taken.host`,
      [
        takeBacks.map((entry) => entry.day),
        takeBacks.map((entry) => entry.path),
        takeBacks.map((entry) => entry.referrer),
        takeBacks.map((entry) => entry.visitor),
      ],
    );
  }

  /**
   * Days before `today`: their salts are deleted, and the visitor marks of days before yesterday are
   * folded into a count and deleted (yesterday's wait a day, for views a replica wrote late).
   * Answers how many salts and marks were deleted.
   */
  async forgetPastDays(today: string): Promise<{ salts: number; marks: number }> {
    return this.dataSource.transaction(async (manager) => {
      const salts: unknown[] = await manager.query(`DELETE FROM stats_salts WHERE day < $1 RETURNING day`, [today]);
      const [folded]: Array<{ marks: number }> = await manager.query(
        `WITH gone AS (DELETE FROM stats_visitor_hashes WHERE day < $1::date - 1 RETURNING day),
         counted AS (
           INSERT INTO stats_visitors (day, visitors) SELECT day, count(*) FROM gone GROUP BY day
           ON CONFLICT (day) DO UPDATE SET visitors = stats_visitors.visitors + excluded.visitors
           RETURNING 1
         )
         SELECT count(*)::int AS marks FROM gone`,
        [today],
      );
      return { salts: salts.length, marks: folded!.marks };
    });
  }

  /** Every day from `from` to `to` (UTC dates, both included), with its views and visitors (0 for a quiet day). */
  async days(from: string, to: string): Promise<DayRow[]> {
    return this.dataSource.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
         coalesce((SELECT sum(views) FROM stats_views v WHERE v.day = d.day), 0)::int AS views,
         (coalesce((SELECT visitors FROM stats_visitors s WHERE s.day = d.day), 0)
           + (SELECT count(*) FROM stats_visitor_hashes h WHERE h.day = d.day))::int AS visitors
       FROM generate_series($1::date, $2::date, interval '1 day') AS d (day)
       ORDER BY d.day`,
      [from, to],
    );
  }

  /** The most read posts and pages that still exist, most views first (one whose only views were taken back is left out). */
  async topPosts(from: string, to: string, limit: number): Promise<TopPostRow[]> {
    return this.dataSource.query(
      `SELECT post.id AS post_id, post.title, post.slug, post.type, sum(v.views)::int AS views
       FROM stats_views v JOIN posts post ON post.id = v.post_id
       WHERE v.day BETWEEN $1 AND $2
       GROUP BY post.id HAVING sum(v.views) > 0 ORDER BY views DESC, post.title LIMIT $3`,
      [from, to, limit],
    );
  }

  async topReferrers(from: string, to: string, limit: number): Promise<TopReferrerRow[]> {
    return this.dataSource.query(
      `SELECT host, sum(views)::int AS views FROM stats_referrers WHERE day BETWEEN $1 AND $2
       GROUP BY host HAVING sum(views) > 0 ORDER BY views DESC, host LIMIT $3`,
      [from, to, limit],
    );
  }

  /** Views of each post named, all time and in the 30 days to `today` (a post never read has a row of zeros). */
  async postViews(ids: string[], today: string): Promise<PostViewsRow[]> {
    return this.dataSource.query(
      `SELECT id AS post_id,
         coalesce(sum(v.views), 0)::int AS views,
         coalesce(sum(v.views) FILTER (WHERE v.day > $2::date - 30), 0)::int AS views_30_days
       FROM unnest($1::uuid[]) AS id LEFT JOIN stats_views v ON v.post_id = id
       GROUP BY id`,
      [ids, today],
    );
  }
}
