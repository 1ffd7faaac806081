import { expect } from '@jest/globals';
import type { TestApp } from './test-app.js';

/** GETs a URL through the app with the body as bytes, whatever its content type. */
export function getFile(app: TestApp, url: string) {
  return app
    .http()
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The bytes served at a URL, which must answer 200. */
export async function download(app: TestApp, url: string): Promise<Buffer> {
  const response = await getFile(app, url);
  expect(response.status).toBe(200);
  return response.body as Buffer;
}
