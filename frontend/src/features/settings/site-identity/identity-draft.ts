import type { SiteIdentityPatch, SiteIdentitySettings } from '../api';

export interface LinkDraft {
  label: string;
  url: string;
}

/** What the form holds: text as typed ('' is "not set": the server's first value), images by id and address. */
export interface IdentityDraft {
  title: string;
  description: string;
  logo: { id: string; url: string } | null;
  icon: { id: string; url: string } | null;
  accent_color: string;
  accent_color_dark: string;
  home_heading: string;
  home_introduction: string;
  home_cards: boolean;
  author_name: string;
  author_bio: string;
  author_avatar: { id: string; url: string } | null;
  author_links: LinkDraft[];
  footer_text: string;
  language: string;
  time_zone: string;
}

export type IdentityField = keyof IdentityDraft;

const TEXT_FIELDS = [
  'title',
  'description',
  'accent_color',
  'accent_color_dark',
  'home_heading',
  'home_introduction',
  'author_name',
  'author_bio',
  'footer_text',
  'language',
  'time_zone',
] as const;

export function toDraft(settings: SiteIdentitySettings): IdentityDraft {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, settings[field] ?? ''])) as Pick<IdentityDraft, (typeof TEXT_FIELDS)[number]>;
  return {
    ...text,
    logo: settings.logo,
    icon: settings.icon,
    author_avatar: settings.author_avatar,
    home_cards: settings.home_cards,
    author_links: settings.author_links.map(({ label, url }) => ({ label, url })),
  };
}

/** Every field, so that a save is the whole form; rows left wholly empty are dropped. */
export function toPatch(draft: IdentityDraft): SiteIdentityPatch {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, draft[field].trim() || null]));
  return {
    ...text,
    logo_image_id: draft.logo?.id ?? null,
    icon_image_id: draft.icon?.id ?? null,
    author_avatar_image_id: draft.author_avatar?.id ?? null,
    home_cards: draft.home_cards,
    author_links: draft.author_links.filter((link) => link.label.trim() || link.url.trim()),
  } as SiteIdentityPatch;
}

const EMPTY_DRAFT: IdentityDraft = {
  title: '',
  description: '',
  logo: null,
  icon: null,
  accent_color: '',
  accent_color_dark: '',
  home_heading: '',
  home_introduction: '',
  home_cards: true,
  author_name: '',
  author_bio: '',
  author_avatar: null,
  author_links: [],
  footer_text: '',
  language: '',
  time_zone: '',
};

/** The API's name of each form field (images are sent by id). */
const API_NAMES: Record<string, IdentityField> = {
  logo_image_id: 'logo',
  icon_image_id: 'icon',
  author_avatar_image_id: 'author_avatar',
};

/**
 * The server's 400 messages placed under their fields: each starts with the field's API name
 * (`title must be …`, `author_links.0.url must …`); the others are shown for the whole form.
 */
export function placeErrors(messages: string[]): { fields: Partial<Record<IdentityField, string[]>>; other: string[] } {
  const fields: Partial<Record<IdentityField, string[]>> = {};
  const other: string[] = [];
  for (const message of messages) {
    const name = /^([a-z_]+)[\s.]/.exec(message)?.[1];
    const field = name && (API_NAMES[name] ?? (name in EMPTY_DRAFT ? (name as IdentityField) : undefined));
    if (field) (fields[field] ??= []).push(message);
    else other.push(message);
  }
  return { fields, other };
}

/** A 400's `message`: one string or a list. */
export function messagesOf(data: unknown): string[] {
  const message = (data as { message?: unknown } | undefined)?.message;
  if (Array.isArray(message)) return message.filter((item): item is string => typeof item === 'string');
  return typeof message === 'string' ? [message] : [];
}
