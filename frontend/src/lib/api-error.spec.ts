import { describe, expect, it } from '@jest/globals';
import { errorMessage, httpError, isTokenNotConfigured, networkError } from './api-error';

describe('api errors', () => {
  it('uses the spec message for a 401', () => {
    expect(httpError('/api/posts', 401, { message: 'Unauthorized' })).toMatchObject({
      kind: 'auth',
      message: 'Unauthorized - please sign in with your admin token',
    });
  });

  it('explains a 404 on an admin call as an old server build', () => {
    expect(httpError('/api/admin/health', 404, '').message).toBe(
      'Admin API not found. Server may be on an older build—please redeploy or restart the server.',
    );
  });

  it('names the url, status and body text of other failures', () => {
    expect(httpError('/api/posts', 500, { message: 'Admin token not configured on server' }).message).toBe(
      'Request to /api/posts failed with HTTP 500: Admin token not configured on server',
    );
    expect(httpError('/api/posts', 502, 'Bad Gateway').message).toBe(
      'Request to /api/posts failed with HTTP 502: Bad Gateway',
    );
  });

  it('recognises Coming Soon answers', () => {
    expect(httpError('/api/posts', 503, { statusCode: 503, message: 'Coming soon', comingSoon: true }).kind).toBe(
      'coming-soon',
    );
  });

  it('keeps a 412 apart, with its body, for the caller to offer the current version', () => {
    const current = { id: 'p1', version: 4 };
    expect(httpError('/api/posts/p1', 412, { statusCode: 412, message: 'Changed', current })).toEqual({
      kind: 'conflict',
      status: 412,
      message: 'It was changed elsewhere after it was loaded, so nothing was saved.',
      data: { statusCode: 412, message: 'Changed', current },
    });
  });

  it('describes a network failure', () => {
    expect(networkError('/api/hello')).toMatchObject({
      kind: 'network',
      message: 'Network/CORS error calling /api/hello. Is the API base reachable?',
    });
  });

  it('tells the missing admin token apart from other 500s by the body', () => {
    expect(isTokenNotConfigured(httpError('/api/posts', 500, { message: 'Admin token not configured on server' }))).toBe(true);
    expect(isTokenNotConfigured(httpError('/api/posts', 500, 'Admin token not configured on server'))).toBe(true);
    expect(isTokenNotConfigured(httpError('/api/posts', 500, { message: 'Internal server error' }))).toBe(false);
    expect(isTokenNotConfigured(httpError('/api/posts', 502, { message: 'Admin token not configured on server' }))).toBe(false);
    expect(isTokenNotConfigured(new Error('Admin token not configured on server'))).toBe(false);
  });

  it('gives the message of a failed call, an error or anything thrown', () => {
    expect(errorMessage(httpError('/api/hello', 502, 'Bad Gateway'))).toBe('Request to /api/hello failed with HTTP 502: Bad Gateway');
    expect(errorMessage(new Error('Timed out'))).toBe('Timed out');
    expect(errorMessage('odd')).toBe('odd');
  });
});
