import type { AdminPost } from '../api';
import { api } from '../../../api/api-slice';
import type { RevisionDto, RevisionListDto, RevisionSummaryDto } from '../../../api/openapi';

/** A revision in the History list: when, what kind of save, its title, status and length, no text. */
export type RevisionSummary = RevisionSummaryDto;

/** A revision whole: the post as that save left it. */
export type Revision = RevisionDto;

export type RevisionList = RevisionListDto;

export interface RevisionArgs {
  postId: string;
  revisionId: string;
}

const revisionsUrl = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/revisions`;
const revisionUrl = ({ postId, revisionId }: RevisionArgs) => `${revisionsUrl(postId)}/${encodeURIComponent(revisionId)}`;

/**
 * A post's revisions. Every save of the post makes or moves one, so they go with the 'Post' tag
 * that every save invalidates; a restore is a save.
 */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    postRevisions: build.query<RevisionList, string>({
      query: revisionsUrl,
      providesTags: ['Post'],
    }),
    postRevision: build.query<Revision, RevisionArgs>({
      query: revisionUrl,
      providesTags: ['Post'],
    }),
    restoreRevision: build.mutation<AdminPost, RevisionArgs>({
      query: (args) => ({ url: `${revisionUrl(args)}/restore`, method: 'POST' }),
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
  }),
});

export const { usePostRevisionsQuery, usePostRevisionQuery, useRestoreRevisionMutation } = historyApi;
