import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { RedirectEntity, type RedirectSource } from './redirect.entity.js';
import { GONE, type RedirectRule, type RedirectStatus } from './redirect-set.js';
import { lockTransaction } from '../database/advisory-lock.js';

/** Held by every write of redirects until its transaction ends, so that two writes cannot make a chain between them. */
const REDIRECTS_WRITE_LOCK = 0x466f6c52;

/** The target without query or fragment, as the redirects_target_path index holds it. */
const TARGET_PATH_SQL = `regexp_replace(to_target, '[?#].*$', '')`;

export interface RedirectPageQuery {
  search?: string;
  offset: number;
  limit: number;
}

export interface NewRedirect extends RedirectRule {
  source: RedirectSource;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

@Injectable()
export class RedirectsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Runs `work` in a transaction holding the redirects' write lock (across replicas). */
  writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager);
      return work(manager);
    });
  }

  /** Takes the write lock inside a transaction someone else began (a post's save). */
  async lock(manager: EntityManager): Promise<void> {
    await lockTransaction(manager, REDIRECTS_WRITE_LOCK);
  }

  /** Newest first; `search` in from or to, any case. */
  async findPage(query: RedirectPageQuery): Promise<[RedirectEntity[], number]> {
    const builder = this.dataSource.getRepository(RedirectEntity).createQueryBuilder('redirect');
    if (query.search) {
      builder.where(`(redirect.from_path ILIKE :pattern OR redirect.to_target ILIKE :pattern)`, {
        pattern: `%${escapeLike(query.search)}%`,
      });
    }
    return builder.orderBy('redirect.created_at', 'DESC').addOrderBy('redirect.id', 'DESC').skip(query.offset).take(query.limit).getManyAndCount();
  }

  /** Every redirect, by from: for the export and for the cache. */
  async all(): Promise<RedirectRule[]> {
    return this.dataSource.query(`SELECT from_path AS "from", to_target AS "to", status FROM redirects ORDER BY from_path COLLATE "C"`);
  }

  /** How many redirects there are and the characters of their addresses, to tell whether the table fits in memory. */
  async size(): Promise<{ count: number; fromChars: number; toChars: number }> {
    const [row]: Array<{ count: number; from_chars: string; to_chars: string }> = await this.dataSource.query(
      `SELECT count(*)::int AS count, coalesce(sum(length(from_path)), 0) AS from_chars, coalesce(sum(length(to_target)), 0) AS to_chars FROM redirects`,
    );
    return { count: row!.count, fromChars: Number(row!.from_chars), toChars: Number(row!.to_chars) };
  }

  /** The redirects stored under any of these froms. */
  findByFroms(froms: string[], manager: EntityManager = this.dataSource.manager): Promise<RedirectRule[]> {
    if (!froms.length) return Promise.resolve([]);
    return manager.query(`SELECT from_path AS "from", to_target AS "to", status FROM redirects WHERE from_path = ANY($1::text[])`, [froms]);
  }

  /** The redirects a write must be checked against: stored under one of `froms`, or leading to one of `targets` (without query). */
  async findRelated(froms: string[], targets: string[], manager: EntityManager): Promise<RedirectRule[]> {
    return manager.query(
      `SELECT from_path AS "from", to_target AS "to", status FROM redirects
       WHERE from_path = ANY($1::text[]) OR ${TARGET_PATH_SQL} = ANY($2::text[])`,
      [froms, targets],
    );
  }

  /** Which of these slugs are published posts' now. */
  async publishedSlugs(slugs: string[], type: 'post' | 'page', manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (!slugs.length) return new Map();
    const rows: Array<{ slug: string; title: string }> = await manager.query(
      `SELECT slug, title FROM posts WHERE status = 'published' AND type = $2 AND slug = ANY($1::text[])`,
      [slugs, type],
    );
    return new Map(rows.map((row) => [row.slug, row.title]));
  }

  /** Inserts every one whose from is free; answers the rows inserted. */
  async insert(redirects: NewRedirect[], manager: EntityManager): Promise<RedirectEntity[]> {
    if (!redirects.length) return [];
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO redirects (from_path, to_target, status, source)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])
       ON CONFLICT (from_path) DO NOTHING RETURNING id`,
      [redirects.map((r) => r.from), redirects.map((r) => r.to), redirects.map((r) => r.status), redirects.map((r) => r.source)],
    );
    return manager.getRepository(RedirectEntity).findBy(rows.map((row) => ({ id: row.id })));
  }

  /** Sets the redirect from `from` (a post's old address), replacing one already there. */
  async upsert(redirect: NewRedirect, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO redirects (from_path, to_target, status, source) VALUES ($1, $2, $3, $4)
       ON CONFLICT (from_path) DO UPDATE SET to_target = EXCLUDED.to_target, status = EXCLUDED.status, source = EXCLUDED.source`,
      [redirect.from, redirect.to, redirect.status, redirect.source],
    );
  }

  /** Leads every redirect whose target (without query or fragment) is one of `targets` to `to` instead, keeping its query and fragment. */
  async retarget(targets: string[], to: string, manager: EntityManager): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE redirects SET to_target = $2 || coalesce(substring(to_target from '[?#].*$'), '') WHERE ${TARGET_PATH_SQL} = ANY($1::text[])`,
      [targets, to],
    );
    return affected;
  }

  /** Sets the status of every redirect whose target (without query or fragment) is one of `targets`, unless it has it; answers how many changed. */
  async setStatusLeadingTo(targets: string[], status: RedirectStatus, manager: EntityManager): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE redirects SET status = $2 WHERE ${TARGET_PATH_SQL} = ANY($1::text[]) AND status <> $2 AND ($2 = ${GONE} OR status = ${GONE})`,
      [targets, status],
    );
    return affected;
  }

  /** The address of a post as it is in this transaction (before it is deleted). */
  async postAddress(id: string, manager: EntityManager): Promise<{ slug: string; status: string; type: string } | undefined> {
    const [row]: Array<{ slug: string; status: string; type: string }> = await manager.query(`SELECT slug, status, type FROM posts WHERE id = $1`, [id]);
    return row;
  }

  /** Removes the redirects stored under these froms; answers how many. */
  async deleteByFroms(froms: string[], manager: EntityManager): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(`DELETE FROM redirects WHERE from_path = ANY($1::text[])`, [froms]);
    return affected;
  }

  async deleteById(id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(RedirectEntity).delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
