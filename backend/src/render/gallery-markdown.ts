/** One image of a gallery as Markdown holds it; `caption` is text, not Markdown. */
export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
}

/** The most images one imported gallery keeps (the rest are left out, and an importer says so). */
export const MAX_GALLERY_IMAGES = 100;

/** Addresses an image may have in a post (http(s), or a path): any other would turn the gallery back into text. */
const SHOWN_SRC = /^(?:https?:\/\/|\/|[^:]+$)/i;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Text read as Markdown once it is a caption: its punctuation escaped, so that it stays the text it was. */
const escapeMarkdownText = (text: string) => text.replace(/[\\`*_[\]<>&$~|#!]/g, '\\$&');

/** `![alt](src "caption")`; the caption is the image's title, which render/figures.ts and render/galleries.ts draw as a figcaption. */
export function markdownImage({ src, alt, caption }: GalleryImage): string {
  const cleanAlt = oneLine(alt).replace(/[[\]\\]/g, '');
  const address = src.trim();
  const destination = /[\s()<>]/.test(address) ? `<${address.replace(/[\s<>]/g, encodeURIComponent)}>` : address;
  const text = oneLine(caption);
  const title = text ? ` "${escapeMarkdownText(text).replace(/[\\"]/g, '\\$&')}"` : '';
  return `![${cleanAlt}](${destination}${title})`;
}

/**
 * A gallery as Markdown: its images one per line in a paragraph of their own (two or more make a
 * gallery, render/galleries.ts), then its caption, if any, as an emphasised paragraph.
 */
export function markdownGallery(images: readonly GalleryImage[], caption = ''): string {
  const lines = images.filter((image) => SHOWN_SRC.test(image.src.trim())).map(markdownImage);
  if (lines.length === 0) return '';
  const text = oneLine(caption);
  return `\n\n${lines.join('\n')}\n\n${text ? `*${escapeMarkdownText(text)}*\n\n` : ''}`;
}
