import { api } from '../../api/api-slice';
import { TransferCancelled } from '../../api/download';
import { uploadWithProgress } from '../../api/upload-with-progress';
import { httpError, networkError } from '../../lib/api-error';
import type {
  BackupDto,
  BackupListDto,
  BackupRunDto,
  BackupRunStatusDto,
  CreateRedirectDto,
  DownloadLinkDto,
  ImportCountsDto,
  ImportDto,
  ImportedPostLineDto,
  ImportNoteDto,
  ImportStartedDto,
  JobDto,
  JobListDto,
  RedirectDto,
  RedirectListDto,
} from '../../api/openapi';

/* Import, export and backups (issue 14, points 4-6), in the shapes openapi.json gives them. */

export type ImportRun = ImportDto;

export type ImportStatus = ImportRun['status'];

export type ImportFormat = NonNullable<ImportRun['format']>;

export type ImportCounts = ImportCountsDto;

/** A warning or an error, about one item of the archive (`item`: its title, slug or file) or the whole of it. */
export type ImportNote = ImportNoteDto;

/** `id` is null in a dry run: nothing was written. */
export type ImportedPost = ImportedPostLineDto;

export type ImportOutcome = ImportedPost['outcome'];

export type ImportStarted = ImportStartedDto;

export interface ImportRequest {
  file: File;
  /** The old site's address, to fetch its images and resolve relative paths. */
  sourceUrl?: string;
  dryRun: boolean;
}

export type Backup = BackupDto;

export type BackupList = BackupListDto;

/** A backup being taken or the last one taken: scheduled or asked for with "Back up now". */
export type BackupRun = BackupRunDto;

export type BackupRunStatus = BackupRunStatusDto;

/** A single-use link, valid a minute, that the browser follows to save a large file itself. */
export type DownloadLink = DownloadLinkDto;

export const IMPORT_URL = '/api/import';

export function backupUrl(name: string): string {
  return `/api/backups/${encodeURIComponent(name)}`;
}

export function isFinished(status: ImportStatus | undefined): boolean {
  return status === 'completed' || status === 'failed';
}

/** Every call of the screen: the import runs, backups, redirects and jobs carry tags of their own. */
const transferBase = api.enhanceEndpoints({ addTagTypes: ['ImportRun', 'Backup', 'BackupRun', 'Redirect', 'Job'] });

export const transferApi = transferBase.injectEndpoints({
  endpoints: (build) => ({
    importRun: build.query<ImportRun, string>({
      query: (id) => `${IMPORT_URL}/${encodeURIComponent(id)}`,
      providesTags: (_run, _error, id) => [{ type: 'ImportRun', id }],
      // A real import that has finished changed posts, images and redirects: every screen showing them reloads.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data.dry_run && isFinished(data.status)) {
            dispatch(transferApi.util.invalidateTags(['Post', 'Image', 'Reconcile', 'Redirect', 'Job']));
          }
        } catch {
          // The query's own error is shown by the screen.
        }
      },
    }),
    backups: build.query<BackupList, void>({
      query: () => '/api/backups',
      providesTags: ['Backup'],
    }),
    backupStatus: build.query<BackupRunStatus, void>({
      query: () => '/api/backups/status',
      providesTags: ['BackupRun'],
    }),
    /** Answers the run queued (or the one already waiting). */
    backUpNow: build.mutation<BackupRun, void>({
      query: () => ({ url: '/api/backups', method: 'POST' }),
      invalidatesTags: ['BackupRun', 'Job'],
    }),
    exportLink: build.mutation<DownloadLink, void>({
      query: () => ({ url: '/api/export/link', method: 'POST' }),
    }),
    backupLink: build.mutation<DownloadLink, string>({
      query: (name) => ({ url: `${backupUrl(name)}/link`, method: 'POST' }),
    }),
  }),
});

export const { useImportRunQuery, useBackupsQuery, useBackupStatusQuery, useBackUpNowMutation, useExportLinkMutation, useBackupLinkMutation } = transferApi;

/**
 * Sends the archive as multipart `file` (with `source_url` and `dry_run`) and resolves with the
 * run's id; `onProgress` gets 0..1. Rejects with an `ApiError` (the server's 4xx names the
 * problem) or `TransferCancelled`.
 */
export function sendImport({ file, sourceUrl, dryRun }: ImportRequest, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  if (sourceUrl) form.append('source_url', sourceUrl);
  form.append('dry_run', dryRun ? 'true' : 'false');
  // The file last: the server can read the fields before the archive streams in.
  form.append('file', file, file.name);
  return uploadWithProgress<ImportStarted>(
    { url: IMPORT_URL, form, onProgress, signal },
    {
      refused: (status, body) => httpError(IMPORT_URL, status, body),
      notJson: (status) => httpError(IMPORT_URL, status, 'The server answered something that is not JSON'),
      network: () => networkError(IMPORT_URL),
      cancelled: () => new TransferCancelled(),
    },
  );
}

/* Redirects (issue 14, point 3). */

export type Redirect = RedirectDto;

/** What a redirect is added with; 410 is the server's own, for a redirect whose post was deleted. */
export type RedirectStatus = Exclude<Redirect['status'], 410>;

/** Who made it: the admin, an import (the post's old address) or a published post's slug change. */
export type RedirectSource = Redirect['source'];

export type RedirectPage = RedirectListDto;

export interface RedirectsArgs {
  q?: string;
  page: number;
  limit: number;
}

export type RedirectInput = CreateRedirectDto;

export function redirectsUrl({ q, page, limit }: RedirectsArgs): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/api/redirects?${params.toString()}`;
}

export const redirectsApi = transferBase.injectEndpoints({
  endpoints: (build) => ({
    redirects: build.query<RedirectPage, RedirectsArgs>({
      query: redirectsUrl,
      providesTags: ['Redirect'],
    }),
    /** 400 (not a path, a loop, a chain) and 409 (that path already redirects) carry the reason in `message`. */
    addRedirect: build.mutation<Redirect, RedirectInput>({
      query: (body) => ({ url: '/api/redirects', method: 'POST', body }),
      invalidatesTags: ['Redirect'],
    }),
    deleteRedirect: build.mutation<void, string>({
      query: (id) => ({ url: `/api/redirects/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Redirect'],
    }),
  }),
});

export const { useRedirectsQuery, useAddRedirectMutation, useDeleteRedirectMutation } = redirectsApi;

/* The background jobs the admin can see (issue 14, point 0). */

export type Job = JobDto;

export type JobState = Job['state'];

export type JobList = JobListDto;

/** Waiting or running: the list is worth asking for again soon. */
export function isPending(state: JobState): boolean {
  return state === 'created' || state === 'retry' || state === 'active';
}

export const jobsApi = transferBase.injectEndpoints({
  endpoints: (build) => ({
    /** The latest jobs first, at most `limit` of them. */
    jobs: build.query<JobList, number>({
      query: (limit) => `/api/jobs?limit=${limit}`,
      providesTags: ['Job'],
    }),
  }),
});

export const { useJobsQuery } = jobsApi;
