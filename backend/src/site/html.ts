const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/**
 * JSON for a `<script type="application/…json">` data block: `<` becomes \u003c, so that no
 * `</script>` or `<!--` inside a string can end or bend the block. JSON.parse reads it back as it was.
 * Takes JSON text (already serialised) or a value.
 */
export function jsonForScript(json: string | object): string {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  return text.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A site-relative path made absolute on SITE_URL; absolute http(s) URLs stay; anything else is dropped. */
export function absoluteUrl(siteUrl: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return undefined;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** "November 23, 2026" in the site's time zone (the same on every replica); UTC until the author picks one. */
export function longDate(iso: string, timeZone = 'UTC'): string {
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    // Zones are checked on save, so only a few are ever asked; the bound is against anything else.
    if (longDates.size < 16) longDates.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
