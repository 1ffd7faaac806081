import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A key another app uses instead of the admin token. The secret itself is never stored in the clear:
 * `keyHash` (its sha256) checks the bearer form, `secretSealed` (AES-256-GCM under a key derived from
 * ADMIN_TOKEN) gives it back to check Ghost-style JWTs. Revoking deletes the row.
 */
@Entity({ name: 'api_keys' })
export class ApiKeyEntity {
  /** 24 lowercase hex characters, like Ghost's key ids. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'key_hash', type: 'bytea' })
  keyHash: Buffer;

  @Column({ name: 'secret_sealed', type: 'bytea' })
  secretSealed: Buffer;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
