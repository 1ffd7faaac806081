import type { AppDispatch } from '../app/store';
import { publicPostsApi, type PublicPost, type PublicPostList, type PublicPostsArgs } from './public-posts.api';

/** The server puts the data it rendered into the page under this id (see backend/src/site/initial-data.markup.ts). */
export const INITIAL_DATA_ID = 'folio-initial-data';

/** An article page carries its post; a list page (home, blog, stories) its list and the query it answers. */
interface InitialData {
  post?: PublicPost;
  posts?: { args: PublicPostsArgs; list: PublicPostList };
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

function readInitialData(doc: Document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return isRecord(data) ? { post: readPost(data.post), posts: readPosts(data.posts) } : {};
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
  const { post, posts } = readInitialData(doc);
  if (post) dispatch(publicPostsApi.util.upsertQueryEntries([{ endpointName: 'publicPost', arg: post.slug, value: post }]));
  if (posts) dispatch(publicPostsApi.util.upsertQueryEntries([{ endpointName: 'publicPosts', arg: posts.args, value: posts.list }]));
}
