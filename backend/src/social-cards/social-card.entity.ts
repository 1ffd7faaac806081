import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A card drawn for one version of a post (its fingerprint); the PNG is a public object of the store. */
@Entity({ name: 'social_cards' })
export class SocialCardEntity {
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  postId: string;

  @PrimaryColumn({ type: 'text' })
  fingerprint: string;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
