import { api } from '../../api/api-slice';
import type { InvalidImportLineDto, SubscriberCountsDto, SubscriberDto, SubscriberImportDto, SubscriberListDto } from '../../api/openapi';

/* The author's list of readers (issue 17, point 5). */

export type SubscriberStatus = SubscriberDto['status'];

export const SUBSCRIBER_STATUSES: SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed', 'suppressed'];

export type Subscriber = SubscriberDto;

export type SubscriberCounts = SubscriberCountsDto;

/** `total`: how many match the search and the filter; `counts`: the whole list's, whatever the search. */
export type SubscriberPage = SubscriberListDto;

export interface SubscribersArgs {
  q?: string;
  status?: SubscriberStatus;
  page: number;
}

/** A line of the file that was not imported, and why. */
export type InvalidImportLine = InvalidImportLineDto;

export type SubscriberImportResult = SubscriberImportDto;

export interface SubscriberImport {
  file: File;
  /** The readers agreed to receive the author's posts: imported as confirmed, else as pending. */
  consent: boolean;
}

/** The server's page size. */
export const SUBSCRIBERS_PAGE_SIZE = 20;
export const SUBSCRIBERS_EXPORT_URL = '/api/subscribers/export';

export function subscribersUrl({ q, status, page }: SubscribersArgs): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  params.set('page', String(page));
  return `/api/subscribers?${params.toString()}`;
}

export const subscribersApi = api.enhanceEndpoints({ addTagTypes: ['Subscriber'] }).injectEndpoints({
  endpoints: (build) => ({
    subscribers: build.query<SubscriberPage, SubscribersArgs>({
      query: subscribersUrl,
      providesTags: ['Subscriber'],
    }),
    deleteSubscriber: build.mutation<void, string>({
      query: (id) => ({ url: `/api/subscribers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Subscriber'],
    }),
    importSubscribers: build.mutation<SubscriberImportResult, SubscriberImport>({
      query: ({ file, consent }) => {
        const body = new FormData();
        body.append('consent', consent ? 'true' : 'false');
        body.append('file', file, file.name);
        return { url: '/api/subscribers/import', method: 'POST', body };
      },
      invalidatesTags: ['Subscriber'],
    }),
  }),
});

export const { useSubscribersQuery, useDeleteSubscriberMutation, useImportSubscribersMutation } = subscribersApi;
