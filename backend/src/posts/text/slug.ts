export const MAX_SLUG_LENGTH = 80;

/**
 * Slugs that site routes already use (`/blog`, `/stories`, `/rss.xml`, `/sitemap.xml`, `/robots.txt`,
 * `/admin`, `/posts`, `/dashboard`, `/api`, `/docs`, `/uploads`, `/assets`, `/healthz`, `/social-cards`,
 * `/share`) or are likely to (`new` for an editor route, feeds, subscriptions); a post never takes one
 * bare, and a page, which lives at `/{slug}`, is refused one outright.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'rss', 'sitemap', 'robots', 'admin', 'dashboard', 'api', 'docs', 'uploads', 'new',
  'blog', 'stories', 'posts', 'assets', 'healthz', 'social-cards', 'share', 'feed', 'atom', 'subscribe', 'unsubscribe',
  // The API document, as JSON and YAML beside /docs.
  'docs-json', 'docs-yaml',
  // Where writing apps post (W3C Micropub).
  'micropub',
];

const FALLBACK = 'post';
/**
 * A slug's letters: a-z and digits, or the lowercase letters (and their marks and digits) of a script
 * other than Latin (`επίπεδο-2`, `日本語`), as WordPress keeps them. Latin letters with accents are
 * folded (`creme`), so `crème` and `creme` are never two addresses.
 */
const SLUG_CHARACTER = String.raw`(?:[a-z0-9]|(?!\p{Script=Latin})[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Mc}\p{Nd}])`;
const VALID = new RegExp(`^${SLUG_CHARACTER}+(?:-${SLUG_CHARACTER}+)*$`, 'u');
// Letters NFKD leaves whole because they are not a base letter plus a mark.
const UNDECOMPOSABLE: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
// A title that still collides after this many tries points at a bug, not bad luck.
const MAX_ATTEMPTS = 1000;

/** 'Crème brûlée à Paris' → 'creme-brulee-a-paris'; a title with no Latin letters or digits → 'post'. */
export function slugify(title: string): string {
  const folded = title
    // NFKD can yield capitals (ℌ → H) and lowercasing can yield marks (İ → i̇), hence normalise twice.
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœłđðþı]/g, (letter) => UNDECOMPOSABLE[letter]);
  const dashed = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return truncate(dashed, MAX_SLUG_LENGTH) || FALLBACK;
}

/** For slugs a client sends: lowercase letters and digits joined by single dashes, at most 80 characters, in NFC. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && VALID.test(slug) && slug === slug.normalize('NFC');
}

/** A slug an author or an old site chose: kept when valid once in NFC and lowercase (a Greek or Japanese one too), else slugified. */
export function slugOfChosen(slug: string): string {
  // WordPress allows 200 bytes: a longer one is cut at a dash, as a title's is, rather than losing its letters.
  const lowered = truncate(slug.normalize('NFC').toLowerCase(), MAX_SLUG_LENGTH);
  return isValidSlug(lowered) ? lowered : slugify(slug);
}

/** The slug a post asks for: the one it chose, else one made from its title. */
export function slugOfPost({ slug, title }: { slug?: string | null; title: string }): string {
  return slug ? slugOfChosen(slug) : slugify(title);
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}

/**
 * `base` if it is free and not reserved, else the first free `base-2`, `base-3`…, shortening `base`
 * so that the suffixed slug still fits in 80 characters.
 */
export async function uniqueSlug(base: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  const root = base || FALLBACK;
  if (!isReservedSlug(root) && !(await taken(root))) return root;
  for (let n = 2; n <= MAX_ATTEMPTS; n++) {
    const suffix = `-${n}`;
    const candidate = truncate(root, MAX_SLUG_LENGTH - suffix.length) + suffix;
    if (!isReservedSlug(candidate) && !(await taken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${root}" after ${MAX_ATTEMPTS} attempts`);
}

/** Cuts a dashed slug to `max` characters, at a dash when that keeps at least half of it. */
function truncate(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  if (slug[max] === '-') return head;
  const lastDash = head.lastIndexOf('-');
  // A boundary that would throw away more than half the slug is worse than cutting a word.
  const cut = lastDash >= max / 2 ? head.slice(0, lastDash) : head;
  return cut.replace(/-+$/, '');
}
