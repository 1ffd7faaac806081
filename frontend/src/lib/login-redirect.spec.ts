import { describe, expect, it } from '@jest/globals';
import { loginRedirectState, returnPath } from './login-redirect';

describe('the way back after signing in', () => {
  it('returns to the admin page that asked for a token', () => {
    expect(returnPath(loginRedirectState('/dashboard/posts?page=2'))).toBe('/dashboard/posts?page=2');
  });

  it('never leaves the site, and ignores anything that is not a path', () => {
    expect(returnPath({ from: '//evil.example/steal' })).toBeNull();
    expect(returnPath({ from: '/\\evil.example' })).toBeNull();
    expect(returnPath({ from: 'https://evil.example/' })).toBeNull();
    expect(returnPath({ from: 42 })).toBeNull();
    expect(returnPath(null)).toBeNull();
  });
});
