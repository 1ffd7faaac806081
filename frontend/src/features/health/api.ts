import { api } from '../../api/api-slice';

export interface ServerHealth {
  ok: boolean;
  /** Seconds since the server started. */
  uptime: number;
}

export interface DbHealth {
  ok: boolean;
}

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverHealth: build.query<ServerHealth, void>({ query: () => '/healthz', providesTags: ['Health'] }),
    dbHealth: build.query<DbHealth, void>({ query: () => '/api/db/health', providesTags: ['Health'] }),
    hello: build.query<unknown, void>({ query: () => '/api/hello' }),
  }),
});

export const { useServerHealthQuery, useDbHealthQuery, useLazyHelloQuery } = healthApi;
