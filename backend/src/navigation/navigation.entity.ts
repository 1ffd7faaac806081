import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { NavigationLink } from './navigation.js';

/** The one row of the site's navigation, once the admin saved it (before that, the spec's links). */
@Entity({ name: 'navigation' })
export class NavigationEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'primary_links', type: 'jsonb' })
  primaryLinks: NavigationLink[];

  @Column({ name: 'footer_links', type: 'jsonb' })
  footerLinks: NavigationLink[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
