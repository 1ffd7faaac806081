import type { BrowserContextOptions, Page } from 'playwright-core';
import { siteSuite, type SiteSuite, type SiteSuiteOptions } from './site-suite';

export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-the-console-0123';

export interface AdminSuite extends SiteSuite {
  readonly token: string;
  /** A fresh browser context signed in as the admin (the token in localStorage before any script runs). */
  adminPage(options?: BrowserContextOptions): Promise<Page>;
  /** A fresh browser context without a token. */
  visitorPage(options?: BrowserContextOptions): Promise<Page>;
  /** A call to the server's API with the admin token (set `token: null` for none); JSON bodies are encoded. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string | null }): Promise<Response>;
}

/** A site suite whose server has an admin token, with helpers to act as the admin. */
export function adminSuite(env: Record<string, string> = {}, options: SiteSuiteOptions = {}): AdminSuite {
  const site = siteSuite({ ADMIN_TOKEN: E2E_ADMIN_TOKEN, ...env }, options);

  return {
    ...site,
    token: E2E_ADMIN_TOKEN,
    adminPage: (pageOptions = {}) => site.page({ ...pageOptions, adminToken: E2E_ADMIN_TOKEN }),
    visitorPage: (pageOptions = {}) => site.page(pageOptions),
    async api(path, { method = 'GET', body, token = E2E_ADMIN_TOKEN } = {}) {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return fetch(site.url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
  };
}
