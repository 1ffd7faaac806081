type Row = Record<string, unknown>;

/** The tables of a Ghost export that an import reads. */
export interface GhostTables {
  posts: Row[];
  tagNames: Map<string, { name: string; internal: boolean }>;
  tagsByPost: Map<string, string[]>;
  metaByPost: Map<string, Row>;
}

function rows(data: Row, name: string): Row[] {
  const table = data[name];
  return Array.isArray(table) ? table.filter((row): row is Row => !!row && typeof row === 'object') : [];
}

/** `db[0].data` (Ghost 1.x and later) or a bare `data` (hand-made and older files): the export's tables. */
export function ghostData(json: unknown): Row | null {
  const root = json as { db?: unknown; data?: unknown } | null;
  const data = Array.isArray(root?.db) ? (root.db[0] as { data?: unknown } | undefined)?.data : root?.data;
  if (!data || typeof data !== 'object' || !Array.isArray((data as Row).posts)) return null;
  return data as Row;
}

export function readGhostTables(data: Row): GhostTables {
  // Ghost 5 and 6 export pages as posts with type "page"; some tools write a separate `pages` table.
  const pages = rows(data, 'pages').map((page) => ({ ...page, type: 'page' }));
  const tagNames = new Map<string, { name: string; internal: boolean }>();
  for (const tag of rows(data, 'tags')) {
    const name = typeof tag.name === 'string' ? tag.name.trim() : '';
    if (name) tagNames.set(String(tag.id), { name, internal: tag.visibility === 'internal' || name.startsWith('#') });
  }
  const links = rows(data, 'posts_tags').sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  const tagsByPost = new Map<string, string[]>();
  for (const link of links) {
    const key = String(link.post_id);
    tagsByPost.set(key, [...(tagsByPost.get(key) ?? []), String(link.tag_id)]);
  }
  const metaByPost = new Map<string, Row>(rows(data, 'posts_meta').map((meta) => [String(meta.post_id), meta]));
  return { posts: [...rows(data, 'posts'), ...pages], tagNames, tagsByPost, metaByPost };
}
