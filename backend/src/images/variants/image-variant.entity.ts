import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { VariantFormat } from './variant-ladder.js';

/** A smaller copy of a stored image, for readers' screens: a public object of the same store, never a library image. */
@Entity({ name: 'image_variants' })
export class ImageVariantEntity {
  /** The storage key of the image it is made from. */
  @PrimaryColumn({ name: 'original_key', type: 'text' })
  originalKey: string;

  @PrimaryColumn({ type: 'text' })
  format: VariantFormat;

  @PrimaryColumn({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @Column({ type: 'integer' })
  bytes: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
