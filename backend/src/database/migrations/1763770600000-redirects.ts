import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Redirects1763770600000 implements MigrationInterface {
  name = 'Redirects1763770600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE redirects (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        from_path text NOT NULL CONSTRAINT redirects_from_path_unique UNIQUE,
        to_target text NOT NULL,
        status int NOT NULL CHECK (status IN (301, 302)),
        source text NOT NULL CHECK (source IN ('manual', 'import', 'slug-change')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX redirects_newest ON redirects (created_at DESC, id DESC)`);
    // Finds the redirects leading to an address (a chain in the making, a post that moved): the target without query or fragment.
    await queryRunner.query(`CREATE INDEX redirects_target_path ON redirects ((regexp_replace(to_target, '[?#].*$', '')))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE redirects`);
  }
}
