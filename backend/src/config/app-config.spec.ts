import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { ConfigError, loadConfig, siteUrlWarning } from './app-config.js';

describe('loadConfig', () => {
  it('fills in the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      postgresSystemDir: '/var/lib/folio',
      siteName: 'Folio',
      siteUrl: 'http://localhost:3000',
      siteUrlSet: false,
      seedSampleContent: true,
      debugEndpoints: true,
      logLevel: 'info',
      http: { headersTimeoutMs: 20_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5_000 },
    });
  });

  it('reads the slow-client timeouts', () => {
    const config = loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '30000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000' });
    expect(config.http).toEqual({ headersTimeoutMs: 5_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000 });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://folio:secret@db:5432/folio',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
      SITE_URL: 'https://blog.example.org/',
      SEED_SAMPLE_CONTENT: 'false',
      TRUST_PROXY: '1',
      AUTHOR_EMAIL: 'author@example.org',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://folio:secret@db:5432/folio',
      adminToken: 'a-long-enough-admin-token',
      siteUrl: 'https://blog.example.org',
      siteUrlSet: true,
      seedSampleContent: false,
      debugEndpoints: false,
      trustProxy: 1,
      authorEmail: 'author@example.org',
    });
  });

  it('says what an unset SITE_URL breaks, and nothing when it is set', () => {
    expect(siteUrlWarning(loadConfig({ PORT: '8080' }))).toBe(
      'SITE_URL is not set: links in emails, feeds, share cards and the sitemap say http://localhost:8080, which readers elsewhere cannot open; set it to the address readers use (https://blog.example.com)',
    );
    expect(siteUrlWarning(loadConfig({ SITE_URL: 'https://blog.example.org' }))).toBeUndefined();
    expect(siteUrlWarning(loadConfig({ SITE_URL: ' ' }))).toBeDefined();
  });

  it('treats blank optional values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_TOKEN: ' ' })).toMatchObject({ databaseUrl: undefined, adminToken: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be an integer number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must not be greater than 65535/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    [{ SITE_URL: 'blog.example.org' }, /^Invalid configuration: SITE_URL /],
    [{ SEED_SAMPLE_CONTENT: 'perhaps' }, /^Invalid configuration: SEED_SAMPLE_CONTENT /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ AUTHOR_EMAIL: 'nobody' }, /^Invalid configuration: AUTHOR_EMAIL /],
    [{ TRUST_PROXY: 'everyone' }, /^Invalid configuration: TRUST_PROXY /],
    [{ HTTP_HEADERS_TIMEOUT_MS: '0' }, /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be less than 100/],
    [{ HTTP_REQUEST_TIMEOUT_MS: 'soon' }, /^Invalid configuration: HTTP_REQUEST_TIMEOUT_MS must be an integer number/],
    [{ HTTP_HEADERS_TIMEOUT_MS: '9000', HTTP_REQUEST_TIMEOUT_MS: '8000' }, /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS$/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats a secret in its message', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'tooshort' })).toThrow(/^Invalid configuration: ADMIN_TOKEN must be at least 16 characters long$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@x' })).not.toThrow(/hunter2/);
  });
});
