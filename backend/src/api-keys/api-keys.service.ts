import { type BeforeApplicationShutdown, ConflictException, Inject, Injectable, InternalServerErrorException, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AdminTokenService } from '../admin/admin-token.service.js';
import type { ApiKeyPrincipal } from '../common/guards/admin-request.js';
import { ApiKeyHolds } from './api-key-holds.js';
import { bearerForm, ghostAdminForm, isKeyId, newKeyMaterial, openSecret, parseBearerForm, sealSecret, secretHash, secretMatches } from './api-key-material.js';
import type { ApiKeyEntity } from './api-key.entity.js';
import { API_KEY_SCOPES, type ApiKeyDto, type ApiKeyScope, type CreatedApiKeyDto } from './api-keys.dto.js';
import { ApiKeysRepository, type KeyForCheck } from './api-keys.repository.js';

export type { ApiKeyPrincipal } from '../common/guards/admin-request.js';

export const MAX_API_KEYS = 100;
const SEAL_PURPOSE = 'api-keys/ghost-secret/v1';
const MARK_USED_EVERY_MS = 60_000;
const MAX_REMEMBERED_USES = 1_000;
export const UNREADABLE_SECRET_MESSAGE =
  'This API key was made under a different ADMIN_TOKEN, so its Ghost Admin form cannot be checked any more: re-create the key';

/** The secret of a key whose sealed copy does not open under the current admin token (ADMIN_TOKEN changed). */
export class UnreadableKeySecretError extends UnauthorizedException {
  constructor() {
    super(UNREADABLE_SECRET_MESSAGE);
  }
}

/**
 * API keys: made, listed and revoked by the admin; checked on every request against PostgreSQL (one
 * primary-key read), so that a revoked key is refused by every replica as soon as the DELETE answers.
 * A request that may write holds its key until its handler ends, and a revoke waits for those holds
 * (ApiKeyHolds): none writes after the DELETE answered.
 */
@Injectable()
export class ApiKeysService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ApiKeys');
  /** When this replica last wrote each key's last_used_at (ms); bounded, oldest forgotten first. */
  private readonly lastMarked = new Map<string, number>();
  private readonly pendingMarks = new Set<Promise<void>>();

  constructor(
    private readonly repository: ApiKeysRepository,
    @Inject(AdminTokenService) private readonly adminToken: AdminTokenService,
    @Inject(ApiKeyHolds) private readonly holds: ApiKeyHolds,
  ) {}

  async create(name: string, scopes: readonly ApiKeyScope[] = API_KEY_SCOPES): Promise<CreatedApiKeyDto> {
    const sealingKey = this.sealingKey();
    if (!sealingKey) throw new InternalServerErrorException('Admin token not configured on server');
    const material = newKeyMaterial();
    const row = await this.repository.insertUnlessFull(
      {
        id: material.id,
        name,
        keyHash: secretHash(material.secret),
        secretSealed: sealSecret(sealingKey, material.id, material.secret),
        scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)),
      },
      MAX_API_KEYS,
    );
    if (!row) throw new ConflictException(`There are already ${MAX_API_KEYS} API keys: revoke one before making another`);
    return {
      id: row.id,
      name: row.name,
      key: bearerForm(material),
      ghost_admin_key: ghostAdminForm(material),
      scopes: row.scopes,
      created_at: row.createdAt.toISOString(),
    };
  }

  async list(): Promise<{ items: ApiKeyDto[]; total: number }> {
    const items = (await this.repository.list()).map(mapApiKey);
    return { items, total: items.length };
  }

  /**
   * Deletes the key, then waits for the requests made with it that may still write (on any replica):
   * from the moment this resolves, no replica accepts it and none of its requests is under way.
   */
  async revoke(id: string): Promise<void> {
    if (!isKeyId(id) || !(await this.repository.delete(id))) throw new NotFoundException(`No API key has the id ${id}`);
    this.lastMarked.delete(id);
    await this.holds.waitForRequestsOf(id);
  }

  /**
   * The key a bearer credential (`folio_<id>_<secret>`) stands for, or undefined for anything else:
   * not key-shaped (no query made), unknown, revoked or with a wrong secret (compared in constant time).
   * A key that passes is marked used; with `request` (one that may write), it is held until the
   * request's handler ends.
   */
  async authenticateBearer(presented: string, request?: Request): Promise<ApiKeyPrincipal | undefined> {
    const material = parseBearerForm(presented);
    if (!material) return undefined;
    const key = await this.checked(material.id, request, async (found) => (secretMatches(material.secret, found.keyHash) ? found : undefined));
    if (!key) return undefined;
    this.markUsed(key.id);
    return principal(key);
  }

  /**
   * The key with this id and its secret, to check an HS256 JWT signed with it (Ghost Admin API);
   * undefined for an unknown or revoked key. Throws UnreadableKeySecretError (a 401 saying "re-create
   * the key") when ADMIN_TOKEN changed since the key was made. The caller marks the key used once the
   * signature checks out.
   */
  async ghostKey(id: string, request?: Request): Promise<{ principal: ApiKeyPrincipal; secret: Buffer } | undefined> {
    if (!isKeyId(id)) return undefined;
    const key = await this.checked(id, request, async (found) => found);
    if (!key) return undefined;
    const sealingKey = this.sealingKey();
    const secret = sealingKey && openSecret(sealingKey, key.id, key.secretSealed);
    if (!secret) throw new UnreadableKeySecretError();
    return { principal: principal(key), secret };
  }

  /** ghostKey's secret alone. */
  async ghostSecret(id: string): Promise<Buffer | undefined> {
    return (await this.ghostKey(id))?.secret;
  }

  /**
   * Records that the key was used, at most once a minute per key and replica (and the database skips
   * the write when another replica made it within the minute). Returns at once; a failed write is
   * logged and never reaches the request.
   */
  markUsed(id: string): void {
    const now = Date.now();
    const last = this.lastMarked.get(id);
    if (last !== undefined && now - last < MARK_USED_EVERY_MS) return;
    this.lastMarked.delete(id);
    this.lastMarked.set(id, now);
    if (this.lastMarked.size > MAX_REMEMBERED_USES) this.lastMarked.delete(this.lastMarked.keys().next().value!);
    const write = this.repository
      .touch(id)
      .catch((error: unknown) => {
        this.lastMarked.delete(id);
        this.logger.warn(`Could not record that API key ${id} was used: ${(error as Error).message}`);
      })
      .finally(() => this.pendingMarks.delete(write));
    this.pendingMarks.add(write);
  }

  /** Resolves once the usage writes under way have ended (written or logged). */
  async marksWritten(): Promise<void> {
    await Promise.all([...this.pendingMarks]);
  }

  /** Lets the last usage writes finish before the database closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.marksWritten();
  }

  /** The key's row, passed through `accept`; read under the request's hold when it may write. */
  private checked(id: string, request: Request | undefined, accept: (key: KeyForCheck) => Promise<KeyForCheck | undefined>): Promise<KeyForCheck | undefined> {
    const check = async () => {
      const key = await this.repository.findForCheck(id);
      return key ? accept(key) : undefined;
    };
    return request && ApiKeyHolds.needed(request) ? this.holds.during(id, request, check) : check();
  }

  private sealingKey(): Buffer | undefined {
    return this.adminToken.deriveKey(SEAL_PURPOSE);
  }
}

const principal = (key: KeyForCheck): ApiKeyPrincipal => ({ id: key.id, name: key.name, scopes: key.scopes });

export function mapApiKey(key: ApiKeyEntity): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt ? key.lastUsedAt.toISOString() : null,
  };
}
