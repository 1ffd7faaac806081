import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeys1764400006001 implements MigrationInterface {
  name = 'ApiKeys1764400006001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id text PRIMARY KEY CONSTRAINT api_keys_id_shape CHECK (id ~ '^[0-9a-f]{24}$'),
        name text NOT NULL,
        key_hash bytea NOT NULL CONSTRAINT api_keys_key_hash_unique UNIQUE,
        secret_sealed bytea NOT NULL,
        scopes text[] NOT NULL DEFAULT '{create,update,delete,media}',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_keys`);
  }
}
