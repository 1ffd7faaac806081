import { useLocation } from 'react-router-dom';
import type { AppDispatch } from '../app/store';
import { publicPostsApi, type PublicPost, type PublicPostList, type PublicPostsArgs } from './public-posts.api';
import { sharedPostApi } from './shared-post.api';

/** The server puts the data it rendered into the page under this id (see backend/src/site/initial-data.markup.ts). */
export const INITIAL_DATA_ID = 'folio-initial-data';

/**
 * An article page carries its post; a list page (home, blog, stories) its list and the query it
 * answers; an article address without a post says so (`notFound`).
 */
interface InitialData {
  post?: PublicPost;
  /** A share link's page: its token and the post it opens. */
  shared?: { token: string; post: PublicPost };
  posts?: { args: PublicPostsArgs; list: PublicPostList };
  notFound?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readPost(value: unknown): PublicPost | undefined {
  return isRecord(value) && typeof value.slug === 'string' && typeof value.content === 'string' ? (value as unknown as PublicPost) : undefined;
}

function readPosts(value: unknown): InitialData['posts'] {
  if (!isRecord(value) || !isRecord(value.args) || !isRecord(value.list)) return undefined;
  const { args, list } = value;
  const valid =
    Number.isInteger(args.page) && Number.isInteger(args.limit) && Array.isArray(list.items) && typeof list.total === 'number';
  return valid ? (value as unknown as InitialData['posts']) : undefined;
}

function readShared(value: unknown): InitialData['shared'] {
  if (!isRecord(value) || typeof value.token !== 'string') return undefined;
  const post = readPost(value.post);
  return post ? { token: value.token, post } : undefined;
}

function readInitialData(doc: Document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return isRecord(data) ? { post: readPost(data.post), posts: readPosts(data.posts), shared: readShared(data.shared), notFound: data.notFound === true } : {};
  } catch {
    return {};
  }
}

/**
 * Seeds the RTK Query cache with what the server already rendered, so that the page's first render
 * shows it at once (no loading state, no request, nothing moving). `upsertQueryEntries` writes the
 * entries synchronously (`upsertQueryData` would only fill them after a promise settles, racing the
 * first render). A list is stored under the query the server answered: a page that asks for the same
 * one (same page, size, search and tag) finds it. Without the script this does nothing.
 */
export function seedInitialData(dispatch: AppDispatch, doc: Document = document): void {
  const { post, posts, shared, notFound } = readInitialData(doc);
  notFoundOnServer = notFound ?? false;
  if (post) dispatch(publicPostsApi.util.upsertQueryEntries([{ endpointName: 'publicPost', arg: post.slug, value: post }]));
  if (shared) dispatch(sharedPostApi.util.upsertQueryEntries([{ endpointName: 'sharedPost', arg: shared.token, value: shared.post }]));
  if (posts) dispatch(publicPostsApi.util.upsertQueryEntries([{ endpointName: 'publicPosts', arg: posts.args, value: posts.list }]));
}

/** Whether the server answered the page the app started on with a missing post (set by seedInitialData). */
let notFoundOnServer = false;

/**
 * True while the reader is still on the address the server answered with "Story not found": the
 * article page shows it at once, as the server drew it, instead of a loading state and a request
 * that would only say it again. Any navigation (even back to the same address later) asks anew.
 */
export function useNotFoundOnServer(): boolean {
  return useLocation().key === 'default' && notFoundOnServer;
}
