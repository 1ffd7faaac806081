import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email (subscribers/, newsletters/): readers who subscribed, and the sending of posts to them.
 * A delivery row per (post, subscriber) is what makes a send exactly once: it is claimed before the
 * message goes out and marked after, so a restart or a second replica never sends it again.
 * `claimed_by` names the sending run that holds a `sending` row (only that run may mark it), and
 * `handed_at` is set just before the message goes to the SMTP server (newsletters/README.md).
 */
export class Email1763771400000 implements MigrationInterface {
  name = 'Email1763771400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CONSTRAINT subscribers_email_unique UNIQUE,
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT subscribers_status CHECK (status IN ('pending', 'confirmed', 'unsubscribed', 'suppressed')),
        unsubscribe_token text NOT NULL CONSTRAINT subscribers_unsubscribe_token_unique UNIQUE,
        confirm_token_hash bytea CONSTRAINT subscribers_confirm_token_hash_unique UNIQUE,
        confirm_expires_at timestamptz,
        confirm_sent_at timestamptz,
        suppressed_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX subscribers_by_status ON subscribers (status, created_at DESC, id)`);
    // The local part is kept as typed (a few servers tell cases apart), but Ann@ and ann@ are one reader: one email each.
    await queryRunner.query(`CREATE UNIQUE INDEX subscribers_email_any_case ON subscribers (lower(email))`);
    await queryRunner.query(`CREATE INDEX subscribers_newest ON subscribers (created_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN send_email boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE post_emails (
        post_id uuid PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'queued' CONSTRAINT post_emails_status CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        subject text NOT NULL,
        recipients integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        next_batch_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE post_email_deliveries (
        post_id uuid NOT NULL REFERENCES post_emails (post_id) ON DELETE CASCADE,
        subscriber_id uuid NOT NULL,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT post_email_deliveries_status CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'suppressed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        answer text,
        message_id text,
        sent_at timestamptz,
        claimed_by uuid,
        handed_at timestamptz,
        CONSTRAINT post_email_deliveries_pkey PRIMARY KEY (post_id, subscriber_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX post_email_deliveries_open ON post_email_deliveries (post_id, next_attempt_at) WHERE status IN ('pending', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE post_email_deliveries`);
    await queryRunner.query(`DROP TABLE post_emails`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN send_email`);
    await queryRunner.query(`DROP TABLE subscribers`);
  }
}
