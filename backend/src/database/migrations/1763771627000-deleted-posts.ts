import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleted posts kept for a while so that a delete can be undone (posts/trash/): the row as it was,
 * its tags and its revisions, as JSON. The post itself is deleted for real; a job purges old rows.
 */
export class DeletedPosts1763771627000 implements MigrationInterface {
  name = 'DeletedPosts1763771627000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deleted_posts (
        post_id uuid PRIMARY KEY,
        post jsonb NOT NULL,
        tags jsonb NOT NULL,
        revisions jsonb NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX deleted_posts_deleted_at ON deleted_posts (deleted_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE deleted_posts`);
  }
}
