import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FIELD_GAP, POST_SEARCH_INSERT_1764400008000, postSearchRefreshFunction } from './1764400008000-full-text-search.js';

/** How much of a post's HTML its snippet is looked for in: bounds the work of each save on the longest posts. */
const SNIPPET_SOURCE_MAX = 30_000;
/**
 * How many buckets the pairs of adjacent words are hashed into: few enough that each bucket's list of
 * posts compresses well in the index (15 MB for 10,000 posts of 300 words, where one key per pair took
 * 71 MB), many enough that a post of 300 pairs falls in a given bucket by chance once in 200.
 */
const PAIR_BUCKETS = 65_536;
/** Words per piece of a post's text: a snippet is drawn from the piece with the first matched word and the ones either side. */
const SNIPPET_CHUNK_WORDS = 30;

const POST_SEARCH_INSERT = `
        INSERT INTO post_search (post_id, visible, published_at, heading, document, pairs, snippet_chunks, snippet_lexemes)
        SELECT p.id, p.status = 'published' AND NOT p.noindex, p.published_at, heading.vector, document.vector, search_pairs(document.vector),
          snippet.chunks, search_chunk_lexemes(snippet.chunks)
        FROM posts p
        LEFT JOIN LATERAL (SELECT string_agg(t.name, ' ') AS names FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) tagged ON true
        CROSS JOIN LATERAL (
          SELECT setweight(to_tsvector('folio_search', search_words(p.title)), 'A') || ${FIELD_GAP} ||
            setweight(to_tsvector('folio_search', search_words(coalesce(tagged.names, ''))), 'B') AS vector
        ) heading
        CROSS JOIN LATERAL (
          SELECT heading.vector || ${FIELD_GAP} || setweight(to_tsvector('folio_search', search_words(search_plain_text(p.content_html))), 'C') AS vector
        ) document
        CROSS JOIN LATERAL (SELECT search_snippet_chunks(search_snippet_text(search_plain_text(left(p.content_html, ${SNIPPET_SOURCE_MAX})))) AS chunks) snippet
        WHERE p.id = ANY (ids)
        ORDER BY p.id
        ON CONFLICT (post_id) DO UPDATE SET heading = EXCLUDED.heading, document = EXCLUDED.document, pairs = EXCLUDED.pairs,
          snippet_chunks = EXCLUDED.snippet_chunks, snippet_lexemes = EXCLUDED.snippet_lexemes,
          visible = EXCLUDED.visible, published_at = EXCLUDED.published_at;
`;

/**
 * Search over 10,000 posts in milliseconds (issue 29; measured in docs/performance.md). A search reads
 * every match's row to count and order them: with each post's document kept in the row (4.5 kB for
 * 300 words: one row per 8 kB page), a word most posts hold read 9,000 pages. Now the documents and
 * snippet texts live out of line (TOAST) and a row holds the post's id, date and `heading`, the small
 * weighted vector of its title (A) and tags (B) that ranks the matches: a search reads a few hundred
 * pages, and a document only when the index cannot decide alone (a phrase).
 *
 * Snippets: ts_headline parses all the text it is given, word by word through the dictionaries
 * (0.3 ms for 300 words, 10 ms for a long post). The text is now made once at each save (not from
 * the HTML at each search) and cut into pieces of SNIPPET_CHUNK_WORDS words (`snippet_chunks`);
 * `snippet_lexemes` holds each word's first piece (as its position), so that a search hands
 * ts_headline only the first piece holding a word of the query and the pieces either side.
 *
 * Phrases: the GIN index knows which posts hold each word, not where, so a phrase of common words
 * had every post holding them all read to check their places (100 ms for "mide mide" over 10,000
 * posts). `pairs` holds each pair of words that follow each other in a post (hashed into
 * PAIR_BUCKETS buckets) with a GIN index of its own; a query's phrases that every match must hold
 * (search-query.ts: requiredPhrases) give pairs that narrow the posts read to those holding them.
 *
 * search_matches() runs the match with sequential scans off: rows this small look cheap to scan to
 * the planner, which does not count the reading of each out-of-line document (130 ms over 10,000
 * posts, where the GIN index answers in a few).
 */
export class SearchSpeed1764400011000 implements MigrationInterface {
  name = 'SearchSpeed1764400011000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE post_search ADD COLUMN heading tsvector NOT NULL DEFAULT '', ADD COLUMN pairs integer[] NOT NULL DEFAULT '{}',
        ADD COLUMN snippet_chunks text[] NOT NULL DEFAULT '{}', ADD COLUMN snippet_lexemes tsvector NOT NULL DEFAULT ''`);
    await queryRunner.query(`
      ALTER TABLE post_search ALTER COLUMN heading DROP DEFAULT, ALTER COLUMN pairs DROP DEFAULT, ALTER COLUMN snippet_chunks DROP DEFAULT,
        ALTER COLUMN snippet_lexemes DROP DEFAULT`);
    // Out of line past 128 bytes (the least PostgreSQL allows); the heading stays in the row unless it alone fills a page.
    await queryRunner.query(`ALTER TABLE post_search SET (toast_tuple_target = 128)`);
    // Not compressed: a tsvector's lexemes and positions do not compress (pglz gives up on them), and trying costs each save.
    await queryRunner.query(`ALTER TABLE post_search ALTER COLUMN document SET STORAGE EXTERNAL, ALTER COLUMN snippet_lexemes SET STORAGE EXTERNAL,
        ALTER COLUMN heading SET STORAGE MAIN`);
    // Every pair of positions one apart, whatever lexemes share a position: a pair left out would lose a post its phrase finds.
    await queryRunner.query(`
      CREATE FUNCTION search_pairs(vector tsvector) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        WITH words AS (SELECT u.lexeme, place FROM unnest(vector) u, unnest(u.positions) place)
        SELECT coalesce(array_agg(DISTINCT hashtext(earlier.lexeme || ' ' || later.lexeme) & ${PAIR_BUCKETS - 1}), '{}')
        FROM words earlier JOIN words later ON later.place = earlier.place + 1
      $$`);
    await queryRunner.query(`CREATE INDEX post_search_pairs ON post_search USING gin (pairs) WHERE visible`);
    await queryRunner.query(`
      CREATE FUNCTION search_snippet_chunks(body text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(chunk ORDER BY n), '{}') FROM (
          SELECT (i - 1) / ${SNIPPET_CHUNK_WORDS} AS n, string_agg(word, ' ' ORDER BY i) AS chunk
          FROM unnest(regexp_split_to_array(btrim(body), ' +')) WITH ORDINALITY AS words(word, i)
          GROUP BY 1
        ) chunks
      $$`);
    // Written as a tsvector's text: each lexeme quoted (its quotes and backslashes doubled), its first piece as its one position.
    await queryRunner.query(`
      CREATE FUNCTION search_chunk_lexemes(chunks text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(string_agg(format('''%s'':%s', replace(replace(lexeme, '\\', '\\\\'), '''', ''''''), least(first, 16383)), ' ')::tsvector, '')
        FROM (
          SELECT lexeme, min(n) AS first
          FROM unnest(chunks) WITH ORDINALITY AS pieces(chunk, n), unnest(tsvector_to_array(to_tsvector('folio_search', search_words(pieces.chunk)))) AS lexeme
          GROUP BY lexeme
        ) found
      $$`);
    await queryRunner.query(postSearchRefreshFunction(POST_SEARCH_INSERT));
    // Two branches, one run: with pairs to hold, both indexes narrow the posts whose document is read.
    await queryRunner.query(`
      CREATE FUNCTION search_matches(query tsquery, required_pairs integer[]) RETURNS TABLE (post_id uuid, published_at timestamptz, rank real)
      LANGUAGE sql STABLE SET enable_seqscan = off AS $$
        SELECT s.post_id, s.published_at, ts_rank(s.heading, query) FROM post_search s
        WHERE cardinality(required_pairs) = 0 AND s.document @@ query AND s.visible
        UNION ALL
        SELECT s.post_id, s.published_at, ts_rank(s.heading, query) FROM post_search s
        WHERE cardinality(required_pairs) > 0 AND s.pairs @> required_pairs AND s.document @@ query AND s.visible
      $$`);
    // Every row written again, as the new storage settings lay it out.
    await queryRunner.query(`SELECT post_search_refresh(ARRAY(SELECT id FROM posts))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION search_matches(tsquery, integer[])`);
    await queryRunner.query(postSearchRefreshFunction(POST_SEARCH_INSERT_1764400008000));
    await queryRunner.query(`ALTER TABLE post_search DROP COLUMN heading, DROP COLUMN pairs, DROP COLUMN snippet_chunks, DROP COLUMN snippet_lexemes`);
    await queryRunner.query(`DROP FUNCTION search_chunk_lexemes(text[]), search_snippet_chunks(text), search_pairs(tsvector)`);
    await queryRunner.query(`ALTER TABLE post_search ALTER COLUMN document SET STORAGE MAIN`);
    await queryRunner.query(`ALTER TABLE post_search SET (toast_tuple_target = 8160)`);
    await queryRunner.query(`UPDATE post_search SET document = document || ''::tsvector`);
  }
}
