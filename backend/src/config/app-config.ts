import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { defaultImageConcurrency, imagesThePoolHolds } from './thread-pool.js';
import path from 'node:path';
import { EnvDto } from './env.dto.js';

/** Cut-offs for slow clients; see hardenHttpServer (common/http/http-server.ts). */
export interface HttpTimeouts {
  /** The whole header block must arrive within this time (slow-loris: headers sent a byte at a time). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Root only: the embedded PostgreSQL's programs, and its data when DATA_DIR is closed to `postgres`. */
  postgresSystemDir: string;
  adminToken?: string;
  siteName: string;
  /** SITE_URL, or http://localhost:{PORT} when it is not set (`siteUrlSet` false). */
  siteUrl: string;
  siteUrlSet: boolean;
  siteDescription: string;
  authorName: string;
  authorEmail?: string;
  seedSampleContent: boolean;
  debugEndpoints: boolean;
  trustProxy?: boolean | number | string;
  logLevel: EnvDto['LOG_LEVEL'];
  /** Cut-offs for slow clients; see hardenHttpServer. */
  http: HttpTimeouts;
  frontendDist: string;
  /** Set when images live in an S3-compatible bucket. */
  s3?: S3Config;
  /** Hosts compress-by-URL may fetch although their address is not public (tests only). */
  fetchAllowlist: string[];
  /** Scheduled exports into DATA_DIR/backups (or the bucket's private/backups/): a cron expression or null for none, and how many are kept. */
  backups: { schedule: string | null; keep: number; s3PartBytes: number };
  /** The one byte budget of every in-memory cache. */
  cacheMaxBytes: number;
  /** Threads rendering Markdown off the event loop. */
  renderWorkers: number;
  /** The JavaScript heap each render worker may use, in MiB. */
  renderHeapMb: number;
  /** Images processed at once. */
  imageConcurrency: number;
  /** Whether libuv's pool has room for one more image of background work (an import) beside them. */
  spareImageLane: boolean;
  /** How often an idle replica looks for background work. */
  jobPollSeconds: number;
  /** The largest upload an import accepts. */
  importMaxBytes: number;
  /** How many revisions each post keeps; 0: all of them. */
  revisionsKeep: number;
  mail: MailConfig;
}

export interface MailConfig {
  /** Unset: messages are written to DATA_DIR/outbox as .eml files. A secret: never logged or answered. */
  smtpUrl?: string;
  /** The sender address; the site's name is shown as the sender's name. */
  from: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  batchSize: number;
  /** 0: no limit. */
  ratePerMinute: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
}

/** Thrown for a bad environment: its message is the one line the operator sees. */
export class ConfigError extends Error {}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const knownKeys = Object.keys(new EnvDto());

/** When a value fails several checks, the one about its type explains it best. */
const TYPE_CHECKS = ['isInt', 'isBoolean', 'isString', 'isIn', 'isUrl', 'isEmail'];

function describeValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value) : String(value);
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function readKeyFile(file: string): string {
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch {
    throw new ConfigError(`Invalid configuration: DKIM_PRIVATE_KEY is neither a PEM key nor a readable file (${file})`);
  }
}

function mailConfig(dto: EnvDto, siteUrl: string): MailConfig {
  const dkimParts = [dto.DKIM_DOMAIN, dto.DKIM_SELECTOR, dto.DKIM_PRIVATE_KEY];
  if (dkimParts.some(Boolean) && !dkimParts.every(Boolean)) {
    throw new ConfigError('Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none');
  }
  const key = dto.DKIM_PRIVATE_KEY;
  const privateKey = key && !key.includes('-----BEGIN') ? readKeyFile(key) : key;
  return {
    smtpUrl: dto.SMTP_URL,
    from: dto.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}`,
    dkim: privateKey ? { domainName: dto.DKIM_DOMAIN!, keySelector: dto.DKIM_SELECTOR!, privateKey } : undefined,
    batchSize: dto.EMAIL_BATCH_SIZE,
    ratePerMinute: dto.EMAIL_RATE_PER_MINUTE,
  };
}

/** What a start without SITE_URL breaks, said once in the log; undefined when it is set. */
export function siteUrlWarning(config: Pick<AppConfig, 'siteUrl' | 'siteUrlSet'>): string | undefined {
  if (config.siteUrlSet) return undefined;
  return (
    `SITE_URL is not set: links in emails, feeds, share cards and the sitemap say ${config.siteUrl}, ` +
    'which readers elsewhere cannot open; set it to the address readers use (https://blog.example.com)'
  );
}

/** Reads and validates the environment; the only place that looks at process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const plain = Object.fromEntries(
    knownKeys.filter((key) => env[key] !== undefined).map((key) => [key, env[key]]),
  );
  const dto = plainToInstance(EnvDto, plain);
  const [firstError] = validateSync(dto, { forbidUnknownValues: false });
  if (firstError) {
    const constraints = firstError.constraints ?? {};
    const typeCheck = TYPE_CHECKS.find((check) => check in constraints);
    const reason = constraints[typeCheck ?? Object.keys(constraints)[0]] ?? 'is invalid';
    const secret = ['ADMIN_TOKEN', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT', 'S3_PUBLIC_URL', 'SMTP_URL', 'DKIM_PRIVATE_KEY'].includes(firstError.property);
    const shown = secret ? '' : ` (got ${describeValue(firstError.value)})`;
    const name = firstError.property;
    const phrase = reason.startsWith(`${name} `) ? reason.slice(name.length + 1) : reason;
    throw new ConfigError(`Invalid configuration: ${name} ${phrase}${shown}`);
  }
  if (dto.HTTP_HEADERS_TIMEOUT_MS > dto.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  const dataDir = path.resolve(dto.DATA_DIR);
  const libuvThreads = Number(env.UV_THREADPOOL_SIZE) || 4;
  const imageConcurrency = dto.IMAGE_CONCURRENCY ?? defaultImageConcurrency(libuvThreads);
  const siteUrl = (dto.SITE_URL ?? `http://localhost:${dto.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: dto.NODE_ENV,
    isProduction: dto.NODE_ENV === 'production',
    port: dto.PORT,
    host: dto.HOST,
    databaseUrl: dto.DATABASE_URL,
    dataDir,
    postgresSystemDir: path.resolve(dto.POSTGRES_SYSTEM_DIR),
    adminToken: dto.ADMIN_TOKEN,
    siteName: dto.SITE_NAME,
    siteUrl,
    siteUrlSet: dto.SITE_URL !== undefined,
    siteDescription: dto.SITE_DESCRIPTION,
    authorName: dto.AUTHOR_NAME,
    authorEmail: dto.AUTHOR_EMAIL,
    seedSampleContent: dto.SEED_SAMPLE_CONTENT,
    debugEndpoints: dto.DEBUG_ENDPOINTS || dto.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(dto.TRUST_PROXY),
    logLevel: dto.LOG_LEVEL,
    http: {
      headersTimeoutMs: dto.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: dto.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: dto.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    frontendDist: path.resolve(dto.FRONTEND_DIST ?? path.join(packageRoot, 'dist', 'frontend')),
    s3: dto.S3_BUCKET
      ? {
          bucket: dto.S3_BUCKET,
          region: dto.S3_REGION,
          endpoint: dto.S3_ENDPOINT?.replace(/\/+$/, ''),
          accessKeyId: dto.S3_ACCESS_KEY_ID,
          secretAccessKey: dto.S3_SECRET_ACCESS_KEY,
          forcePathStyle: dto.S3_FORCE_PATH_STYLE,
          publicUrl: dto.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    fetchAllowlist: (dto.FETCH_ALLOWLIST ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    backups: { schedule: dto.BACKUP_SCHEDULE === 'off' ? null : dto.BACKUP_SCHEDULE, keep: dto.BACKUP_KEEP, s3PartBytes: dto.BACKUP_S3_PART_MB * 1024 * 1024 },
    cacheMaxBytes: dto.CACHE_MAX_MB * 1024 * 1024,
    renderWorkers: dto.RENDER_WORKERS ?? os.availableParallelism(),
    renderHeapMb: dto.RENDER_HEAP_MB,
    imageConcurrency,
    spareImageLane: imagesThePoolHolds(libuvThreads) > imageConcurrency,
    jobPollSeconds: dto.JOB_POLL_SECONDS,
    importMaxBytes: dto.IMPORT_MAX_MB * 1024 * 1024,
    revisionsKeep: dto.REVISIONS_KEEP,
    mail: mailConfig(dto, siteUrl),
  };
}
