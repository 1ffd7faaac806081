import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of site-wide switches, shared by every replica. */
@Entity({ name: 'site_settings' })
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'coming_soon', type: 'boolean', default: false })
  comingSoon: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
