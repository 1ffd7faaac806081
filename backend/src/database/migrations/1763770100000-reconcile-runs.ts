import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReconcileRuns1763770100000 implements MigrationInterface {
  name = 'ReconcileRuns1763770100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reconcile_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        status text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
        stats jsonb,
        error text
      )`);
    await queryRunner.query(`CREATE INDEX reconcile_runs_started ON reconcile_runs (started_at DESC, id DESC)`);
    // A post's image rows exist only because of the post: they go with it, whoever deletes it.
    await queryRunner.query(`DELETE FROM images WHERE source <> 'upload' AND post_id IS NULL`);
    await queryRunner.query(`ALTER TABLE images DROP CONSTRAINT images_post_id_fkey`);
    await queryRunner.query(
      `ALTER TABLE images ADD CONSTRAINT images_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(`
      DELETE FROM images a USING images b
      WHERE a.source <> 'upload' AND a.source = b.source AND a.post_id = b.post_id AND a.url = b.url AND a.id > b.id`);
    // One row per image a post uses. md5: a URL may be longer than a btree entry can hold.
    await queryRunner.query(
      `CREATE UNIQUE INDEX images_post_image ON images (post_id, source, md5(url)) WHERE source IN ('post_cover', 'post_inline')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX images_post_image`);
    await queryRunner.query(`ALTER TABLE images DROP CONSTRAINT images_post_id_fkey`);
    await queryRunner.query(
      `ALTER TABLE images ADD CONSTRAINT images_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(`DROP TABLE reconcile_runs`);
  }
}
