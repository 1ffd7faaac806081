import type { AppDispatch } from '../app/store';
import { publicPostsApi, type PublicPost } from './public-posts.api';

/** The server puts the post it rendered into the page under this id (see backend/src/site). */
export const INITIAL_DATA_ID = 'folio-initial-data';

function readInitialPost(doc: Document): PublicPost | null {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { post?: Partial<PublicPost> } | null;
    const post = data?.post;
    return post && typeof post.slug === 'string' && typeof post.content === 'string' ? (post as PublicPost) : null;
  } catch {
    return null;
  }
}

/**
 * Seeds the RTK Query cache with the post the server already rendered, so that the article page
 * renders it at once instead of a loading state. `upsertQueryEntries` writes the entry
 * synchronously (`upsertQueryData` would only fill it after a promise settles, racing the first
 * render). Without the script this does nothing.
 */
export function seedInitialData(dispatch: AppDispatch, doc: Document = document): void {
  const post = readInitialPost(doc);
  if (!post) return;
  dispatch(publicPostsApi.util.upsertQueryEntries([{ endpointName: 'publicPost', arg: post.slug, value: post }]));
}
