import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lockTransaction } from '../database/advisory-lock.js';
import { ApiKeyEntity } from './api-key.entity.js';

/** Held while a key is counted and written, so that two creations at once cannot pass the limit together. */
const API_KEY_CREATION_LOCK_KEY = 0x466f6b6b;

export type KeyForCheck = Pick<ApiKeyEntity, 'id' | 'name' | 'scopes' | 'keyHash' | 'secretSealed'>;

@Injectable()
export class ApiKeysRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get keys() {
    return this.dataSource.getRepository(ApiKeyEntity);
  }

  /** Writes the key unless `max` keys are there already (then answers null and writes nothing). */
  insertUnlessFull(key: Pick<ApiKeyEntity, 'id' | 'name' | 'keyHash' | 'secretSealed' | 'scopes'>, max: number): Promise<ApiKeyEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      await lockTransaction(manager, API_KEY_CREATION_LOCK_KEY);
      const keys = manager.getRepository(ApiKeyEntity);
      if ((await keys.count()) >= max) return null;
      return keys.save(keys.create({ ...key, lastUsedAt: null }));
    });
  }

  list(): Promise<ApiKeyEntity[]> {
    return this.keys.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.keys.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** One primary-key read, on every request: a revoked (deleted) key is refused by every replica at once. */
  findForCheck(id: string): Promise<KeyForCheck | null> {
    return this.keys.findOne({ where: { id }, select: { id: true, name: true, scopes: true, keyHash: true, secretSealed: true } });
  }

  /** Writes last_used_at unless some replica did so within the minute. */
  async touch(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }
}
