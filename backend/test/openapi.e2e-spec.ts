import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const committedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

type Operation = { security?: unknown[]; responses: Record<string, unknown>; summary?: string };

describe('OpenAPI document', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  it('matches the committed openapi.json (run "npm run openapi" after changing the API)', () => {
    const current = JSON.parse(JSON.stringify(buildOpenApiDocument(folio.app)));
    expect(current).toEqual(JSON.parse(readFileSync(committedFile, 'utf8')));
  });

  it('is served at /docs-json and Swagger UI at /docs', async () => {
    const json = await folio.http().get('/docs-json').expect(200);
    expect(json.body.info.title).toBe('Folio API');
    const ui = await folio.http().get('/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('documents a summary and the error answers of every operation, and the auth of every admin one', () => {
    const document = JSON.parse(readFileSync(committedFile, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${route}`;
        expect({ name, summary: Boolean(operation.summary) }).toEqual({ name, summary: true });
        if (route.startsWith('/api/admin/')) {
          expect({ name, security: operation.security }).toEqual({ name, security: [{ admin: [] }] });
          expect({ name, has401: '401' in operation.responses }).toEqual({ name, has401: true });
        }
      }
    }
  });
});
