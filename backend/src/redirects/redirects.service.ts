import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { RedirectEntity } from './redirect.entity.js';
import { checkFrom, checkTarget, pathOfKey, requestKeys, storedTargetForms } from './redirect-paths.js';
import { GONE, REDIRECT_STATUSES, type RedirectRule, RedirectSet, type RedirectStatus } from './redirect-set.js';
import type { CreateRedirectDto, ListRedirectsQueryDto, RedirectDto, RedirectListDto } from './redirects.dto.js';
import { RedirectsCache } from './redirects-cache.js';
import { type NewRedirect, RedirectsRepository } from './redirects.repository.js';
import { pageSlugOfPath, postSlugOfPath } from './post-addresses.js';

export interface RedirectInput {
  from: string;
  to: string;
  status?: RedirectStatus;
}

export interface AddManyOptions {
  /** Check everything and report, write nothing. */
  dryRun: boolean;
  source: 'import' | 'manual';
}

export interface AddManyResult {
  added: number;
  skipped: Array<{ from: string; reason: string }>;
}

/** A candidate that passed the checks of its own: its stored forms. */
interface Candidate extends RedirectRule {
  raw: string;
}

const mapRedirect = (entity: RedirectEntity): RedirectDto => ({
  id: entity.id,
  from: entity.fromPath,
  to: entity.toTarget,
  status: entity.status,
  source: entity.source,
  created_at: entity.createdAt,
});

/** Why a candidate cannot be added, and whether that is a conflict with a redirect already there (409) or bad input (400). */
type Refusal = { problem: string; conflict?: boolean } | { alreadyThere: true };

@Injectable()
export class RedirectsService {
  private readonly siteOrigin: string;

  constructor(
    private readonly repository: RedirectsRepository,
    private readonly cache: RedirectsCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteOrigin = new URL(config.siteUrl).origin;
  }

  async page(query: ListRedirectsQueryDto): Promise<RedirectListDto> {
    const [rows, total] = await this.repository.findPage({ search: query.q || undefined, offset: (query.page - 1) * query.limit, limit: query.limit });
    return { items: rows.map(mapRedirect), total, page: query.page, limit: query.limit };
  }

  /** Every redirect that leads somewhere, ordered by from: what the export writes (a gone one is only a deleted post's old address). */
  async list(): Promise<Array<RedirectRule & { status: (typeof REDIRECT_STATUSES)[number] }>> {
    return (await this.repository.all()).filter((rule): rule is RedirectRule & { status: 301 | 302 } => rule.status !== GONE);
  }

  async create(dto: CreateRedirectDto): Promise<RedirectDto> {
    const candidate = this.candidate({ from: dto.from, to: dto.to, status: dto.status });
    if ('problem' in candidate) throw new BadRequestException(candidate.problem);
    const saved = await this.repository.writing(async (manager) => {
      const context = await this.context([candidate], manager);
      const refusal = this.refusal(candidate, context);
      if (refusal && 'alreadyThere' in refusal) throw new ConflictException(`A redirect from ${candidate.from} already exists`);
      if (refusal) throw refusal.conflict ? new ConflictException(refusal.problem) : new BadRequestException(refusal.problem);
      const [row] = await this.repository.insert([{ ...candidate, source: 'manual' }], manager);
      if (!row) throw new ConflictException(`A redirect from ${candidate.from} already exists`);
      return row;
    });
    await this.cache.changed();
    return mapRedirect(saved);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.repository.deleteById(id))) throw new NotFoundException(`No redirect has the id ${id}`);
    await this.cache.changed();
  }

  /**
   * Adds a list of redirects (an import's old addresses) in order, each checked as POST checks one
   * and against those of the list before it. One already there, the same, is skipped silently (so
   * importing twice adds nothing); one that cannot be added is skipped with the reason. Never throws
   * for an entry.
   */
  async addMany(list: RedirectInput[], options: AddManyOptions): Promise<AddManyResult> {
    const skipped: AddManyResult['skipped'] = [];
    const candidates: Candidate[] = [];
    for (const input of list) {
      const candidate = this.candidate(input);
      if ('problem' in candidate) skipped.push({ from: String(input.from).slice(0, 200), reason: candidate.problem });
      else candidates.push(candidate);
    }
    const added = await this.repository.writing(async (manager) => {
      const context = await this.context(candidates, manager);
      const accepted: NewRedirect[] = [];
      for (const candidate of candidates) {
        const refusal = this.refusal(candidate, context);
        if (refusal && 'problem' in refusal) skipped.push({ from: candidate.raw, reason: refusal.problem });
        if (refusal) continue;
        context.redirects.add(candidate);
        accepted.push({ from: candidate.from, to: candidate.to, status: candidate.status, source: options.source });
      }
      if (options.dryRun) return accepted.length;
      return (await this.repository.insert(accepted, manager)).length;
    });
    if (added && !options.dryRun) await this.cache.changed();
    return { added, skipped };
  }

  /** The stored forms of an input, or why it is not a redirect at all. */
  private candidate(input: RedirectInput): Candidate | { problem: string } {
    const from = checkFrom(input.from);
    if (from.problem !== undefined) return { problem: from.problem };
    const to = checkTarget(input.to, this.siteOrigin);
    if (to.problem !== undefined) return { problem: to.problem };
    const status = input.status ?? 301;
    if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) return { problem: 'status must be 301 or 302' };
    return { from: from.value, to: to.value.value, status, raw: input.from };
  }

  /** The stored redirects and published posts these candidates could run into, read under the write lock. */
  private async context(candidates: Candidate[], manager: EntityManager) {
    const froms = new Set<string>();
    const targets = new Set<string>();
    const slugs = new Set<string>();
    const pageSlugs = new Set<string>();
    for (const candidate of candidates) {
      froms.add(candidate.from);
      const local = checkTarget(candidate.to, this.siteOrigin).value?.local;
      if (local !== undefined) for (const key of requestKeys(local)) froms.add(key);
      for (const stored of storedTargetForms(pathOfKey(candidate.from), this.siteOrigin)) targets.add(stored);
      const slug = postSlugOfPath(pathOfKey(candidate.from));
      if (slug) slugs.add(slug);
      const pageSlug = pageSlugOfPath(pathOfKey(candidate.from));
      if (pageSlug) pageSlugs.add(pageSlug);
    }
    const redirects = new RedirectSet(this.siteOrigin);
    for (const rule of await this.repository.findRelated([...froms], [...targets], manager)) redirects.add(rule);
    return {
      redirects,
      publishedPosts: await this.repository.publishedSlugs([...slugs], 'post', manager),
      publishedPages: await this.repository.publishedSlugs([...pageSlugs], 'page', manager),
    };
  }

  private refusal(candidate: Candidate, context: Awaited<ReturnType<RedirectsService['context']>>): Refusal | undefined {
    const existing = context.redirects.get(candidate.from);
    if (existing && existing.to === candidate.to && existing.status === candidate.status) return { alreadyThere: true };
    if (existing) return { problem: `a redirect from ${candidate.from} already exists (to ${existing.to})`, conflict: true };
    const slug = postSlugOfPath(pathOfKey(candidate.from));
    const title = slug === undefined ? undefined : context.publishedPosts.get(slug);
    if (title !== undefined) {
      return { problem: `${pathOfKey(candidate.from)} is the address of the published post "${title.slice(0, 100)}": a redirect from it would hide the post` };
    }
    const pageSlug = pageSlugOfPath(pathOfKey(candidate.from));
    const pageTitle = pageSlug === undefined ? undefined : context.publishedPages.get(pageSlug);
    if (pageTitle !== undefined) {
      return { problem: `${pathOfKey(candidate.from)} is the address of the published page "${pageTitle.slice(0, 100)}": a redirect from it would hide the page` };
    }
    const loopOrChain = context.redirects.problemWith(candidate.from, candidate.to);
    return loopOrChain ? { problem: loopOrChain } : undefined;
  }
}
