/**
 * URL checks for links and images in post HTML. sanitize-html's own scheme allowlist runs after
 * these; this layer exists so that the decision follows what a browser would actually parse.
 */

/** Placeholder origin standing in for "this site" when resolving relative URLs. */
const SITE = new URL('https://site.invalid/');

export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
export const IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

// Browsers skip controls and spaces around and inside a scheme (`java\tscript:`, `&#14;javascript:`);
// the wider Unicode blanks are stripped too because no legitimate URL needs them before its colon.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORABLE = /[\s\x00-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]+/gu;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const SCRIPTABLE = /^(?:javascript|vbscript|livescript|mocha|data|file):/;

/** The form an attacker hopes a browser will see: blanks removed, `%6A`-style escapes decoded, lowercased. */
export function normaliseUrl(value: string): string {
  let current = value.replace(IGNORABLE, '');
  // Percent escapes can be nested (`%256A`), so decode until nothing changes, with a bound.
  for (let round = 0; round < 4; round++) {
    const decoded = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === current) break;
    current = decoded.replace(IGNORABLE, '');
  }
  return current.toLowerCase();
}

/** True when the URL is relative to this site or uses one of `schemes`, and can never run script. */
export function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  const normalised = normaliseUrl(value);
  if (SCRIPTABLE.test(normalised)) return false;
  const scheme = SCHEME.exec(normalised)?.[1];
  if (scheme !== undefined && !schemes.includes(scheme)) return false;
  const parsed = parse(value);
  return parsed !== undefined && schemes.includes(parsed.protocol.slice(0, -1));
}

/** True for http(s) URLs that leave this site; relative paths and mailto: stay home. */
export function isExternalUrl(value: string): boolean {
  const parsed = parse(value);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  return parsed.host !== SITE.host;
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value, SITE);
  } catch {
    return undefined;
  }
}
