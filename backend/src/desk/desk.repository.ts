import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DESK_LIST_SIZE, type DeskNewsletterDto, type DeskPostDto, type DeskPostListDto, type DeskSubscribersDto } from './desk.dto.js';

interface PostRow {
  id: string;
  title: string;
  slug: string;
  type: 'post' | 'page';
  updated_at: Date;
  published_at: Date | null;
}

const POST_COLUMNS = 'id, title, slug, type, updated_at, published_at';

/** Each list's ORDER BY is the order of a partial index (posts_drafts_edited, posts_scheduled_due, posts_public_order): a list is a walk of its first rows. */
const POST_LISTS = {
  drafts: { status: 'draft', order: 'updated_at DESC, id DESC' },
  scheduled: { status: 'scheduled', order: 'published_at, id' },
  published: { status: 'published', order: 'published_at DESC NULLS LAST, created_at DESC, id DESC' },
} as const;

function toPostList(rows: PostRow[], total: number): DeskPostListDto {
  const items: DeskPostDto[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    type: row.type,
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
  }));
  return { total, items };
}

/** The writer's desk read from posts, subscribers and the newsletters' tables: small, indexed queries. */
@Injectable()
export class DeskRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The three lists, and every status counted in one pass over posts (a third of them or more match: a scan beats an index). */
  async postLists(): Promise<Record<keyof typeof POST_LISTS, DeskPostListDto>> {
    const list = (name: keyof typeof POST_LISTS) =>
      this.dataSource.query(`SELECT ${POST_COLUMNS} FROM posts WHERE status = $1 ORDER BY ${POST_LISTS[name].order} LIMIT $2`, [
        POST_LISTS[name].status,
        DESK_LIST_SIZE,
      ]) as Promise<PostRow[]>;
    const [drafts, scheduled, published, counts] = await Promise.all([
      list('drafts'),
      list('scheduled'),
      list('published'),
      this.dataSource.query(`SELECT status, count(*)::int AS total FROM posts GROUP BY status`) as Promise<Array<{ status: string; total: number }>>,
    ]);
    const total = (name: keyof typeof POST_LISTS) => counts.find((row) => row.status === POST_LISTS[name].status)?.total ?? 0;
    return {
      drafts: toPostList(drafts, total('drafts')),
      scheduled: toPostList(scheduled, total('scheduled')),
      published: toPostList(published, total('published')),
    };
  }

  async subscribers(monthStart: Date): Promise<DeskSubscribersDto> {
    const [row]: Array<{ confirmed: number; pending: number; joined: number; left: number }> = await this.dataSource.query(
      `SELECT (SELECT count(*) FILTER (WHERE status = 'confirmed') FROM subscribers)::int AS confirmed,
              (SELECT count(*) FILTER (WHERE status = 'pending') FROM subscribers)::int AS pending,
              (SELECT count(*) FROM subscribers WHERE confirmed_at >= $1)::int AS joined,
              (SELECT count(*) FROM subscribers WHERE unsubscribed_at >= $1)::int AS left`,
      [monthStart],
    );
    return {
      confirmed: row.confirmed,
      pending: row.pending,
      month_start: monthStart.toISOString(),
      confirmed_this_month: row.joined,
      unsubscribed_this_month: row.left,
      net_this_month: row.joined - row.left,
    };
  }

  /** The newest post emailed, with its deliveries counted by status. */
  async lastNewsletter(): Promise<DeskNewsletterDto | null> {
    const [email]: Array<{
      post_id: string;
      title: string;
      slug: string;
      type: 'post' | 'page';
      status: DeskNewsletterDto['status'];
      recipients: number;
      created_at: Date;
      finished_at: Date | null;
    }> = await this.dataSource.query(
      `SELECT e.post_id, p.title, p.slug, p.type, e.status, e.recipients, e.created_at, e.finished_at
       FROM post_emails e JOIN posts p ON p.id = e.post_id ORDER BY e.created_at DESC LIMIT 1`,
    );
    if (!email) return null;
    const [counts]: Array<{ sent: number; failed: number; pending: number; suppressed: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending, count(*) FILTER (WHERE status = 'suppressed')::int AS suppressed
       FROM post_email_deliveries WHERE post_id = $1`,
      [email.post_id],
    );
    return {
      post_id: email.post_id,
      title: email.title,
      slug: email.slug,
      type: email.type,
      status: email.status,
      recipients: email.recipients,
      ...counts,
      queued_at: email.created_at.toISOString(),
      finished_at: email.finished_at?.toISOString() ?? null,
    };
  }
}
