/** Where a media file may live: this site (a path such as `/uploads/…`) or anywhere over https. */
export const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;

/**
 * The URL as a browser would read it, when it can be an embed's: absolute http(s), no user name or
 * password (`https://youtube.com@evil.example/` is evil.example's), no port, nothing but the
 * address in it. Undefined otherwise.
 */
export function parseEmbedUrl(value: string): URL | undefined {
  const text = value.trim();
  if (text.length > 2_000 || !/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return undefined;
  return url;
}

/** The host itself or one of its subdomains, compared on the parsed host, never on the text of the URL. */
export function isHostOrSubdomain(url: URL, host: string): boolean {
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  return hostname === host || hostname.endsWith(`.${host}`);
}

/** The path cut at its slashes, empty parts dropped (`/a//b/` → a, b). */
export const pathParts = (url: URL): string[] => url.pathname.split('/').filter(Boolean);

/** A whole number of seconds from `90`, `90s` or `1m30s` (YouTube's `t`), if it is one. */
export function seconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const parts = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!parts) return undefined;
  const [, hours = '0', minutes = '0', secs = '0'] = parts;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
  return total > 0 ? total : undefined;
}
