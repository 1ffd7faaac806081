import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Remembers that the sample stories were offered once, so deleting them all does not bring them back. */
export class SampleContentFlag1763769900000 implements MigrationInterface {
  name = 'SampleContentFlag1763769900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE site_settings ADD COLUMN sample_content_seeded_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE site_settings DROP COLUMN sample_content_seeded_at`);
  }
}
