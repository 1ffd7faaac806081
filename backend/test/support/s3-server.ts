import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { type KoaMiddleware, multipartUploads, type MultipartRecord } from './s3-multipart.js';
import { makeTempDir, removeTempDir } from './temp-dir.js';

/** The part of s3rver (CommonJS, untyped) these tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
  /** Koa's middleware list, s3rver's router last; composed when run() starts the server. */
  middleware: KoaMiddleware[];
  store: Parameters<typeof multipartUploads>[1];
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's fixed credentials: it checks signatures made with them. */
export const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Requests the server has received so far, of any kind. */
  requestCount: () => number;
  /** Multipart uploads seen so far, and a switch that makes a part fail. */
  multipart: MultipartRecord;
  /** The environment that points the app at this server's bucket. */
  env: () => Record<string, string>;
  stop: () => Promise<void>;
}

/** A real S3-compatible server (s3rver, with multipart uploads: s3-multipart.ts) on 127.0.0.1, on a free port, over a fresh folder, with one bucket. */
export async function startS3Server(bucket = 'folio-test'): Promise<S3TestServer> {
  const directory = makeTempDir('s3');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const multipart = multipartUploads(server.middleware.at(-1)!, server.store, bucket);
  server.middleware[server.middleware.length - 1] = multipart.middleware;
  const { port } = await server.run();
  let requests = 0;
  server.httpServer.on('request', () => (requests += 1));
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    requestCount: () => requests,
    multipart: multipart.record,
    env: () => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    stop: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      removeTempDir(directory);
    },
  };
}
