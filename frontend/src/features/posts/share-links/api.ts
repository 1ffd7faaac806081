import { api } from '../../../api/api-slice';
import type { ShareLinkDto, ShareLinkListDto } from '../../../api/openapi';

/** A private address of a post: whoever has it reads the post as readers will see it, not indexed. */
export type ShareLink = ShareLinkDto;

/** Newest first, expired ones included (marked). */
export type ShareLinkList = ShareLinkListDto;

export interface ShareLinkInput {
  postId: string;
  /** A future ISO date-time, or null for none. */
  expires_at: string | null;
}

const postLinks = (postId: string) => [{ type: 'ShareLink' as const, id: postId }];
const linksUrl = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/share-links`;

export const shareLinksApi = api.enhanceEndpoints({ addTagTypes: ['ShareLink'] }).injectEndpoints({
  endpoints: (build) => ({
    shareLinks: build.query<ShareLinkList, string>({
      query: linksUrl,
      providesTags: (_result, _error, postId) => postLinks(postId),
    }),
    /** 400: expires_at malformed or not in the future (the reason in `message`). */
    createShareLink: build.mutation<ShareLink, ShareLinkInput>({
      query: ({ postId, expires_at }) => ({ url: linksUrl(postId), method: 'POST', body: { expires_at } }),
      invalidatesTags: (_result, _error, { postId }) => postLinks(postId),
    }),
    revokeShareLink: build.mutation<void, { postId: string; linkId: string }>({
      query: ({ postId, linkId }) => ({ url: `${linksUrl(postId)}/${encodeURIComponent(linkId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { postId }) => postLinks(postId),
    }),
  }),
});

export const { useShareLinksQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } = shareLinksApi;
