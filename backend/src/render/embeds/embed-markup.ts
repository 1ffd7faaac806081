import type sanitizeHtml from 'sanitize-html';
import { findMediaFile, type MediaFile } from './embed-media.js';
import { type Embed, findEmbed } from './embed-providers.js';

/** The classes of a facade's parts (the sanitiser keeps these and no others on them). */
export const EMBED_LINK_CLASS = 'embed__play';
export const EMBED_TEXT_CLASSES: readonly string[] = ['embed__provider', 'embed__action'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The facade's own attributes, rebuilt from the provider list: the only way a post's HTML gets a player's address. */
export function facadeAttributes(embed: Embed): Record<string, string> {
  return {
    class: `embed embed--${embed.provider} embed--${embed.shape}`,
    'data-embed-url': embed.pageUrl,
    ...(embed.frameUrl ? { 'data-embed-frame': embed.frameUrl } : {}),
  };
}

/**
 * An embed as the server draws it: a box with the provider's name and a link to the provider's page,
 * which works without JavaScript and loads nothing from another host. On a click, the page's player
 * script (embed-player-script.ts) puts the provider's player, framed from data-embed-frame, in the
 * link's place. The visible words are hidden from assistive technology and from the post's text:
 * the link's aria-label says the same words, once.
 */
export function facadeHtml(embed: Embed): string {
  const attributes = Object.entries(facadeAttributes(embed))
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  return (
    `<figure${attributes}><a href="${escape(embed.pageUrl)}" class="${EMBED_LINK_CLASS}" aria-label="${escape(`${embed.name} ${embed.action}`)}">` +
    `<span class="embed__provider" aria-hidden="true">${escape(embed.name)}</span> ` +
    `<span class="embed__action" aria-hidden="true">${escape(embed.action)}</span></a></figure>\n`
  );
}

/** A sound or video file, played by the browser, which fetches nothing before the reader presses play. */
export function mediaHtml(media: MediaFile): string {
  return `<${media.kind} controls preload="none" src="${escape(media.src)}"></${media.kind}>\n`;
}

/** A bare URL's embed: a provider's facade or a media file's player, or undefined when it is neither. */
export function embedHtml(url: string): string | undefined {
  const embed = findEmbed(url);
  if (embed) return facadeHtml(embed);
  const media = findMediaFile(url);
  return media ? mediaHtml(media) : undefined;
}

type Attributes = sanitizeHtml.Attributes;

/**
 * The sanitiser's rule for <figure>: a facade's attributes are rebuilt from its data-embed-url
 * through the provider list, so that hand-written HTML can never name a player of its own; any
 * other figure keeps no attribute.
 */
export function figureAttributes(attribs: Attributes): Attributes {
  const url = attribs['data-embed-url'];
  const embed = url === undefined ? undefined : findEmbed(url);
  return embed ? facadeAttributes(embed) : {};
}

/** The sanitiser's rule for <video> and <audio>: a media file of that kind, its controls shown and nothing fetched before play. */
export function mediaAttributes(tag: string, attribs: Attributes): Attributes {
  const media = attribs.src === undefined ? undefined : findMediaFile(attribs.src);
  return media?.kind === tag ? { controls: '', preload: 'none', src: media.src } : {};
}

/**
 * Feeds and mail run no script and frame nothing: a facade or a media player there is a plain link
 * to what it plays, its provider named. Undefined for any other element.
 */
export function embedAsLink(tag: string, attribs: Attributes): { href: string; text: string } | undefined {
  if (tag === 'figure') {
    const url = attribs['data-embed-url'];
    const embed = url === undefined ? undefined : findEmbed(url);
    return embed && { href: embed.pageUrl, text: `▶ ${embed.name}: ${embed.action}` };
  }
  if (tag === 'video' || tag === 'audio') {
    const media = attribs.src === undefined ? undefined : findMediaFile(attribs.src);
    if (!media) return undefined;
    const file = fileName(media.src);
    return { href: media.src, text: `▶ ${media.kind === 'video' ? 'Video' : 'Audio'}: ${file}` };
  }
  return undefined;
}

/** The file's name from its URL, unescaped when it can be. */
function fileName(src: string): string {
  const name = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name) || src;
  } catch {
    return name || src;
  }
}
