import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ADMIN_TOKEN } from '../support/test-app.js';
import { type AppRoute, controllerRoutes, expressRoutes } from './app-routes.js';
import { errorBodyProblem, type FuzzApp, startFuzzApp } from './fuzz-app.js';
import { type Access, type Operation, readOperations } from './openapi-operations.js';
import { send } from './raw-http.js';

/**
 * The authorisation matrix, generated from openapi.json: every operation whose `security` asks for
 * the admin token refuses every other way of knocking, operations open to visitors stay open, and
 * the document, the controllers' decorators and the app's real routes agree on which is which.
 */
const operations = readOperations();
const key = (route: AppRoute) => `${route.method.toUpperCase()} ${route.path}`;
/** The Ghost Admin API (ghost-admin/): not in Folio's document, it authenticates with its own scheme, `Authorization: Ghost <jwt>`. */
const GHOST_ROUTE = /^\/ghost\/api\//;
/** Micropub's routes: its own tokens (a bearer API key, or a form's access_token), its own error shape (W3C Micropub 3.7). */
const MICROPUB_ROUTE = /^\/micropub(\/|$)/;

interface Knock {
  label: string;
  headers: Record<string, string>;
  query?: string;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Every way of presenting something other than `Authorization: Bearer <admin token>`. */
const WRONG_KNOCKS: Knock[] = [
  { label: 'no token', headers: {} },
  { label: 'a wrong token of the same length', headers: { Authorization: `Bearer ${'x'.repeat(ADMIN_TOKEN.length)}` } },
  { label: 'a shorter wrong token', headers: { Authorization: 'Bearer short' } },
  { label: 'the token with a character more', headers: { Authorization: `Bearer ${ADMIN_TOKEN}x` } },
  { label: 'the token cut by a character', headers: { Authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}` } },
  { label: 'the token in the Basic scheme', headers: { Authorization: `Basic ${ADMIN_TOKEN}` } },
  { label: 'the token as a Basic password', headers: { Authorization: basic('admin', ADMIN_TOKEN) } },
  { label: 'the token without a scheme', headers: { Authorization: ADMIN_TOKEN } },
  { label: 'an empty Bearer', headers: { Authorization: 'Bearer ' } },
  { label: 'the token in ?token=', headers: {}, query: `token=${ADMIN_TOKEN}` },
  { label: 'the token in ?access_token=', headers: {}, query: `access_token=${ADMIN_TOKEN}` },
  { label: 'the token in a cookie', headers: { Cookie: `token=${ADMIN_TOKEN}; adminToken=${ADMIN_TOKEN}` } },
  { label: 'the token in X-Admin-Token', headers: { 'X-Admin-Token': ADMIN_TOKEN, 'X-Api-Key': ADMIN_TOKEN } },
];

/** Knocks that carry no Authorization header at all: a visitor, to an operation open to visitors. */
const WITHOUT_AUTHORIZATION = (knock: Knock) => !('Authorization' in knock.headers);

/**
 * A value for each path parameter: a UUID where only the admin may call, a slug where visitors may
 * (GET /api/posts/{id} takes a UUID as the admin's read by id, and a visitor's slug otherwise).
 */
function pathFor(route: string, access: Access): string {
  return route.replace(/\{[^}]+\}/g, () => (access === 'admin' ? randomUUID() : 'no-such-post'));
}

describe('authorisation matrix (from openapi.json)', () => {
  let target: FuzzApp;

  beforeAll(async () => {
    target = await startFuzzApp();
  });
  afterAll(() => target?.close());

  const knock = (method: string, route: string, access: Access, { headers, query }: Knock) =>
    send(target.port, {
      method: method.toUpperCase(),
      path: `${pathFor(route, access)}${query ? `?${query}` : ''}`,
      headers: { 'X-Forwarded-For': target.nextAddress(), ...headers },
    });

  const byAccess = (access: Access) => operations.filter((operation) => operation.access === access).map((operation) => ({ ...operation, name: `${operation.method.toUpperCase()} ${operation.path}` }));

  it('finds admin operations, optional ones and public ones in the document', () => {
    expect(byAccess('admin').length).toBeGreaterThan(10);
    expect(byAccess('optional').length).toBeGreaterThan(0);
    expect(byAccess('public').length).toBeGreaterThan(0);
  });

  describe.each(byAccess('admin'))('admin operation $name', (operation: Operation) => {
    it.each(WRONG_KNOCKS.map((entry) => [entry.label, entry] as const))('answers 401 to %s', async (_label, entry) => {
      const response = await knock(operation.method, operation.path, operation.access, entry);
      expect({ status: response.status, problem: errorBodyProblem(response) }).toEqual({ status: 401, problem: undefined });
    });

    it('lets the admin token through', async () => {
      const response = await knock(operation.method, operation.path, operation.access, { label: 'admin', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(response.status).not.toBe(401);
      expect(response.status).toBeLessThan(500);
    });
  });

  describe.each(byAccess('optional'))('optional-auth operation $name', (operation: Operation) => {
    it.each(WRONG_KNOCKS.map((entry) => [entry.label, entry] as const))('answers %s as it should', async (_label, entry) => {
      const response = await knock(operation.method, operation.path, operation.access, entry);
      // A visitor (no Authorization) is served; a credential that is not the admin token is 401, never a quiet downgrade.
      if (WITHOUT_AUTHORIZATION(entry)) expect(response.status).not.toBe(401);
      else expect({ status: response.status, problem: errorBodyProblem(response) }).toEqual({ status: 401, problem: undefined });
    });
  });

  describe('the document, the decorators and the running app agree', () => {
    it('documents every /api route the app serves, and the app serves every documented operation', () => {
      const served = new Set(expressRoutes(target.folio.app).map(key));
      const documented = new Set(operations.map(key));
      const undocumented = [...served].filter((route) => / \/(api|__debug)(\/|$)/.test(route) && !documented.has(route));
      const unserved = [...documented].filter((route) => !served.has(route));
      expect({ undocumented, unserved }).toEqual({ undocumented: [], unserved: [] });
    });

    it("marks in the document exactly the handlers whose decorators guard them", () => {
      const documented = new Map(operations.map((operation) => [key(operation), operation.access]));
      const mismatches = controllerRoutes(target.folio.app)
        .filter((route) => documented.has(key(route)) || route.access !== 'public')
        .filter((route) => documented.get(key(route)) !== route.access)
        .map((route) => `${key(route)} (${route.handler}): decorators say ${route.access}, the document says ${documented.get(key(route)) ?? 'nothing'}`);
      expect(mismatches).toEqual([]);
    });

    it('answers without a token on every route the document does not mark admin, and 401 on every route it does', async () => {
      const access = new Map(operations.map((operation) => [key(operation), operation.access]));
      const wrong: string[] = [];
      for (const route of expressRoutes(target.folio.app).filter((candidate) => !GHOST_ROUTE.test(candidate.path) && !MICROPUB_ROUTE.test(candidate.path))) {
        const expected = access.get(key(route)) ?? 'public';
        const response = await knock(route.method, route.path, expected, { label: 'no token', headers: {} });
        if (expected === 'admin' && response.status !== 401) wrong.push(`${key(route)} is marked admin and answered ${response.status} without a token`);
        if (expected !== 'admin' && response.status === 401) wrong.push(`${key(route)} is not marked admin and answered 401 without a token`);
      }
      expect(wrong).toEqual([]);
    });

    it('refuses every Ghost Admin API route without its token, in Ghost\'s shape, but the site and what it does not support', async () => {
      const wrong: string[] = [];
      const ghostRoutes = expressRoutes(target.folio.app).filter((route) => GHOST_ROUTE.test(route.path));
      for (const route of ghostRoutes) {
        const response = await knock(route.method, route.path, 'public', { label: 'no token', headers: {} });
        const type = (JSON.parse(response.body.toString() || '{}') as { errors?: Array<{ type?: string }> }).errors?.[0]?.type;
        const expected = route.path.endsWith('/site') ? '200' : route.path.includes('{*rest}') || /\/admin$/.test(route.path) ? '501 NotImplementedError' : '401 UnauthorizedError';
        const answered = response.status === 200 ? '200' : `${response.status} ${type}`;
        if (answered !== expected) wrong.push(`${key(route)} answered ${answered} without a token, not ${expected}`);
      }
      expect(ghostRoutes.length).toBeGreaterThan(10);
      expect(wrong).toEqual([]);
    });

    it("refuses every Micropub route without a token, in Micropub's shape (401 unauthorized)", async () => {
      const wrong: string[] = [];
      const micropubRoutes = expressRoutes(target.folio.app).filter((route) => MICROPUB_ROUTE.test(route.path));
      for (const route of micropubRoutes) {
        const response = await knock(route.method, route.path, 'public', { label: 'no token', headers: {} });
        const error = (JSON.parse(response.body.toString() || '{}') as { error?: string }).error;
        if (response.status !== 401 || error !== 'unauthorized') wrong.push(`${key(route)} answered ${response.status} ${error} without a token, not 401 unauthorized`);
      }
      expect(micropubRoutes.length).toBeGreaterThanOrEqual(3);
      expect(wrong).toEqual([]);
    });
  });
});
