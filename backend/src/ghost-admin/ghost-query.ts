import { POST_STATUSES, type PostStatus } from '../posts/post.entity.js';
import type { PostOrder } from '../posts/post-order.js';
import { GhostError } from './ghost-errors.js';

/** Ghost's default page size. */
export const DEFAULT_LIMIT = 15;
/** The largest page Folio answers; `limit=all` gets this many per page (the meta says whether more follow). */
export const MAX_LIMIT = 100;

export interface GhostBrowseQuery {
  page: number;
  limit: number;
  status?: PostStatus;
  tagSlug?: string;
  order: PostOrder;
  /** The fields each item keeps (`fields=id,title`); undefined: all. */
  fields?: string[];
}

const invalid = (property: string, message: string) => new GhostError('ValidationError', `Validation error, cannot list posts: ${message}`, null, property);

function positiveInteger(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw invalid(name, `${name} must be a positive whole number`);
  return Number(value);
}

/** One value of NQL: quoted or not. */
const unquote = (value: string) => value.trim().replace(/^'(.*)'$/s, '$1').replace(/^"(.*)"$/s, '$1');

/**
 * The part of Ghost's NQL filter that writing apps send: `status:draft`, `status:[draft,published]`,
 * `tag:news` (or `tags:`), joined by `+` (and). Anything else is refused by name rather than ignored,
 * so an app never mistakes a wider list for the one it asked.
 */
export function parseGhostFilter(filter: string): Pick<GhostBrowseQuery, 'status' | 'tagSlug'> {
  const result: Pick<GhostBrowseQuery, 'status' | 'tagSlug'> = {};
  for (const clause of filter.split('+').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z_.]+):(.+)$/s.exec(clause);
    if (!match) throw invalid('filter', `"${clause.slice(0, 100)}" is not a filter Folio understands (e.g. status:draft)`);
    const [, key, rawValue] = match as unknown as [string, string, string];
    const listed = /^\[(.*)\]$/s.exec(rawValue.trim());
    const values = listed ? listed[1]!.split(',').map(unquote) : [unquote(rawValue)];
    if (key === 'status') {
      const unknown = values.find((value) => !(POST_STATUSES as readonly string[]).includes(value));
      if (unknown !== undefined) throw invalid('filter', `status must be one of ${POST_STATUSES.join(', ')}, not "${unknown.slice(0, 50)}"`);
      const wanted = new Set(values);
      // Every status at once is no filter at all; two of three is more than the list can narrow to.
      if (wanted.size === POST_STATUSES.length) continue;
      if (wanted.size > 1) throw invalid('filter', 'filter on one status at a time (or all of them)');
      result.status = values[0] as PostStatus;
    } else if (key === 'tag' || key === 'tags' || key === 'tags.slug' || key === 'primary_tag') {
      if (values.length !== 1) throw invalid('filter', 'filter on one tag at a time');
      result.tagSlug = values[0];
    } else {
      throw invalid('filter', `Folio filters posts by status and tag only, not by ${key.slice(0, 50)}`);
    }
  }
  return result;
}

/** `published_at desc` and the like; Ghost's default for the Admin API is newest first. */
export function parseGhostOrder(order: unknown): PostOrder {
  if (order === undefined || order === '') return { by: 'created', direction: 'desc' };
  const match = typeof order === 'string' ? /^\s*(published_at|updated_at|created_at)(?:\s+(asc|desc))?\s*$/i.exec(order) : null;
  if (!match) throw invalid('order', 'order must be published_at, updated_at or created_at, then asc or desc');
  const by = match[1]!.toLowerCase().replace('_at', '') as PostOrder['by'];
  return { by, direction: (match[2]?.toLowerCase() ?? 'desc') as PostOrder['direction'] };
}

/** The query of a browse (`limit`, `page`, `filter`, `order`, `fields`); Ghost's other options (include, formats) are accepted and change nothing. */
export function parseGhostBrowse(query: Record<string, unknown>): GhostBrowseQuery {
  const limit = query.limit === 'all' ? MAX_LIMIT : Math.min(positiveInteger(query.limit, 'limit', DEFAULT_LIMIT), MAX_LIMIT);
  if (query.filter !== undefined && typeof query.filter !== 'string') throw invalid('filter', 'filter must be given once');
  const fields = typeof query.fields === 'string' && query.fields.trim() ? query.fields.split(',').map((field) => field.trim()).filter(Boolean) : undefined;
  return {
    page: positiveInteger(query.page, 'page', 1),
    limit,
    ...parseGhostFilter(query.filter ?? ''),
    order: parseGhostOrder(query.order),
    ...(fields && { fields }),
  };
}

export interface GhostPagination {
  page: number;
  limit: number;
  pages: number;
  total: number;
  next: number | null;
  prev: number | null;
}

export function ghostPagination(page: number, limit: number, total: number): GhostPagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, pages, total, next: page < pages ? page + 1 : null, prev: page > 1 ? page - 1 : null };
}

/** An item with only the `fields` asked for. */
export function pickFields<T extends object>(item: T, fields: string[] | undefined): Partial<T> {
  if (!fields) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key))) as Partial<T>;
}
