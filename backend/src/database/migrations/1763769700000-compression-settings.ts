import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Defaults of spec section 3; the ranges of spec section 5 are enforced here too. */
export class CompressionSettings1763769700000 implements MigrationInterface {
  name = 'CompressionSettings1763769700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE compression_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        compression_enabled boolean NOT NULL DEFAULT true,
        auto_compress boolean NOT NULL DEFAULT true,
        size_threshold_kb integer NOT NULL DEFAULT 500
          CHECK (size_threshold_kb BETWEEN 100 AND 2000 AND size_threshold_kb % 50 = 0),
        dimension_threshold_px integer NOT NULL DEFAULT 2000
          CHECK (dimension_threshold_px BETWEEN 1000 AND 4000 AND dimension_threshold_px % 100 = 0),
        quality_preset text NOT NULL DEFAULT 'balanced'
          CHECK (quality_preset IN ('high', 'balanced', 'aggressive', 'custom')),
        custom_quality integer NOT NULL DEFAULT 75
          CHECK (custom_quality BETWEEN 10 AND 100 AND custom_quality % 5 = 0),
        convert_photos_to_webp boolean NOT NULL DEFAULT true,
        preserve_png_for_graphics boolean NOT NULL DEFAULT true,
        always_preserve_format boolean NOT NULL DEFAULT false,
        enable_legacy_compression boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO compression_settings (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE compression_settings`);
  }
}
