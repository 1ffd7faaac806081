import { isApiError } from '../../lib/api-error';
import { api } from '../../api/api-slice';
import type {
  AdminPostDto,
  AdminPostSummaryDto,
  AdminPostSummaryListDto,
  BulkPostsDto,
  BulkPostsResultDto,
  CreatePostDto,
  LabelDto,
  PostPreviewDto,
  PostPreviewRequestDto,
  SampleStoriesDto,
  SampleStoriesRemovedDto,
  UpdatePostDto,
  paths,
} from '../../api/openapi';

export type PostStatus = AdminPostDto['status'];

/** A post is listed on the blog; a page lives at /{slug} and is not. */
export type PostType = AdminPostDto['type'];

export type PostLabel = LabelDto;

/** A post as the admin gets it: every status, the Markdown source and the rendered HTML. */
export type AdminPost = AdminPostDto;

/** A post in the admin's list: what the list shows, without the Markdown and the HTML (`view=summary`). */
export type AdminPostSummary = AdminPostSummaryDto;

export type AdminPostList = AdminPostSummaryListDto;

/** The admin list's filters and order (GET /api/posts), all optional: left out, every post, newest written first. */
export interface PostsListFilters {
  status?: PostStatus;
  type?: PostType;
  /** One tag, by name or slug. */
  tag?: string;
  /** Text the title contains, any case and accents. */
  title?: string;
  sort?: NonNullable<paths['/api/posts']['get']['parameters']['query']>['sort'];
  order?: NonNullable<paths['/api/posts']['get']['parameters']['query']>['order'];
}

export interface AdminPostsArgs extends PostsListFilters {
  page: number;
  limit: number;
  /** Matches title and text, any case (the server searches; spec §2 "Search posts..."). */
  q?: string;
}

export type BulkPostsRequest = BulkPostsDto;
export type BulkPostsResult = BulkPostsResultDto;

/** What the editor sends on create (DESIGN "API decisions"). */
export type PostInput = CreatePostDto;

export type PostUpdate = UpdatePostDto & {
  id: string;
  /** The version the change is based on, sent as `If-Match: "<version>"`; without it the save always applies. */
  ifMatch?: number;
};

/** The Markdown (and cover) to preview, and the HTML a post with them would be stored and shown with. */
export type PostPreviewInput = PostPreviewRequestDto;
export type PostPreview = PostPreviewDto;

export type SampleStories = SampleStoriesDto;
export type SampleStoriesRemoved = SampleStoriesRemovedDto;

/** The post as it is now, when a save was refused because the post changed since the version it sent (412). */
export function changedElsewhere(error: unknown): AdminPost | null {
  if (!isApiError(error) || error.kind !== 'conflict') return null;
  const current = (error.data as { current?: Partial<AdminPost> } | null | undefined)?.current;
  return current && typeof current.id === 'string' && typeof current.content_text === 'string' ? (current as AdminPost) : null;
}

/** The list's address: the posts without their text (`view=summary`), which the list never shows. */
export function adminPostsUrl({ page, limit, ...filters }: AdminPostsArgs): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set('view', 'summary');
  return `/api/posts?${params.toString()}`;
}

/**
 * The admin side of the posts API. Every write invalidates the whole 'Post' tag: the admin list,
 * the overview count, the editor, the preview and the public pages all show the change at once.
 */
export const adminPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPosts: build.query<AdminPostList, AdminPostsArgs>({
      query: adminPostsUrl,
      providesTags: ['Post'],
    }),
    /** The overview's Posts card: `GET /api/posts?page=1&limit=1` and its total (spec §7). */
    postsCount: build.query<number, void>({
      query: () => adminPostsUrl({ page: 1, limit: 1 }),
      transformResponse: (list: AdminPostList) => list.total,
      providesTags: ['Post'],
    }),
    adminPost: build.query<AdminPost, string>({
      query: (id) => `/api/posts/${encodeURIComponent(id)}`,
      providesTags: ['Post'],
    }),
    createPost: build.mutation<AdminPost, PostInput>({
      query: (body) => ({ url: '/api/posts', method: 'POST', body }),
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
    updatePost: build.mutation<AdminPost, PostUpdate>({
      query: ({ id, ifMatch, ...body }) => ({
        url: `/api/posts/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
        headers: ifMatch === undefined ? undefined : { 'If-Match': `"${ifMatch}"` },
      }),
      // A refused save (412) invalidates too: the copy cached here is then known to be stale.
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
    deletePost: build.mutation<void, string>({
      query: (id) => ({ url: `/api/posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
    /** Publish, unpublish, tag, untag or delete many posts; the answer says what became of each. */
    bulkPosts: build.mutation<BulkPostsResult, BulkPostsRequest>({
      query: (body) => ({ url: '/api/posts/bulk', method: 'POST', body }),
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
    /** Undoes deletes (of the last 24 hours). */
    restorePosts: build.mutation<BulkPostsResult, string[]>({
      query: (ids) => ({ url: '/api/posts/restore', method: 'POST', body: { ids } }),
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
    /** How many sample stories are still as they were added: any post write may change it. */
    sampleStories: build.query<SampleStories, void>({
      query: () => '/api/sample-stories',
      providesTags: ['Post'],
    }),
    deleteSampleStories: build.mutation<SampleStoriesRemoved, void>({
      query: () => ({ url: '/api/sample-stories', method: 'DELETE' }),
      invalidatesTags: ['Post', 'Image', 'Reconcile'],
    }),
    /** The editor's live preview, drawn by the server's renderer: a mutation (the Markdown goes in the body), writing nothing. */
    previewPost: build.mutation<PostPreview, PostPreviewInput>({
      query: (body) => ({ url: '/api/posts/preview', method: 'POST', body }),
    }),
  }),
});

export const {
  useAdminPostsQuery,
  usePostsCountQuery,
  useAdminPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  usePreviewPostMutation,
  useSampleStoriesQuery,
  useDeleteSampleStoriesMutation,
  useBulkPostsMutation,
  useRestorePostsMutation,
} = adminPostsApi;
