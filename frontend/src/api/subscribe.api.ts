import { api } from './api-slice';
import type { SubscribeAcceptedDto } from './openapi';

/*
 * The readers' subscribe box (issue 17, point 1): `POST /api/subscribers` `{ email }` answers 202
 * with the same `{ message }` whether or not the address is known. Kept apart from the admin's
 * subscriber calls, which the public pages never download.
 */

export type SubscribeAnswer = SubscribeAcceptedDto;

export const SUBSCRIBE_URL = '/api/subscribers';

export const subscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 400 names the `email` field in its message; 429 when this address sent too many. */
    subscribe: build.mutation<SubscribeAnswer, string>({
      query: (email) => ({ url: SUBSCRIBE_URL, method: 'POST', body: { email } }),
    }),
  }),
});

export const { useSubscribeMutation } = subscribeApi;
