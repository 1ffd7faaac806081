import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use links that let the browser save an export or a backup without the bearer token (transfer/download-links). */
export class DownloadLinks1763771550000 implements MigrationInterface {
  name = 'DownloadLinks1763771550000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE download_links (
        token_hash bytea PRIMARY KEY,
        target text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE download_links`);
  }
}
