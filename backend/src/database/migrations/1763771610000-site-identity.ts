import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site's identity in the one row of site_settings (DESIGN, wave 3): null means "not set", and the
 * server fills in the first value (SITE_NAME, SITE_DESCRIPTION, AUTHOR_NAME, the spec's home page).
 * Images are the library's: removing one from the library brings the default back.
 */
export class SiteIdentity1763771610000 implements MigrationInterface {
  name = 'SiteIdentity1763771610000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE site_settings
        ADD COLUMN title text,
        ADD COLUMN description text,
        ADD COLUMN logo_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
        ADD COLUMN icon_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
        ADD COLUMN accent_color text CHECK (accent_color ~ '^#[0-9a-f]{6}$'),
        ADD COLUMN accent_color_dark text CHECK (accent_color_dark ~ '^#[0-9a-f]{6}$'),
        ADD COLUMN home_heading text,
        ADD COLUMN home_introduction text,
        ADD COLUMN home_cards boolean NOT NULL DEFAULT true,
        ADD COLUMN author_name text,
        ADD COLUMN author_bio text,
        ADD COLUMN author_avatar_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
        ADD COLUMN author_links jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN footer_text text,
        ADD COLUMN language text,
        ADD COLUMN time_zone text,
        ADD COLUMN identity_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE site_settings
        DROP COLUMN title, DROP COLUMN description, DROP COLUMN logo_image_id, DROP COLUMN icon_image_id,
        DROP COLUMN accent_color, DROP COLUMN accent_color_dark, DROP COLUMN home_heading, DROP COLUMN home_introduction,
        DROP COLUMN home_cards, DROP COLUMN author_name, DROP COLUMN author_bio, DROP COLUMN author_avatar_image_id,
        DROP COLUMN author_links, DROP COLUMN footer_text, DROP COLUMN language, DROP COLUMN time_zone, DROP COLUMN identity_version`);
  }
}
