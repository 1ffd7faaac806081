/** The router state a trip to the login screen carries: why, and where to come back to. */
export interface LoginRedirectState {
  reason: 'token-rejected';
  /** Path and query of the admin page that sent the admin here. */
  from: string;
}

export function loginRedirectState(from: string): LoginRedirectState {
  return { reason: 'token-rejected', from };
}

/** Where to go after signing in: the page the admin came from, when it is a path of this site (never another origin). */
export function returnPath(state: unknown): string | null {
  const from = state && typeof state === 'object' ? (state as Partial<LoginRedirectState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}
