import { createContext, useContext, useEffect } from 'react';

/** What the admin gate offers its pages: `claim()` registers one, and the function it returns lets go. */
export interface TokenRejectionClaims {
  claim: () => () => void;
}

export const TokenRejectionContext = createContext<TokenRejectionClaims | null>(null);

/**
 * Called by a page that shows a rejected token itself (the posts list's 'Admin access required',
 * the editor's save error): while it is mounted, the admin gate keeps rendering it after a 401
 * instead of sending the admin to /admin, so that nothing on it is thrown away.
 */
export function useShowsTokenRejection(): void {
  const claims = useContext(TokenRejectionContext);
  useEffect(() => claims?.claim(), [claims]);
}
