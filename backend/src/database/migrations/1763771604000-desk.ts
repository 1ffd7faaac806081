import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The writer's desk (desk/): the indexes its lists and counts walk, and the last outcome of sending
 * mail (mail/mail-outcome.repository.ts), so that the Overview can say mail is failing without
 * opening an SMTP connection itself.
 */
export class Desk1763771604000 implements MigrationInterface {
  name = 'Desk1763771604000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX posts_drafts_edited ON posts (updated_at DESC, id DESC) WHERE status = 'draft'`);
    await queryRunner.query(`CREATE INDEX subscribers_confirmed_at ON subscribers (confirmed_at) WHERE confirmed_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX subscribers_unsubscribed_at ON subscribers (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX post_emails_newest ON post_emails (created_at DESC)`);
    // One row: the newest success and the newest failure any replica recorded.
    await queryRunner.query(`
      CREATE TABLE mail_outcome (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT mail_outcome_one_row CHECK (id),
        last_success_at timestamptz,
        last_failure_at timestamptz,
        last_failure text
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_outcome`);
    await queryRunner.query(`DROP INDEX post_emails_newest`);
    await queryRunner.query(`DROP INDEX subscribers_unsubscribed_at`);
    await queryRunner.query(`DROP INDEX subscribers_confirmed_at`);
    await queryRunner.query(`DROP INDEX posts_drafts_edited`);
  }
}
