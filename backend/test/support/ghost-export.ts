/** A post or page of a Ghost export as the tests write it: the posts row's fields, and its posts_meta row when it has one. */
export interface GhostRow {
  id: string;
  title: string;
  slug: string;
  meta?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * A Ghost 5 JSON export (`db[0].data`) of the given rows, each published, public and dated unless it
 * says otherwise, with its posts_meta row when it has `meta`.
 */
export function ghostExport(rows: readonly GhostRow[]): string {
  const posts = rows.map(({ meta: _meta, ...row }) => ({
    uuid: `${row.id}-uuid`,
    type: 'post',
    status: 'published',
    visibility: 'public',
    html: `<p>${row.title}</p>`,
    created_at: '2024-01-01T09:00:00.000Z',
    updated_at: '2024-01-03T09:00:00.000Z',
    published_at: '2024-01-02T09:00:00.000Z',
    ...row,
  }));
  const postsMeta = rows.filter((row) => row.meta).map((row) => ({ id: `meta-${row.id}`, post_id: row.id, ...row.meta }));
  const data = { posts, tags: [], posts_tags: [], posts_meta: postsMeta };
  return JSON.stringify({ db: [{ meta: { exported_on: 1704200000000, version: '5.75.0' }, data }] });
}
