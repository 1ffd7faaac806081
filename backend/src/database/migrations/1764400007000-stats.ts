import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statistics without cookies (stats/, docs/statistics.md): views per day and page, referrer hosts per
 * day, one random salt per UTC day (deleted once the day is over), the visitor hashes of days whose
 * salt may still exist, and the visitor counts those hashes are folded into afterwards.
 */
export class Stats1764400007000 implements MigrationInterface {
  name = 'Stats1764400007000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE stats_salts (day date PRIMARY KEY, salt bytea NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE stats_views (
        day date NOT NULL,
        path text NOT NULL,
        post_id uuid,
        views integer NOT NULL,
        PRIMARY KEY (day, path)
      )`);
    await queryRunner.query(`CREATE INDEX stats_views_post ON stats_views (post_id, day) WHERE post_id IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE stats_referrers (day date NOT NULL, host text NOT NULL, views integer NOT NULL, PRIMARY KEY (day, host))`);
    await queryRunner.query(`CREATE TABLE stats_visitor_hashes (day date NOT NULL, hash bytea NOT NULL, PRIMARY KEY (day, hash))`);
    await queryRunner.query(`CREATE TABLE stats_visitors (day date PRIMARY KEY, visitors integer NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stats_visitors, stats_visitor_hashes, stats_referrers, stats_views, stats_salts`);
  }
}
