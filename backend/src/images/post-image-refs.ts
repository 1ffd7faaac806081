import { Parser } from 'htmlparser2';
import { STORAGE_KEY } from '../storage/storage.js';
import type { ImageEntity, ImageSource } from './image.entity.js';

export type PostImageSource = Exclude<ImageSource, 'upload'>;
export const POST_IMAGE_SOURCES: readonly PostImageSource[] = ['post_cover', 'post_inline'];

/** What a post shows: its cover and the <img> of its HTML. */
export interface PostImageInput {
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  contentHtml: string;
}

export interface PostImageRef {
  source: PostImageSource;
  url: string;
  altText: string | null;
}

/** The columns a post image row copies from the upload row of the same file. */
export type FileFacts = Pick<ImageEntity, 'storageKey' | 'width' | 'height' | 'fileSizeBytes' | 'mimeType'>;

export type WantedImage = PostImageRef & FileFacts;

export interface PostImagePlan {
  insert: WantedImage[];
  update: Array<{ id: string; changes: Partial<WantedImage> }>;
  remove: string[];
}

/** data: and relative sources point at nothing the library could show or find again. */
const LINKABLE = /^(https?:\/\/|\/)/i;

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The <img> tags of stored post HTML. It is sanitised (sanitize-html writes `>` inside an attribute
 * value as `&gt;`), so a tag ends at its first `>`: only the tags go through the parser, never the
 * whole post, which for a post of tables runs to a megabyte of markup.
 */
const IMG_TAG = /<img[\s/>][^>]*>?/gi;

/** The cover, then every inline image in document order; one ref per (source, url), the first alt text wins. */
export function collectPostImages(post: PostImageInput): PostImageRef[] {
  const refs = new Map<string, PostImageRef>();
  const add = (source: PostImageSource, url: string | null, altText: string | null) => {
    if (!url || !LINKABLE.test(url)) return;
    const key = `${source} ${url}`;
    const known = refs.get(key);
    if (!known) refs.set(key, { source, url, altText });
    else known.altText ??= altText;
  };
  add('post_cover', clean(post.coverImageUrl), clean(post.coverImageAlt));
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img') add('post_inline', clean(attributes.src), clean(attributes.alt));
    },
  });
  for (const [tag] of post.contentHtml.matchAll(IMG_TAG)) {
    parser.end(tag);
    parser.reset();
  }
  return [...refs.values()];
}

/**
 * Finds the storage key in a URL of this site's own files, given the URL prefixes under which
 * they are served (e.g. `/uploads/`, `https://blog.example/uploads/`, a bucket's public URL).
 */
export function storageKeyResolver(prefixes: string[]): (url: string) => string | null {
  return (url) => {
    const bare = url.split(/[?#]/, 1)[0]!;
    for (const prefix of prefixes) {
      if (!bare.startsWith(prefix)) continue;
      const key = bare.slice(prefix.length);
      if (STORAGE_KEY.test(key)) return key;
    }
    return null;
  };
}

const COMPARED = ['altText', 'storageKey', 'width', 'height', 'fileSizeBytes', 'mimeType'] as const;

/** The inserts, updates and deletions that make a post's rows what the post shows. */
export function planPostImages(wanted: WantedImage[], existing: ImageEntity[]): PostImagePlan {
  const plan: PostImagePlan = { insert: [], update: [], remove: [] };
  const byRef = new Map<string, ImageEntity>();
  for (const row of existing) {
    const ref = `${row.source} ${row.url}`;
    if (byRef.has(ref)) plan.remove.push(row.id);
    else byRef.set(ref, row);
  }
  for (const image of wanted) {
    const row = byRef.get(`${image.source} ${image.url}`);
    if (!row) {
      plan.insert.push(image);
      continue;
    }
    byRef.delete(`${image.source} ${image.url}`);
    const changes = Object.fromEntries(COMPARED.filter((field) => row[field] !== image[field]).map((field) => [field, image[field]]));
    if (Object.keys(changes).length) plan.update.push({ id: row.id, changes });
  }
  plan.remove.push(...[...byRef.values()].map((row) => row.id));
  return plan;
}
