import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Posts1763769800000 implements MigrationInterface {
  name = 'Posts1763769800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        slug text NOT NULL,
        content_text text NOT NULL,
        content_html text NOT NULL,
        excerpt text NOT NULL,
        excerpt_is_custom boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
        cover_image_url text,
        cover_image_alt text,
        reading_time_minutes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || content_text)) STORED,
        CONSTRAINT posts_slug_unique UNIQUE (slug)
      )`);
    // Exactly the ORDER BY of the lists (nulls and tie-breaker included), so a page is an index walk, not a sort.
    await queryRunner.query(
      `CREATE INDEX posts_public_order ON posts (published_at DESC NULLS LAST, created_at DESC, id DESC) WHERE status = 'published'`,
    );
    await queryRunner.query(`CREATE INDEX posts_admin_order ON posts (created_at DESC, id DESC)`);
    // Full-text search on words of title and text, any case ('simple': no stemming, any language).
    // A GIN index answers it without re-reading the text, unlike ILIKE or trigrams.
    await queryRunner.query(`CREATE INDEX posts_search ON posts USING gin (search_vector)`);
    await queryRunner.query(`
      CREATE TABLE tags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL,
        CONSTRAINT tags_slug_unique UNIQUE (slug)
      )`);
    await queryRunner.query(`
      CREATE TABLE post_tags (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        PRIMARY KEY (post_id, tag_id)
      )`);
    await queryRunner.query(`CREATE INDEX post_tags_tag ON post_tags (tag_id, post_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE post_tags`);
    await queryRunner.query(`DROP TABLE tags`);
    await queryRunner.query(`DROP TABLE posts`);
  }
}
