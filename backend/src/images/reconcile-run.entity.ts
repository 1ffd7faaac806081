import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const RECONCILE_STATUSES = ['running', 'completed', 'failed'] as const;
export type ReconcileStatus = (typeof RECONCILE_STATUSES)[number];

/** What one reconciliation did (the "Reconcile result stats" of the spec). */
export interface ReconcileStats {
  posts_processed: number;
  images_found: number;
  images_added: number;
  images_updated: number;
  images_removed: number;
}

/** One reconciliation run: started, then completed or failed; a crash leaves it running. */
@Entity({ name: 'reconcile_runs' })
export class ReconcileRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'text' })
  status: ReconcileStatus;

  @Column({ type: 'jsonb', nullable: true })
  stats: ReconcileStats | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
