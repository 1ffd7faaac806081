import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports and what they brought: an import's upload (in chunks, so that any replica can run it), its
 * report, the key of every item imported (its source and source id: importing twice creates nothing)
 * and every image fetched or read (imported once).
 */
export class Imports1763770700000 implements MigrationInterface {
  name = 'Imports1763770700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        dry_run boolean NOT NULL,
        format text,
        source_url text,
        file_bytes bigint NOT NULL,
        file_sha256 text NOT NULL,
        progress_done int NOT NULL DEFAULT 0,
        progress_total int NOT NULL DEFAULT 0,
        report jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX imports_newest ON imports (created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE import_upload_chunks (
        import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
        seq int NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (import_id, seq)
      )`);
    await queryRunner.query(`
      CREATE TABLE imported_items (
        source_key text PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        source_hash text NOT NULL,
        post_version int NOT NULL,
        import_id uuid NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('created', 'updated')),
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX imported_items_post ON imported_items (post_id)`);
    await queryRunner.query(`
      CREATE TABLE imported_images (
        source_ref text PRIMARY KEY,
        url text NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE imported_images`);
    await queryRunner.query(`DROP TABLE imported_items`);
    await queryRunner.query(`DROP TABLE import_upload_chunks`);
    await queryRunner.query(`DROP TABLE imports`);
  }
}
