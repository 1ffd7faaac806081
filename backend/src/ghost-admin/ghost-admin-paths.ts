/** Where the Ghost Admin API answers: unversioned as Ghost 5 and later, and the versioned paths older apps call. */
export const GHOST_ADMIN_PATHS = ['ghost/api/admin', 'ghost/api/v2/admin', 'ghost/api/v3/admin', 'ghost/api/v4/admin', 'ghost/api/canary/admin'];
