import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The generated social card of each post (social-cards/): one per version of what it is drawn from. */
export class SocialCards1763771200000 implements MigrationInterface {
  name = 'SocialCards1763771200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE social_cards (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        fingerprint text NOT NULL,
        storage_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT social_cards_post_fingerprint PRIMARY KEY (post_id, fingerprint)
      )`);
    // The stored-files sweep asks whether a file is still used, by its name.
    await queryRunner.query(`CREATE INDEX social_cards_storage_key ON social_cards (storage_key)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE social_cards`);
  }
}
