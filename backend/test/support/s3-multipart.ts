import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Multipart upload for the test S3 server, as the S3 API reference describes it
 * (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload): s3rver 3 has no
 * AbortMultipartUpload, checks neither part sizes nor ETags on completion, and keeps no record of
 * what was sent. Requests are still signed and checked by s3rver's own authentication; parts are
 * kept by s3rver's store, which also assembles the object.
 */

/** The smallest part S3 accepts, but for the last. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;

interface Store {
  getBucket(bucket: string): Promise<unknown>;
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  initiateUpload(bucket: string, key: string, uploadId: string, metadata: unknown): Promise<void>;
  putPart(bucket: string, uploadId: string, partNumber: number, content: IncomingMessage): Promise<{ size: number; md5: string }>;
  putObjectMultipart(bucket: string, uploadId: string, parts: Array<{ number: number; etag: string }>): Promise<{ md5: string; size: number }>;
}

export interface KoaContext {
  method: string;
  path: string;
  href: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, unknown>;
  params: Record<string, string>;
  req: IncomingMessage;
  store: Store;
  status: number;
  body: unknown;
  set(name: string, value: string): void;
}
export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<unknown>) => Promise<unknown>;

const s3rverRequire = createRequire(createRequire(import.meta.url).resolve('s3rver'));
const S3Error = s3rverRequire('./models/error.js') as new (code: string, message: string, detail?: Record<string, string | number>) => Error;
const authentication = s3rverRequire('./middleware/authentication.js') as () => KoaMiddleware;
const xmlParser = s3rverRequire('fast-xml-parser') as {
  validate(xml: string): true | object;
  parse(xml: string, options: { tagValueProcessor: (value: string) => string }): unknown;
};
const he = s3rverRequire('he') as { decode(text: string): string };

interface OpenUpload {
  bucket: string;
  key: string;
  parts: Map<number, { etag: string; size: number }>;
}

/** What the server has seen of multipart uploads, for tests to assert on. */
export interface MultipartRecord {
  /** Objects assembled from parts: their key and each part's size, in order. */
  completed: Array<{ key: string; partSizes: number[] }>;
  /** Keys whose upload was aborted. */
  aborted: string[];
  /** Uploads begun and neither completed nor aborted. */
  open: () => number;
  /** UploadPart requests received, failed ones included. */
  partsReceived: number;
  /** Parts kept on the server's disk for uploads not yet completed. */
  partsOnDisk: () => Promise<number>;
  /** Makes every UploadPart of this number fail with a 500 until called again with null. */
  failPart: (partNumber: number | null) => void;
}

const noSuchUpload = () =>
  new S3Error('NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.');

const readText = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

const drain = (req: IncomingMessage) =>
  new Promise<void>((resolve) => {
    req.on('end', resolve).on('error', () => resolve());
    req.resume();
  });

/** Parts as listed in a CompleteMultipartUpload body, in the order given. */
function partsOf(xml: string): Array<{ number: number; etag: string }> {
  const parsed = xmlParser.validate(xml) === true ? (xmlParser.parse(xml, { tagValueProcessor: (value) => he.decode(value) }) as { CompleteMultipartUpload?: { Part?: unknown } }) : undefined;
  const listed = parsed?.CompleteMultipartUpload?.Part;
  if (!listed) throw new S3Error('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
  return ([] as Array<{ PartNumber: unknown; ETag: unknown }>).concat(listed as never).map((part) => ({
    number: Number(part.PartNumber),
    // S3 compares ETags without their quotes.
    etag: String(part.ETag).replace(/"/g, ''),
  }));
}

/**
 * Takes over s3rver's multipart requests: `router` is s3rver's routing middleware, which still
 * answers every other request.
 */
export function multipartUploads(router: KoaMiddleware, store: Store, bucket: string): { middleware: KoaMiddleware; record: MultipartRecord } {
  const uploads = new Map<string, OpenUpload>();
  let failingPart: number | null = null;
  const uploadsFolder = store.getResourcePath(bucket, undefined, 'uploads');
  const record: MultipartRecord = {
    completed: [],
    aborted: [],
    open: () => uploads.size,
    partsReceived: 0,
    partsOnDisk: async () => {
      const entries = await fs.readdir(uploadsFolder, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile() && /^\d+$/.test(entry.name)).length;
    },
    failPart: (partNumber) => (failingPart = partNumber),
  };
  const authenticate = authentication();

  const uploadOf = (ctx: KoaContext): OpenUpload & { id: string } => {
    const id = String(ctx.query.uploadId);
    const upload = uploads.get(id);
    if (!upload || upload.bucket !== ctx.params.bucket || upload.key !== ctx.params.key) throw noSuchUpload();
    return { ...upload, id };
  };

  const create = async (ctx: KoaContext) => {
    const { bucket, key } = ctx.params;
    const id = randomBytes(16).toString('hex');
    await ctx.store.initiateUpload(bucket, key, id, ctx.headers);
    uploads.set(id, { bucket, key, parts: new Map() });
    ctx.body = { InitiateMultipartUploadResult: { Bucket: bucket, Key: key, UploadId: id } };
  };

  const uploadPart = async (ctx: KoaContext) => {
    record.partsReceived += 1;
    const upload = uploadOf(ctx);
    const partNumber = Number(ctx.query.partNumber);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
      throw new S3Error('InvalidArgument', `Part number must be an integer between 1 and ${MAX_PART_NUMBER}, inclusive`, {
        ArgumentName: 'partNumber',
        ArgumentValue: String(ctx.query.partNumber),
      });
    }
    if (partNumber === failingPart) {
      await drain(ctx.req);
      throw new S3Error('InternalError', 'We encountered an internal error. Please try again.');
    }
    const { size, md5 } = await ctx.store.putPart(upload.bucket, upload.id, partNumber, ctx.req);
    upload.parts.set(partNumber, { etag: md5, size });
    ctx.set('ETag', `"${md5}"`);
    ctx.body = '';
  };

  const complete = async (ctx: KoaContext) => {
    const upload = uploadOf(ctx);
    const parts = partsOf(await readText(ctx.req));
    parts.forEach((part, index) => {
      if (index > 0 && part.number <= parts[index - 1].number) {
        throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order. The parts list must be specified in order by part number.');
      }
      const stored = upload.parts.get(part.number);
      if (!stored || stored.etag !== part.etag) {
        throw new S3Error(
          'InvalidPart',
          'One or more of the specified parts could not be found. The part might not have been uploaded, or the specified entity tag might not have matched the part\'s entity tag.',
        );
      }
      if (index < parts.length - 1 && stored.size < MIN_PART_BYTES) {
        throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.', {
          ProposedSize: stored.size,
          MinSizeAllowed: MIN_PART_BYTES,
          PartNumber: part.number,
        });
      }
    });
    const { md5 } = await ctx.store.putObjectMultipart(upload.bucket, upload.id, parts);
    uploads.delete(upload.id);
    record.completed.push({ key: upload.key, partSizes: parts.map((part) => upload.parts.get(part.number)!.size) });
    ctx.body = { CompleteMultipartUploadResult: { Location: ctx.href.split('?')[0], Bucket: upload.bucket, Key: upload.key, ETag: `"${md5}"` } };
  };

  const abort = async (ctx: KoaContext) => {
    const upload = uploadOf(ctx);
    await fs.rm(path.join(ctx.store.getResourcePath(upload.bucket, undefined, 'uploads'), upload.id), { recursive: true, force: true });
    uploads.delete(upload.id);
    record.aborted.push(upload.key);
    ctx.status = 204;
  };

  const handlerOf = (ctx: KoaContext): ((ctx: KoaContext) => Promise<void>) | undefined => {
    const uploadId = 'uploadId' in ctx.query;
    if (ctx.method === 'POST' && 'uploads' in ctx.query) return create;
    if (ctx.method === 'PUT' && uploadId) return uploadPart;
    if (ctx.method === 'POST' && uploadId) return complete;
    if (ctx.method === 'DELETE' && uploadId) return abort;
    return undefined;
  };

  const middleware: KoaMiddleware = async (ctx, next) => {
    // Path-style addresses only (the tests set S3_FORCE_PATH_STYLE): /bucket/key…
    const [, bucket, ...keyParts] = ctx.path.split('/');
    const handler = keyParts.length > 0 ? handlerOf(ctx) : undefined;
    if (!handler) return router(ctx, next);
    ctx.params = { bucket: decodeURIComponent(bucket), key: keyParts.map(decodeURIComponent).join('/') };
    return authenticate(ctx, async () => {
      if (!(await ctx.store.getBucket(ctx.params.bucket))) throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: ctx.params.bucket });
      await handler(ctx);
    });
  };
  return { middleware, record };
}
