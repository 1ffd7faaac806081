/** How deep JSON containers may nest (the same limit the validation pipe holds every input to). */
export const MAX_JSON_DEPTH = 32;
/** Values in one JSON body: far past any operation's needs, and few enough that parsing stays cheap. */
export const MAX_JSON_ITEMS = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

export type ShapeProblem = 'depth' | 'items';

/**
 * Follows the nesting and the number of values of a JSON text as its bytes arrive, chunk by chunk,
 * without parsing it: a body nested too deep or holding too many values is refused at the byte
 * that crosses the line, before the rest is read and before JSON.parse spends any time on it.
 * Strings are skipped with native searches for their closing quote; structural characters are
 * ASCII, so multi-byte UTF-8 cannot be mistaken for them. Malformed JSON is left to JSON.parse.
 */
export class JsonShape {
  private depth = 0;
  private items = 0;
  private inString = false;
  /** The previous chunk ended on a backslash inside a string. */
  private escaping = false;

  feed(chunk: Uint8Array): ShapeProblem | undefined {
    let at = 0;
    // The next quote and backslash at or after `at`, searched again only once `at` has passed them
    // (-1: none left in this chunk), so that every byte is searched once: the scan stays linear.
    let quote = -2;
    let backslash = -2;
    while (at < chunk.length) {
      if (this.inString) {
        if (this.escaping) {
          this.escaping = false;
          at += 1;
          continue;
        }
        if (quote !== -1 && quote < at) quote = chunk.indexOf(QUOTE, at);
        if (backslash !== -1 && backslash < at) backslash = chunk.indexOf(BACKSLASH, at);
        if (backslash >= 0 && (quote < 0 || backslash < quote)) {
          // The escaped byte is skipped with its backslash, or at the start of the next chunk.
          if (backslash + 1 < chunk.length) at = backslash + 2;
          else {
            this.escaping = true;
            at = backslash + 1;
          }
        } else if (quote >= 0) {
          this.inString = false;
          at = quote + 1;
        } else {
          return undefined;
        }
        continue;
      }
      const byte = chunk[at]!;
      at += 1;
      if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.depth += 1;
        this.items += 1;
        if (this.depth > MAX_JSON_DEPTH) return 'depth';
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) this.depth -= 1;
      else if (byte === COMMA) this.items += 1;
      if (this.items > MAX_JSON_ITEMS) return 'items';
    }
    return undefined;
  }
}
