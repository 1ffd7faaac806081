import { api } from './api-slice';
import type { DbHealthDto, DebugDbDto, HelloDto, LivenessDto } from './openapi';

export type ServerHealth = LivenessDto;

export type DbHealth = DbHealthDto;

export type Hello = HelloDto;

/** `GET /__debug/db?counts=1`; absent (404) in production. */
export type DebugDb = DebugDbDto;

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
