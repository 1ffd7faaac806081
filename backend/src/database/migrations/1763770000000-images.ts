import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Images1763770000000 implements MigrationInterface {
  name = 'Images1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        storage_key text,
        source text NOT NULL CHECK (source IN ('upload', 'post_cover', 'post_inline')),
        post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
        alt_text text,
        width integer,
        height integer,
        file_size_bytes bigint,
        mime_type text,
        is_public boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX images_source ON images (source)`);
    await queryRunner.query(`CREATE INDEX images_created_at ON images (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX images_post ON images (post_id) WHERE post_id IS NOT NULL`);
    // Names are content hashes: the same bytes uploaded twice are one file, so one upload row.
    await queryRunner.query(`CREATE UNIQUE INDEX images_upload_key ON images (storage_key) WHERE source = 'upload'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE images`);
  }
}
