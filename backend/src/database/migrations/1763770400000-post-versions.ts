import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every post carries a version, its ETag: the database itself raises it on every UPDATE of the row,
 * whoever writes it (the editor, a bulk image re-compression, a later importer), so a stale editor
 * tab cannot miss a change.
 */
export class PostVersions1763770400000 implements MigrationInterface {
  name = 'PostVersions1763770400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`
      CREATE FUNCTION posts_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER posts_version BEFORE UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION posts_next_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER posts_version ON posts`);
    await queryRunner.query(`DROP FUNCTION posts_next_version()`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN version`);
  }
}
