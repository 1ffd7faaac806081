import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const committedFile = path.join(root, 'openapi.json');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

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

  it("passes Redocly's recommended rules without an error (npm run openapi:lint)", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'folio-openapi-lint-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(buildOpenApiDocument(folio.app)));
      const lint = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', file, '--format=json', `--config=${path.join(root, 'redocly.yaml')}`], {
        encoding: 'utf8',
      });
      const { problems } = JSON.parse(lint.stdout) as { problems: LintProblem[] };
      const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
