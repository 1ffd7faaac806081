import { api } from './api-slice';

/* The background jobs the admin can see (issue 14, point 0): hand-written until openapi.d.ts covers them. */

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface Job {
  id: string;
  name: string;
  state: JobState;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  attempts: number;
  /** Why the last attempt failed; null when it did not. */
  error: string | null;
}

export interface JobList {
  items: Job[];
}

/** Waiting or running: the list is worth asking for again soon. */
export function isPending(state: JobState): boolean {
  return state === 'created' || state === 'retry' || state === 'active';
}

export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['Job'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The latest jobs first, at most `limit` of them. */
    jobs: build.query<JobList, number>({
      query: (limit) => `/api/jobs?limit=${limit}`,
      providesTags: ['Job'],
    }),
  }),
});

export const { useJobsQuery } = jobsApi;
