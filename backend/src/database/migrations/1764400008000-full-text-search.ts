import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every ASCII punctuation character (as a regular expression's class), turned into a space before
 * the text-search parser reads a post (see SearchWords1763770300000): the parser is quadratic on some
 * runs of it. A regular expression, not translate(): ten times faster with this many characters.
 */
const PUNCTUATION = '[!-/:-@[-`{-~]';
/**
 * What a snippet's text turns into spaces: every ASCII punctuation character but sentence punctuation
 * (`.,;!?'"()`), control characters (the snippet's sentinels are \u0001 and \u0002, so the text never
 * holds them) and runs of white space. The parser's quadratic cases need `@`, `_`, or `-` beside `.`
 * (`a-b.` repeated: 28 s for 80 kB); with sentence punctuation alone it stays linear (checked by fuzzing).
 */
const SNIPPET_BLANKS = String.raw`[#$%&*+\-/:<=>@[\\\]^_` + '`' + String.raw`{|}~\x01-\x1f\s]+`;
/**
 * Between the title, the tags and the text: `||` starts the right-hand vector after the left one's
 * last position, so without a gap "river crossing" would match a tag "River" and a text that begins
 * "Crossing". The lexeme `|` is never a query's (the query's punctuation becomes spaces).
 */
export const FIELD_GAP = `'''|'':50'::tsvector`;
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** How post_search_refresh fills post_search (SearchSpeed1764400011000 changes it, and puts this back on its way down). */
export const POST_SEARCH_INSERT_1764400008000 = `
        INSERT INTO post_search (post_id, visible, published_at, document)
        SELECT p.id, p.status = 'published' AND NOT p.noindex, p.published_at,
          setweight(to_tsvector('folio_search', search_words(p.title)), 'A') || ${FIELD_GAP} ||
          setweight(to_tsvector('folio_search', search_words(coalesce(tagged.names, ''))), 'B') || ${FIELD_GAP} ||
          setweight(to_tsvector('folio_search', search_words(search_plain_text(p.content_html))), 'C')
        FROM posts p
        LEFT JOIN LATERAL (SELECT string_agg(t.name, ' ') AS names FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) tagged ON true
        WHERE p.id = ANY (ids)
        ORDER BY p.id
        ON CONFLICT (post_id) DO UPDATE SET document = EXCLUDED.document, visible = EXCLUDED.visible, published_at = EXCLUDED.published_at;
`;

/** post_search_refresh: `documentInsert` fills post_search, then the words of readable posts go to search_words. */
export const postSearchRefreshFunction = (documentInsert: string) => `
      CREATE OR REPLACE FUNCTION post_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
${documentInsert.trim()}
        -- Only words visitors could read: a correction never spells out a draft's word. In order, as
        -- every save inserts them: two saves sharing words then wait for each other, never deadlock.
        INSERT INTO search_words (word)
        SELECT DISTINCT word
        FROM posts p
        LEFT JOIN LATERAL (SELECT string_agg(t.name, ' ') AS names FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) tagged ON true,
          unnest(tsvector_to_array(to_tsvector('folio_words', search_words(p.title || ' ' || coalesce(tagged.names, '') || ' ' || search_plain_text(p.content_html))))) word
        WHERE p.id = ANY (ids) AND p.status = 'published' AND NOT p.noindex AND length(word) BETWEEN 3 AND 40 AND word !~ '^[0-9]+$'
        ORDER BY word
        ON CONFLICT DO NOTHING;
      END
      $$`;

/**
 * Visitors' full-text search (search/): one weighted document per post (title A, tags B, the text of
 * its HTML C), English stemming and accents folded (`unaccent` before the stemmer), in a table of its
 * own so that a tag's change never touches the post's row (its version is the editor's ETag).
 * Triggers keep it current: on a post's insert and on a change of its title or HTML, on post_tags'
 * inserts and deletes, on a tag's rename. `search_words` holds the words of posts visitors could
 * read, with a trigram index, for the misspelling fallback. unaccent and pg_trgm ship with
 * PostgreSQL and are trusted extensions: a database owner may create them.
 */
export class FullTextSearch1764400008000 implements MigrationInterface {
  name = 'FullTextSearch1764400008000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE TEXT SEARCH CONFIGURATION folio_search (COPY = pg_catalog.english)`);
    await queryRunner.query(`ALTER TEXT SEARCH CONFIGURATION folio_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem`);
    await queryRunner.query(`CREATE TEXT SEARCH CONFIGURATION folio_words (COPY = pg_catalog.simple)`);
    await queryRunner.query(`ALTER TEXT SEARCH CONFIGURATION folio_words ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple`);
    // The words of a post's HTML: tags become spaces (the HTML is sanitised: every other `<` is `&lt;`), entities their characters.
    await queryRunner.query(`
      CREATE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT replace(replace(replace(replace(replace(replace(
          regexp_replace(html, '<[^>]*(>|$)', ' ', 'g'),
          '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION search_words(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(body, ${quoted(PUNCTUATION)}, ' ', 'g')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION search_snippet_text(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(body, ${quoted(SNIPPET_BLANKS)}, ' ', 'g')
      $$`);
    await queryRunner.query(`
      CREATE TABLE post_search (
        post_id uuid PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        document tsvector NOT NULL,
        visible boolean NOT NULL,
        published_at timestamptz
      ) WITH (toast_tuple_target = 8160)`);
    // Kept in the row, compressed, up to a page: out of line, every document looked small to the
    // planner, which then read them all (a sequential scan, 130 ms over 10,000 posts) rather than the index (5 ms).
    await queryRunner.query(`ALTER TABLE post_search ALTER COLUMN document SET STORAGE MAIN`);
    // What visitors may find (published, not noindex) and its date, copied here: a search reads no post row but its page's.
    await queryRunner.query(`CREATE INDEX post_search_visible ON post_search USING gin (document) WHERE visible`);
    await queryRunner.query(`CREATE TABLE search_words (word text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX search_words_trigrams ON search_words USING gin (word gin_trgm_ops)`);
    await queryRunner.query(postSearchRefreshFunction(POST_SEARCH_INSERT_1764400008000));
    await queryRunner.query(`
      CREATE FUNCTION post_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM post_search_refresh(ARRAY(SELECT id FROM inserted));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER post_search_inserted AFTER INSERT ON posts REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION post_search_inserted()`);
    await queryRunner.query(`
      CREATE FUNCTION post_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM post_search_refresh(ARRAY[NEW.id]);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER post_search_updated AFTER UPDATE OF title, content_html, status, noindex, published_at ON posts FOR EACH ROW
      WHEN ((OLD.title, OLD.content_html, OLD.status, OLD.noindex, OLD.published_at) IS DISTINCT FROM (NEW.title, NEW.content_html, NEW.status, NEW.noindex, NEW.published_at))
      EXECUTE FUNCTION post_search_updated()`);
    await queryRunner.query(`
      CREATE FUNCTION post_search_tags_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM post_search_refresh(ARRAY(SELECT DISTINCT post_id FROM changed));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER post_search_tags_added AFTER INSERT ON post_tags REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_search_tags_added()`);
    await queryRunner.query(`CREATE TRIGGER post_search_tags_removed AFTER DELETE ON post_tags REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_search_tags_added()`);
    await queryRunner.query(`
      CREATE FUNCTION post_search_tag_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM post_search_refresh(ARRAY(SELECT post_id FROM post_tags WHERE tag_id = NEW.id));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER post_search_tag_renamed AFTER UPDATE OF name ON tags FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION post_search_tag_renamed()`);
    await queryRunner.query(`SELECT post_search_refresh(ARRAY(SELECT id FROM posts))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER post_search_tag_renamed ON tags`);
    await queryRunner.query(`DROP TRIGGER post_search_tags_removed ON post_tags`);
    await queryRunner.query(`DROP TRIGGER post_search_tags_added ON post_tags`);
    await queryRunner.query(`DROP TRIGGER post_search_updated ON posts`);
    await queryRunner.query(`DROP TRIGGER post_search_inserted ON posts`);
    await queryRunner.query(`DROP FUNCTION post_search_tag_renamed(), post_search_tags_added(), post_search_updated(), post_search_inserted(), post_search_refresh(uuid[])`);
    await queryRunner.query(`DROP TABLE search_words`);
    await queryRunner.query(`DROP TABLE post_search`);
    await queryRunner.query(`DROP FUNCTION search_snippet_text(text), search_words(text), search_plain_text(text)`);
    await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION folio_words`);
    await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION folio_search`);
    // The extensions stay: something else may use them by now.
  }
}
