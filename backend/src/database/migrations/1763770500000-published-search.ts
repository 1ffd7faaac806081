import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors search published posts only. With posts_search alone (every post's words), PostgreSQL
 * answers their searches through posts_public_order instead: every published post read and tested
 * against the words, twice (the page and the total), since it takes the status test for the
 * selective one. An index of the published posts' words answers both tests at once and reads only
 * the posts that match: about a third of the database time of a search on 1,000 posts.
 * posts_search stays for the admin's searches, which include drafts.
 */
export class PublishedSearch1763770500000 implements MigrationInterface {
  name = 'PublishedSearch1763770500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX posts_search_published ON posts USING gin (search_vector) WHERE status = 'published'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_search_published`);
  }
}
