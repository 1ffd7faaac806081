import type { AdminPost, PostInput, PostStatus, PostType } from './api';
import { isApiError } from '../../lib/api-error';
import { fromLocalInput, toLocalInput } from './schedule/local-time';

/** What the editor's fields hold: text as typed, turned into a request body only on save. */
export interface PostFormValues {
  title: string;
  content: string;
  status: PostStatus;
  /** Comma-separated, as typed. */
  tags: string;
  coverImageUrl: string;
  coverImageAlt: string;
  excerpt: string;
  /** When it went or goes live: a datetime-local value in the browser's time zone, '' for none. */
  publishedAt: string;
  type: PostType;
  /** The address's last part; blank on a new post: made from the title. */
  slug: string;
  /** Search and social: blank stands for the post's own title, excerpt, address or card. */
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  noindex: boolean;
  ogImageUrl: string;
  /** Also send by email: to the confirmed subscribers, once, when the post goes live. */
  sendEmail: boolean;
}

export type PostField = keyof PostFormValues;
export type FieldErrors = Partial<Record<PostField, string>>;

/** A new post starts as a draft: nothing reaches readers until the author chooses 'published'. */
export const NEW_POST_VALUES: PostFormValues = {
  title: '',
  content: '',
  status: 'draft',
  tags: '',
  coverImageUrl: '',
  coverImageAlt: '',
  excerpt: '',
  publishedAt: '',
  type: 'post',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  canonicalUrl: '',
  noindex: false,
  ogImageUrl: '',
  sendEmail: false,
};

export function valuesFromPost(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    content: post.content_text,
    status: post.status ?? 'published',
    tags: post.tags.join(', '),
    coverImageUrl: post.cover_image_url ?? '',
    coverImageAlt: post.cover_image_alt ?? '',
    excerpt: post.excerpt,
    publishedAt: toLocalInput(post.published_at),
    type: post.type ?? 'post',
    slug: post.slug,
    metaTitle: post.meta_title ?? '',
    metaDescription: post.meta_description ?? '',
    canonicalUrl: post.canonical_url ?? '',
    noindex: post.noindex ?? false,
    ogImageUrl: post.og_image_url ?? '',
    sendEmail: post.send_email ?? false,
  };
}

/** The saved post a form is based on: its values, and the version a save of them may replace (If-Match). */
export interface FormBase {
  values: PostFormValues;
  /** Absent for a new post, and from older servers. */
  version?: number;
}

export function formBase(post?: AdminPost): FormBase {
  return post ? { values: valuesFromPost(post), version: post.version } : { values: NEW_POST_VALUES };
}

/** 'news, Personal ,, news' → ['news', 'Personal']: trimmed, blanks dropped, repeats (any case) dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return (Object.keys(a) as PostField[]).every((field) => a[field] === b[field]);
}

/**
 * The form after a save whose answer is `saved` while the author may have typed on: a field left
 * alone since `sent` takes the server's value (trimmed tags, the fresh automatic excerpt), a field
 * changed meanwhile keeps the change. Keeping an old automatic excerpt would send it back as a
 * fixed one on the next save.
 */
export function afterSave(current: PostFormValues, sent: PostFormValues, saved: PostFormValues): PostFormValues {
  const next = { ...current };
  for (const field of Object.keys(current) as PostField[]) {
    if (current[field] === sent[field]) Object.assign(next, { [field]: saved[field] });
  }
  return next;
}

/** Spec §5: title and content are both required, on create and on edit. */
export function validatePost(values: PostFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required.';
  if (!values.content.trim()) errors.content = 'Content is required.';
  return errors;
}

/**
 * The status and date to send. The date goes out only when the author set it: the field holds
 * minutes, and sending back a loaded date would drop its seconds. A post still scheduled as loaded
 * sends neither, so that a save just after its minute has come is not refused as scheduling in the past.
 */
function publicationInput(values: PostFormValues, loaded: PostFormValues): Pick<PostInput, 'status' | 'published_at'> {
  const dateChanged = values.publishedAt !== loaded.publishedAt;
  if (values.status === 'scheduled') {
    if (loaded.status === 'scheduled' && !dateChanged) return {};
    return { status: 'scheduled', published_at: fromLocalInput(values.publishedAt) };
  }
  // Published without a date: now. A draft keeps its date, and an unscheduled one loses it (the server's rules).
  // A published post's date cleared is left as it is: clearing it does not mean "published now".
  const clearedOnPublished = loaded.status === 'published' && !values.publishedAt;
  if (values.status === 'published' && dateChanged && !clearedOnPublished) return { status: 'published', published_at: fromLocalInput(values.publishedAt) };
  return { status: values.status };
}

/**
 * The request body. The excerpt goes out only when the author changed it: the server keeps an
 * untouched automatic excerpt following the text, and a blank one returns to automatic.
 */
export function toPostInput(values: PostFormValues, loaded: PostFormValues = NEW_POST_VALUES): PostInput {
  const input: PostInput = {
    title: values.title.trim(),
    content_text: values.content,
    ...publicationInput(values, loaded),
    type: values.type,
    tags: parseTags(values.tags),
    cover_image_url: values.coverImageUrl.trim() || null,
    cover_image_alt: values.coverImageAlt.trim() || null,
    meta_title: values.metaTitle.trim() || null,
    meta_description: values.metaDescription.trim() || null,
    canonical_url: values.canonicalUrl.trim() || null,
    noindex: values.noindex,
    og_image_url: values.ogImageUrl.trim() || null,
    send_email: values.sendEmail,
  };
  if (values.excerpt !== loaded.excerpt) input.excerpt = values.excerpt.trim() || null;
  // Only a slug the author changed: an untouched draft's follows its title on the server.
  const slug = values.slug.trim();
  if (slug && slug !== loaded.slug) input.slug = slug;
  return input;
}

// Checked in order: 'published_at is in the future: set status to "scheduled"' is about the date.
const serverFields: Array<[RegExp, PostField]> = [
  [/\bpublished_at\b/, 'publishedAt'],
  [/\bmeta_title\b/, 'metaTitle'],
  [/\bmeta_description\b/, 'metaDescription'],
  [/\bcanonical_url\b/, 'canonicalUrl'],
  [/\bnoindex\b/, 'noindex'],
  [/\bog_image_url\b/, 'ogImageUrl'],
  [/\bsend_email\b/, 'sendEmail'],
  [/\btype\b/, 'type'],
  [/\bslug\b/, 'slug'],
  [/\btitle\b/, 'title'],
  [/\bcontent_text\b/, 'content'],
  [/\bstatus\b/, 'status'],
  [/\btags\b/, 'tags'],
  [/\bcover_image_url\b/, 'coverImageUrl'],
  [/\bcover_image_alt\b/, 'coverImageAlt'],
  [/\bexcerpt\b/, 'excerpt'],
];

export interface SaveProblems {
  fields: FieldErrors;
  /** Every message, for the summary above the buttons. */
  messages: string[];
}

/** A failed save: a 400 names the fields in its messages (`title must not be blank`); anything else is one message. */
export function saveProblems(error: unknown): SaveProblems {
  if (!isApiError(error)) return { fields: {}, messages: [String(error)] };
  const body = error.data as { message?: unknown } | undefined;
  const raw = error.status === 400 ? body?.message : undefined;
  const messages = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [error.message];
  const fields: FieldErrors = {};
  for (const message of messages) {
    const field = serverFields.find(([pattern]) => pattern.test(message))?.[1];
    if (field && !fields[field]) fields[field] = message;
  }
  return { fields, messages };
}
