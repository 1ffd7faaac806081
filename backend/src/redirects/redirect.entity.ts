import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RedirectStatus } from './redirect-set.js';

export const REDIRECT_SOURCES = ['manual', 'import', 'slug-change'] as const;
export type RedirectSource = (typeof REDIRECT_SOURCES)[number];

/** An old address of the site answered with a redirect: `fromPath` in its stored form (redirect-paths.ts). */
@Entity({ name: 'redirects' })
export class RedirectEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'from_path', type: 'text', unique: true })
  fromPath: string;

  @Column({ name: 'to_target', type: 'text' })
  toTarget: string;

  @Column({ type: 'int' })
  status: RedirectStatus;

  @Column({ type: 'text' })
  source: RedirectSource;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
