import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShareLinks1763771100000 implements MigrationInterface {
  name = 'ShareLinks1763771100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE share_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        token text NOT NULL,
        token_hash bytea NOT NULL CONSTRAINT share_links_token_hash_unique UNIQUE,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX share_links_of_post ON share_links (post_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE share_links`);
  }
}
