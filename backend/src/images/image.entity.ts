import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const IMAGE_SOURCES = ['upload', 'post_cover', 'post_inline'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];

/** bigint comes back from pg as a string; file sizes stay far below 2^53. */
const bigintAsNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** One image of the library: an uploaded file, or an image a post uses. */
@Entity({ name: 'images' })
export class ImageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  url: string;

  /** The name in Storage, for files this site stores; null for images only referenced by URL. */
  @Column({ name: 'storage_key', type: 'text', nullable: true })
  storageKey: string | null;

  @Column({ type: 'text' })
  source: ImageSource;

  @Column({ name: 'post_id', type: 'uuid', nullable: true })
  postId: string | null;

  @Column({ name: 'alt_text', type: 'text', nullable: true })
  altText: string | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ name: 'file_size_bytes', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  fileSizeBytes: number | null;

  @Column({ name: 'mime_type', type: 'text', nullable: true })
  mimeType: string | null;

  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The private copy of the source of a compressed upload (`private/…`), kept while compression is revertible. */
  @Column({ name: 'original_storage_key', type: 'text', nullable: true })
  originalStorageKey: string | null;

  /** Bytes of the source as received. */
  @Column({ name: 'original_size_bytes', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  originalSizeBytes: number | null;

  @Column({ name: 'original_width', type: 'integer', nullable: true })
  originalWidth: number | null;

  @Column({ name: 'original_height', type: 'integer', nullable: true })
  originalHeight: number | null;

  @Column({ name: 'original_mime_type', type: 'text', nullable: true })
  originalMimeType: string | null;

  /** When the compression settings last made the stored file from the original; null when it is not compressed. */
  @Column({ name: 'compressed_at', type: 'timestamptz', nullable: true })
  compressedAt: Date | null;
}
