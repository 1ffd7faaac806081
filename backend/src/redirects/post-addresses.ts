import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { storedTargetForms } from './redirect-paths.js';
import { RedirectsCache } from './redirects-cache.js';
import { GONE } from './redirect-set.js';
import { RedirectsRepository } from './redirects.repository.js';

/** Where a published post is read: the same article under both sections (site/pages.controller.ts). */
const POST_SECTIONS = ['blog', 'stories'] as const;

/** Where visitors read it: a post in both sections, a page at the root. */
const addressPaths = (address: PostAddress) =>
  address.type === 'page' ? [`/${address.slug}`] : POST_SECTIONS.map((section) => `/${section}/${address.slug}`);

/** A path segment decoded; undefined when it is no slug a post can have (a bad escape, or `%00`, which PostgreSQL cannot store). */
function slugOfSegment(segment: string): string | undefined {
  try {
    const slug = decodeURIComponent(segment).toLowerCase();
    return slug.includes('\u0000') ? undefined : slug;
  } catch {
    return undefined;
  }
}

/** The slug a path reads a post by (`/blog/{slug}`, `/stories/{slug}`), lower-cased as the pages do; undefined for any other path. */
export function postSlugOfPath(path: string): string | undefined {
  const match = /^\/(?:blog|stories)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  return slugOfSegment(match[1]!);
}

/** The slug a path reads a page by (`/{slug}`), lower-cased as the pages do; undefined for any other path. */
export function pageSlugOfPath(path: string): string | undefined {
  const match = /^\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  return slugOfSegment(match[1]!);
}

/** A post's address and whether visitors can read it there. */
export interface PostAddress {
  slug: string;
  status: string;
  /** Absent: a post. */
  type?: string;
}

/**
 * Keeps redirects in step with where published posts are read, inside the post's own save: a post
 * published at an address frees it of any redirect (the post wins), and a published post whose
 * slug changes leaves a 301 from each old address to the new one, with every redirect that led to
 * the old address led straight to the new one (no chains), and the redirect that led away from the
 * new address gone (a post renamed back does not loop).
 */
@Injectable()
export class PostAddressRedirects {
  private readonly siteOrigin: string;

  constructor(
    private readonly repository: RedirectsRepository,
    private readonly cache: RedirectsCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteOrigin = new URL(config.siteUrl).origin;
  }

  /** Called in the save's transaction, after the post is written; answers whether redirects changed (then call changed() after commit). */
  async follow(before: PostAddress | null, after: PostAddress, manager: EntityManager): Promise<boolean> {
    if (after.status !== 'published') return false;
    const wasPublished = before?.status === 'published';
    if (wasPublished && before!.slug === after.slug && (before!.type ?? 'post') === (after.type ?? 'post')) return false;
    const newPaths = addressPaths(after);
    // Old links to a post deleted from this address lead to the one published here now.
    const revived = await this.repository.setStatusLeadingTo(this.targetForms(newPaths), 301, manager);
    // Freeing an address cannot make a chain: no need to wait for other writes of redirects (every post's creation comes here).
    if (!wasPublished) return (await this.repository.deleteByFroms(newPaths, manager)) + revived > 0;
    await this.repository.lock(manager);
    await this.repository.deleteByFroms(newPaths, manager);
    for (const [index, oldPath] of addressPaths(before!).entries()) {
      // A post turned page: both sections lead to its one address.
      const newPath = newPaths[index] ?? newPaths[0]!;
      await this.repository.retarget(storedTargetForms(oldPath, this.siteOrigin), newPath, manager);
      await this.repository.upsert({ from: oldPath, to: newPath, status: 301, source: 'slug-change' }, manager);
    }
    return true;
  }

  /**
   * Called in a post's delete, before the row goes: the redirects that led to its addresses answer
   * 410 Gone from now on (not a 301 to a 404: an old link says plainly the post is no more). Answers
   * whether any changed (then call changed() after commit). An unpublished post keeps them: it may be
   * published again.
   */
  async postDeleted(postId: string, manager: EntityManager): Promise<boolean> {
    const post = await this.repository.postAddress(postId, manager);
    if (!post) return false;
    return (await this.repository.setStatusLeadingTo(this.targetForms(addressPaths(post)), GONE, manager)) > 0;
  }

  private targetForms(paths: string[]): string[] {
    return paths.flatMap((path) => storedTargetForms(path, this.siteOrigin));
  }

  /** Tells every replica that redirects changed: after the save committed. */
  changed(): Promise<void> {
    return this.cache.changed();
  }
}
