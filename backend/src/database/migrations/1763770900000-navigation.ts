import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site's navigation: one row, written by the first save (until then the spec's links apply). */
export class Navigation1763770900000 implements MigrationInterface {
  name = 'Navigation1763770900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE navigation (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        primary_links jsonb NOT NULL CHECK (jsonb_typeof(primary_links) = 'array'),
        footer_links jsonb NOT NULL CHECK (jsonb_typeof(footer_links) = 'array'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE navigation`);
  }
}
