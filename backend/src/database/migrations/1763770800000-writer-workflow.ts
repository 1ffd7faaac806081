import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Scheduled posts, pages, and each post's search and social fields. */
export class WriterWorkflow1763770800000 implements MigrationInterface {
  name = 'WriterWorkflow1763770800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_status_check`);
    await queryRunner.query(`ALTER TABLE posts ADD CONSTRAINT posts_status_check CHECK (status IN ('draft', 'scheduled', 'published'))`);
    await queryRunner.query(`
      ALTER TABLE posts
        ADD COLUMN type text NOT NULL DEFAULT 'post' CONSTRAINT posts_type_check CHECK (type IN ('post', 'page')),
        ADD COLUMN meta_title text,
        ADD COLUMN meta_description text,
        ADD COLUMN canonical_url text,
        ADD COLUMN noindex boolean NOT NULL DEFAULT false,
        ADD COLUMN og_image_url text`);
    // A scheduled post always has its time: the scheduler reads them by it.
    await queryRunner.query(`ALTER TABLE posts ADD CONSTRAINT posts_scheduled_has_time CHECK (status <> 'scheduled' OR published_at IS NOT NULL)`);
    await queryRunner.query(`CREATE INDEX posts_scheduled_due ON posts (published_at) WHERE status = 'scheduled'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_scheduled_due`);
    await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_scheduled_has_time`);
    await queryRunner.query(`UPDATE posts SET status = 'draft' WHERE status = 'scheduled'`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN type, DROP COLUMN meta_title, DROP COLUMN meta_description, DROP COLUMN canonical_url, DROP COLUMN noindex, DROP COLUMN og_image_url`);
    await queryRunner.query(`ALTER TABLE posts DROP CONSTRAINT posts_status_check`);
    await queryRunner.query(`ALTER TABLE posts ADD CONSTRAINT posts_status_check CHECK (status IN ('draft', 'published'))`);
  }
}
