import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const lowered = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lowered)) return true;
  if (['false', '0', 'no', 'off'].includes(lowered)) return false;
  return value;
};

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Every environment variable Folio reads, validated once at start-up. */
export class EnvDto {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(1)
  HOST = '127.0.0.1';

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  /**
   * Run as root: where the embedded PostgreSQL's programs are copied (one folder per version) and,
   * when the `postgres` user cannot enter DATA_DIR, its data kept.
   */
  @IsString()
  @MinLength(1)
  POSTGRES_SYSTEM_DIR = '/var/lib/folio';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters long' })
  @MaxLength(512)
  @Matches(/^\S+$/, { message: 'must not contain whitespace' })
  ADMIN_TOKEN?: string;

  @IsString()
  @MinLength(1)
  @MaxLength(100)
  SITE_NAME = 'Folio';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })
  SITE_URL?: string;

  @IsString()
  @MaxLength(300)
  SITE_DESCRIPTION = 'Stories and notes, written by hand.';

  @IsString()
  @MaxLength(100)
  AUTHOR_NAME = 'The Author';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsEmail()
  AUTHOR_EMAIL?: string;

  @Transform(toBoolean)
  @IsBoolean()
  SEED_SAMPLE_CONTENT = true;

  @Transform(toBoolean)
  @IsBoolean()
  DEBUG_ENDPOINTS = false;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^(true|false|\d{1,2}|loopback|linklocal|uniquelocal)$/, {
    message: 'must be true, false, a number of proxy hops, loopback, linklocal or uniquelocal',
  })
  TRUST_PROXY?: string;

  /** Slow-loris guard: the header block must arrive within this many milliseconds. */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(600_000)
  HTTP_HEADERS_TIMEOUT_MS = 20_000;

  /** The whole request, an upload's body included, must arrive within this many milliseconds. */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  HTTP_REQUEST_TIMEOUT_MS = 120_000;

  /** An idle kept-alive connection closes after this many milliseconds (raise it above a load balancer's idle timeout). */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(600_000)
  HTTP_KEEP_ALIVE_TIMEOUT_MS = 5_000;

  /** One byte budget, in MiB, for every in-memory cache (API payloads, pages, feeds). */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(65_536)
  CACHE_MAX_MB = 64;

  /** The largest export an import accepts, in MiB (refused while it is received). */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(65_536)
  IMPORT_MAX_MB = 512;

  /** How often an idle replica asks PostgreSQL for background work, in seconds. */
  @Transform(toNumber)
  @IsNumber()
  @Min(0.5)
  @Max(600)
  JOB_POLL_SECONDS = 2;

  /** Worker threads that render Markdown; unset: one per core. */
  @Transform((field) => toInteger({ value: blankToUndefined(field) }))
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(64)
  RENDER_WORKERS?: number;

  /**
   * The JavaScript heap, in MiB, each render worker may use: a render that needs more is refused
   * (413) and only its worker ends. The costliest post the other limits allow (200,000 characters of
   * a 500-column table) renders within 128 MB (not within 96), at its usual speed within 160.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(48)
  @Max(4096)
  RENDER_HEAP_MB = 160;

  /** Images processed at once (uploads, compress-by-URL, bulk work); unset: one fewer than the cores, at least one. */
  @Transform((field) => toInteger({ value: blankToUndefined(field) }))
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(64)
  IMAGE_CONCURRENCY?: number;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /** Set: images go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)' })
  S3_BUCKET?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** MinIO, R2 and other S3-compatible servers; unset for AWS S3. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })
  S3_ENDPOINT?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Bucket in the path (MinIO) rather than in the host name (AWS). */
  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** Where browsers fetch public objects (a CDN, or the bucket's public address); derived from the endpoint when unset. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false })
  S3_PUBLIC_URL?: string;

  /**
   * Host names or IP addresses, comma-separated, that compress-by-URL may fetch although they are
   * not public. Empty by default; tests use it to reach a server on 127.0.0.1.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9.:[\]-]+(,[A-Za-z0-9.:[\]-]+)*$/, { message: 'must be host names or IP addresses separated by commas' })
  FETCH_ALLOWLIST?: string;

  /** When backups are taken: a cron expression (five fields, UTC), or `off`. Daily at 03:00 by default. */
  @Matches(/^(off|[0-9A-Za-z*,/?#-]+( [0-9A-Za-z*,/?#-]+){4})$/, { message: 'must be a cron expression of five fields (minute hour day month weekday) or off' })
  BACKUP_SCHEDULE = '0 3 * * *';

  /** How many backups are kept; older ones are removed after each new one. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(10_000)
  BACKUP_KEEP = 14;

  /** Backups to S3 go up in parts of this many MB (S3 takes parts of 5 MB to 5 GB, at most 10,000 of them). */
  @Transform(toInteger)
  @IsInt()
  @Min(5)
  @Max(5_120)
  BACKUP_S3_PART_MB = 16;

  /** How many revisions each post keeps (its oldest removed after each new one); 0 keeps every one. */
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  REVISIONS_KEEP = 0;

  /**
   * Where mail goes: smtp:// or smtps://user:pass@host:port (user and password URL-encoded). Left
   * out: every message is written to DATA_DIR/outbox as an .eml file instead.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465' })
  SMTP_URL?: string;

  /** The sender address of every email; the site's name is its display name. Left out: no-reply at SITE_URL's host. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'must be an email address, e.g. posts@example.com' })
  MAIL_FROM?: string;

  /** DKIM signing (optional, all three together): the signing domain, the selector, and the PEM private key or a path to it. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DKIM_DOMAIN?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DKIM_SELECTOR?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DKIM_PRIVATE_KEY?: string;

  /** Emails of a post sent per batch. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(10_000)
  EMAIL_BATCH_SIZE = 50;

  /** Emails of a post sent per minute at most (most providers cap the rate); 0 lifts the limit. */
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  EMAIL_RATE_PER_MINUTE = 600;

  /** Where the built SPA lives; tests point it at a fixture. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  FRONTEND_DIST?: string;
}
