import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A redirect may end as 410 Gone: the post it led to was deleted (redirects/post-addresses.ts). */
export class GoneRedirects1763771555000 implements MigrationInterface {
  name = 'GoneRedirects1763771555000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE redirects DROP CONSTRAINT redirects_status_check`);
    await queryRunner.query(`ALTER TABLE redirects ADD CONSTRAINT redirects_status_check CHECK (status IN (301, 302, 410))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM redirects WHERE status = 410`);
    await queryRunner.query(`ALTER TABLE redirects DROP CONSTRAINT redirects_status_check`);
    await queryRunner.query(`ALTER TABLE redirects ADD CONSTRAINT redirects_status_check CHECK (status IN (301, 302))`);
  }
}
