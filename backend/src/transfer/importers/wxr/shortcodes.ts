const ATTRIBUTE_FREE_TEXT = /<[^>]*>/g;
const KNOWN = ['gallery', 'audio', 'video', 'playlist', 'youtube', 'vimeo', 'soundcloud', 'tweet', 'contact-form-7', 'wpvideo', 'googlemaps'];

/**
 * The shortcodes that carry content a post needs: [caption] becomes a captioned figure and [embed] a
 * link. Others are left as text; their names are returned so the author can be told.
 */
export function expandShortcodes(content: string): { html: string; leftAsText: string[] } {
  const html = content
    .replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/gi, (_all, inner: string) => {
      const image = /(?:<a[^>]*>\s*)?<img[^>]*>(?:\s*<\/a>)?/i.exec(inner)?.[0] ?? '';
      const caption = inner.replace(image, '').trim();
      return `<figure>${image}${caption ? `<figcaption>${caption.replace(ATTRIBUTE_FREE_TEXT, '')}</figcaption>` : ''}</figure>`;
    })
    .replace(/\[embed[^\]]*\]\s*(https?:\/\/[^\s[]+)\s*\[\/embed\]/gi, (_all, url: string) => {
      const safe = url.replace(/["<>&]/g, encodeURIComponent);
      return `\n\n<p><a href="${safe}">${safe}</a></p>\n\n`;
    });
  const names = new Set<string>();
  for (const [, name] of html.matchAll(/\[\/?([a-z][a-z0-9_-]*)(?=[\s\]])/gi)) {
    const lower = name!.toLowerCase();
    if (KNOWN.includes(lower) || html.toLowerCase().includes(`[/${lower}]`)) names.add(lower);
  }
  return { html, leftAsText: [...names] };
}
