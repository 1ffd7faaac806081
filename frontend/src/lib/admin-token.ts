/** The spec keeps the admin token in localStorage under this key. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export function readAdminToken(): string | null {
  try {
    const token = window.localStorage.getItem(ADMIN_TOKEN_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing is stored then either.
  }
}
