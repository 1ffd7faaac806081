import { api } from './api-slice';

export interface ServerHealth {
  ok: boolean;
  /** Seconds since the server started. */
  uptime: number;
}

export interface DbHealth {
  ok: boolean;
}

export interface Hello {
  ok: boolean;
  message: string;
}

/** `GET /__debug/db?counts=1` (openapi DebugDbDto); absent (404) in production. */
export interface DebugDb {
  provider: string;
  hostMasked: string;
  dbName: string;
  counts?: { posts: number };
}

/** Liveness, database health, the ping and the debug view: the overview and the settings read them. */
export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverHealth: build.query<ServerHealth, void>({ query: () => '/healthz', providesTags: ['Health'] }),
    dbHealth: build.query<DbHealth, void>({ query: () => '/api/db/health', providesTags: ['Health'] }),
    hello: build.query<Hello, void>({ query: () => '/api/hello' }),
    // The database count carries the 'Post' tag too, so that a deleted post changes it at once.
    debugDb: build.query<DebugDb, void>({ query: () => '/__debug/db?counts=1', providesTags: ['Health', 'Post'] }),
  }),
});

export const { useServerHealthQuery, useDbHealthQuery, useLazyHelloQuery, useDebugDbQuery } = healthApi;
