import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImageOriginals1763770200000 implements MigrationInterface {
  name = 'ImageOriginals1763770200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE images
        ADD COLUMN original_storage_key text,
        ADD COLUMN original_size_bytes bigint,
        ADD COLUMN original_width integer,
        ADD COLUMN original_height integer,
        ADD COLUMN original_mime_type text,
        ADD COLUMN compressed_at timestamptz`);
    // Before a private file is deleted, the rows are asked whether one still keeps it.
    await queryRunner.query(`CREATE INDEX images_original_key ON images (original_storage_key) WHERE original_storage_key IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX images_original_key`);
    await queryRunner.query(`
      ALTER TABLE images
        DROP COLUMN original_storage_key,
        DROP COLUMN original_size_bytes,
        DROP COLUMN original_width,
        DROP COLUMN original_height,
        DROP COLUMN original_mime_type,
        DROP COLUMN compressed_at`);
  }
}
