import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns that hold markup made from the post and its images' variants, rather than what the author wrote. */
const DERIVED = `ARRAY['content_html', 'cover_image_srcset', 'cover_image_webp_srcset', 'search_vector', 'version']`;

/**
 * Responsive images (images/variants/): each stored image's smaller copies, and the srcsets of
 * posts' covers. A post's markup is brought up to date when its images' variants are made; that is
 * no change of the post, so the version (the editor's ETag) is raised only when something else
 * changed, or nothing at all (a save that changes nothing still counts).
 */
export class ImageVariants1763771300000 implements MigrationInterface {
  name = 'ImageVariants1763771300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE image_variants (
        original_key text NOT NULL,
        format text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        storage_key text NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT image_variants_original_format_width PRIMARY KEY (original_key, format, width)
      )`);
    // The stored-files sweep asks whether a file is still used, by its name.
    await queryRunner.query(`CREATE INDEX image_variants_storage_key ON image_variants (storage_key)`);
    // The posts showing an image are found by its file once its variants are made.
    await queryRunner.query(`CREATE INDEX images_post_storage_key ON images (storage_key) WHERE post_id IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN cover_image_srcset text, ADD COLUMN cover_image_webp_srcset text`);
    // search_vector is generated after BEFORE triggers run: NEW does not hold it yet.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION posts_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.content_html IS DISTINCT FROM OLD.content_html
            OR NEW.cover_image_srcset IS DISTINCT FROM OLD.cover_image_srcset
            OR NEW.cover_image_webp_srcset IS DISTINCT FROM OLD.cover_image_webp_srcset)
           AND NEW.content_text IS NOT DISTINCT FROM OLD.content_text
           AND (to_jsonb(NEW) - ${DERIVED}) = (to_jsonb(OLD) - ${DERIVED}) THEN
          RETURN NEW;
        END IF;
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION posts_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN cover_image_srcset, DROP COLUMN cover_image_webp_srcset`);
    await queryRunner.query(`DROP INDEX images_post_storage_key`);
    await queryRunner.query(`DROP TABLE image_variants`);
  }
}
