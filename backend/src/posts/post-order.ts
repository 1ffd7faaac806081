/** The orders of a list of posts, and their SQL. */

export const POST_SORTS = ['published', 'updated', 'created'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface PostOrder {
  by: PostSort;
  direction: SortDirection;
}

/** Each sort's column, by its database name and by its name in findPage's page subquery. */
const SORT_COLUMNS: Record<PostSort, { column: string; property: string }> = {
  published: { column: 'published_at', property: '"publishedAt"' },
  updated: { column: 'updated_at', property: '"updatedAt"' },
  created: { column: 'created_at', property: '"createdAt"' },
};

/**
 * The ORDER BY of a list on a table or subquery `alias`, its columns named as in the table or (`page`)
 * as in the page subquery: undated drafts last either way, then the creation date (for a published
 * sort, as posts_public_order has it), then the id, so that equal dates never swap rows between pages.
 */
export function orderBy(order: PostOrder, alias: string, names: 'column' | 'property'): string {
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  const key = (sort: PostSort) => `${alias}.${SORT_COLUMNS[sort][names]} ${direction}`;
  // Only published_at is ever null; a NULLS clause on the others would keep their indexes from serving the order.
  const keys = order.by === 'published' ? [`${key('published')} NULLS LAST`, key('created')] : [key(order.by)];
  return [...keys, `${alias}.id ${direction}`].join(', ');
}
