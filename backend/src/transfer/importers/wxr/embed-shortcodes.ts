/** What a provider's shortcode was written with: its `name="value"` attributes, its bare words, and what it encloses. */
export interface ShortcodeArguments {
  attributes: ReadonlyMap<string, string>;
  bare: readonly string[];
  inner: string;
}

const HTTP_URL = /^https?:\/\/[^\s"<>]+$/i;

/** The web address the shortcode names: its `url` (or `src`) attribute, its first bare word, or the text it encloses. */
function addressOf({ attributes, bare, inner }: ShortcodeArguments): string | undefined {
  return [attributes.get('url'), attributes.get('src'), attributes.get('id'), bare[0], inner.trim()].find((value) => value && HTTP_URL.test(value));
}

/** Turns an id written without its address (`[vimeo 123]`) into the address, else gives any address written out. */
const byId = (pattern: RegExp, address: (id: string) => string) => (args: ShortcodeArguments) => {
  const url = addressOf(args);
  if (url) return url;
  const id = [args.attributes.get('id'), args.bare[0], args.inner.trim()].find((value) => value && pattern.test(value));
  return id ? address(id) : undefined;
};

/**
 * Jetpack's and WordPress.com's embed shortcodes, as the address on a line of its own that Folio
 * draws as an embed (or, for a provider it does not draw, a link): `[youtube …]`, `[vimeo 123]`,
 * `[wpvideo abc]` (VideoPress), `[soundcloud url=…]`, `[tweet …]`, `[gist …]`, `[instagram url=…]`, `[spotify …]`.
 */
export const EMBED_SHORTCODES: Readonly<Record<string, (args: ShortcodeArguments) => string | undefined>> = {
  youtube: byId(/^[\w-]{11}$/, (id) => `https://www.youtube.com/watch?v=${id}`),
  vimeo: byId(/^\d{1,12}$/, (id) => `https://vimeo.com/${id}`),
  wpvideo: byId(/^[a-z0-9]{1,20}$/i, (id) => `https://videopress.com/v/${id}`),
  soundcloud: addressOf,
  tweet: byId(/^\d{1,25}$/, (id) => `https://twitter.com/i/status/${id}`),
  gist: byId(/^[0-9a-f]{1,40}$/i, (id) => `https://gist.github.com/${id}`),
  instagram: addressOf,
  spotify: byId(/^spotify:(?:track|album|playlist|episode|show|artist):[a-z0-9]{1,40}$/i, (id) => `https://open.spotify.com/${id.split(':').slice(1).join('/')}`),
};
