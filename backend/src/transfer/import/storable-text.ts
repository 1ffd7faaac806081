/**
 * PostgreSQL's text and jsonb refuse U+0000, and a lone UTF-16 surrogate is no character at all (the
 * driver would write it as an invalid byte sequence). One such character in one field used to fail the
 * write of its item and then of the import's report, so that the whole job failed and retried.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters PostgreSQL cannot store. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '');
}

/**
 * A copy of `value` with every string in it (nested in arrays and plain objects, keys included) made
 * storable, and how many characters were removed. Dates and other objects are kept as they are.
 */
export function storableValue<T>(value: T): { value: T; removed: number } {
  let removed = 0;
  const clean = (current: unknown): unknown => {
    if (typeof current === 'string') {
      const count = current.match(UNSTORABLE)?.length ?? 0;
      if (count === 0) return current;
      removed += count;
      return storableText(current);
    }
    if (Array.isArray(current)) return current.map(clean);
    if (current !== null && typeof current === 'object' && Object.getPrototypeOf(current) === Object.prototype) {
      return Object.fromEntries(Object.entries(current).map(([key, field]) => [clean(key), clean(field)]));
    }
    return current;
  };
  const cleaned = clean(value) as T;
  return { value: cleaned, removed };
}
