import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteSettings1763769600000 implements MigrationInterface {
  name = 'SiteSettings1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE site_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        coming_soon boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO site_settings (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE site_settings`);
  }
}
