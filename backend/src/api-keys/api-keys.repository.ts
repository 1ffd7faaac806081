import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';

export type KeyForCheck = Pick<ApiKeyEntity, 'id' | 'name' | 'scopes' | 'keyHash' | 'secretSealed'>;

@Injectable()
export class ApiKeysRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get keys() {
    return this.dataSource.getRepository(ApiKeyEntity);
  }

  insert(key: Pick<ApiKeyEntity, 'id' | 'name' | 'keyHash' | 'secretSealed' | 'scopes'>): Promise<ApiKeyEntity> {
    return this.keys.save(this.keys.create({ ...key, lastUsedAt: null }));
  }

  count(): Promise<number> {
    return this.keys.count();
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
