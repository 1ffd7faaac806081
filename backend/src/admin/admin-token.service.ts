import { Logger } from '@nestjs/common';
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Holds the admin token: ADMIN_TOKEN, else (outside production) one generated once and kept in
 * DATA_DIR/admin-token. Compares in constant time over sha256 digests, so length leaks nothing.
 */
export class AdminTokenService {
  private static readonly logger = new Logger('AdminToken');

  private constructor(
    private readonly tokenDigest: Buffer | undefined,
    /** The generated token, kept only to print once at start-up. */
    readonly generatedToken: string | undefined,
  ) {}

  static async create(config: AppConfig): Promise<AdminTokenService> {
    if (config.adminToken) return new AdminTokenService(digest(config.adminToken), undefined);
    if (config.isProduction) {
      AdminTokenService.logger.warn('ADMIN_TOKEN is not set: admin calls will fail until it is');
      return new AdminTokenService(undefined, undefined);
    }
    const token = await AdminTokenService.readOrGenerate(path.join(config.dataDir, 'admin-token'));
    return new AdminTokenService(digest(token), token);
  }

  /** Replicas sharing a DATA_DIR agree: only the first writer's token is kept ('wx'). */
  private static async readOrGenerate(file: string): Promise<string> {
    const existing = await AdminTokenService.readTokenFile(file);
    if (existing) return existing;
    const token = randomBytes(32).toString('base64url');
    await fs.mkdir(path.dirname(file), { recursive: true });
    if (existing === '') await fs.rm(file);
    try {
      await fs.writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
      return token;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return (await AdminTokenService.readTokenFile(file)) || token;
    }
  }

  /** The stored token, '' for an empty file, undefined when there is none; other errors are real. */
  private static async readTokenFile(file: string): Promise<string | undefined> {
    try {
      return (await fs.readFile(file, 'utf8')).trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`Cannot read the admin token in ${file}: ${(error as Error).message}`, { cause: error });
    }
  }

  get isConfigured(): boolean {
    return this.tokenDigest !== undefined;
  }

  matches(presented: string): boolean {
    return this.tokenDigest !== undefined && timingSafeEqual(digest(presented), this.tokenDigest);
  }

  /**
   * A 32-byte key for `purpose`, derived (HKDF-SHA256) from the admin token: what it encrypts can be
   * read only by a server that knows the token, never from a database dump alone. Undefined when
   * no token is configured. A new ADMIN_TOKEN derives a different key.
   */
  deriveKey(purpose: string): Buffer | undefined {
    if (this.tokenDigest === undefined) return undefined;
    return Buffer.from(hkdfSync('sha256', this.tokenDigest, 'folio', purpose, 32));
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined for anything else. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(header);
  return match?.[1];
}
