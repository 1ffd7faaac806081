// The reference Folio is measured against: node:http and pg running the same queries Folio runs
// for each route, and JSON-encoding the rows, with no framework and no cache.
import http from 'node:http';
import pg from 'pg';

const POST_COLUMNS = `p.id, p.title, p.slug, p.excerpt, p.content_html AS content, p.created_at, p.published_at,
  p.updated_at, p.cover_image_url AS image_url, p.cover_image_alt AS image_alt, p.reading_time_minutes`;

async function withTags(pool, posts) {
  if (!posts.length) return posts;
  const { rows } = await pool.query(
    `SELECT pt.post_id, t.name FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = ANY($1::uuid[]) ORDER BY lower(t.name)`,
    [posts.map((post) => post.id)],
  );
  return posts.map((post) => ({ ...post, tags: rows.filter((row) => row.post_id === post.id).map((row) => row.name) }));
}

async function list(pool, url) {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  const q = url.searchParams.get('q');
  const terms = q ? q.toLowerCase().match(/[\p{L}\p{N}]+/gu).map((word) => `${word}:*`).join(' & ') : undefined;
  const where = q ? `AND p.search_vector @@ to_tsquery('simple', $3)` : '';
  const params = [limit, (page - 1) * limit, ...(q ? [terms] : [])];
  const [{ rows }, count] = await Promise.all([
    pool.query(`SELECT ${POST_COLUMNS} FROM posts p WHERE p.status = 'published' ${where}
      ORDER BY p.published_at DESC NULLS LAST, p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`, params),
    pool.query(`SELECT count(*)::int AS total FROM posts p WHERE p.status = 'published' ${where.replace('$3', '$1')}`, q ? [terms] : []),
  ]);
  return { items: await withTags(pool, rows), total: count.rows[0].total, page, limit };
}

async function bySlug(pool, slug) {
  const { rows } = await pool.query(`SELECT ${POST_COLUMNS} FROM posts p WHERE p.slug = $1 AND p.status = 'published'`, [slug]);
  return rows.length ? (await withTags(pool, rows))[0] : undefined;
}

export async function startReferenceServer(databaseUrl, port) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://reference');
    try {
      const slug = /^\/api\/posts\/([^/]+)$/.exec(url.pathname)?.[1];
      const body = url.pathname === '/api/posts' ? await list(pool, url) : slug ? await bySlug(pool, slug) : undefined;
      response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body ?? { statusCode: 404 }));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: async () => { server.close(); await pool.end(); } };
}
