import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

type Options = sanitizeHtml.IOptions;
type Attributes = sanitizeHtml.Attributes;
type Transform = (tag: string, attribs: Attributes) => sanitizeHtml.Tag;

// Read from sanitize-html itself, so that the two cannot drift (its types leave one of them out).
const defaults = sanitizeHtml.defaults as sanitizeHtml.IDefaults & { allowedEmptyAttributes: string[] };
const { selfClosing, nonBooleanAttributes, allowedEmptyAttributes } = defaults;
const SELF_CLOSING = new Set(selfClosing);
const NON_BOOLEAN = new Set(nonBooleanAttributes);
const ALLOWED_EMPTY = new Set(allowedEmptyAttributes);
const VALID_ATTRIBUTE_NAME = /^[^\0\t\n\f\r /<=>]+$/;

/** The options this cleaner understands; any other is refused when it is built, never ignored. */
const SUPPORTED = new Set<keyof Options>([
  'allowedTags', 'allowedAttributes', 'allowedClasses', 'allowedSchemes', 'allowedSchemesByTag', 'allowedSchemesAppliedToAttributes',
  'allowProtocolRelative', 'parseStyleAttributes', 'disallowedTagsMode', 'nonTextTags', 'transformTags', 'exclusiveFilter',
]);

const escapeText = (text: string) => (/[&<>]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text);
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** launder's naughtyHref, the scheme check sanitize-html applies to href and src. */
function refusedScheme(href: string, schemes: readonly string[], allowProtocolRelative: boolean): boolean {
  // eslint-disable-next-line no-control-regex -- browsers skip these inside URLs
  let url = href.replace(/[\x00-\x20]+/g, '');
  for (let open = url.indexOf('<!--'); open >= 0; open = url.indexOf('<!--')) {
    const close = url.indexOf('-->', open + 4);
    if (close < 0) break;
    url = url.slice(0, open) + url.slice(close + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url)?.[1];
  if (scheme === undefined) return /^[/\\]{2}/.test(url) && !allowProtocolRelative;
  return !schemes.includes(scheme.toLowerCase());
}

interface Frame {
  /** The name as parsed: closing tags are matched on it. */
  tag: string;
  /** The name written, after transforms; undefined when the element itself is not written. */
  written?: string;
  /** Where the element's output began, when it is to be dropped whole at its end. */
  dropFrom?: number;
}

/**
 * sanitize-html's algorithm in its discard mode, for one fixed policy: the same parser (htmlparser2,
 * entities decoded), the same transforms, allowlists, scheme checks, self-closing and escaping,
 * hence the same output, byte for byte (a test holds it to sanitize-html on hostile corpora). It
 * leaves out what that policy never uses (the text each element holds, styles, iframes, escaping
 * modes), which sanitize-html pays for on every element: several times faster on a post of tables.
 * exclusiveFilter is asked when an element opens, with a frame of its tag and its cleaned
 * attributes only (not its text, which is not known yet): a filter must decide on those.
 */
export class AllowlistCleaner {
  private readonly allowedTags: ReadonlySet<string>;
  private readonly nonTextTags: ReadonlySet<string>;
  private readonly transforms = new Map<string, Transform>();
  private readonly attributes = new Map<string, ReadonlySet<string>>();
  private readonly classes = new Map<string, { names: ReadonlySet<string>; patterns: RegExp[] }>();
  private readonly schemeAttributes: ReadonlySet<string>;
  private readonly schemes: readonly string[];

  constructor(private readonly options: Options) {
    for (const key of Object.keys(options) as Array<keyof Options>) {
      if (!SUPPORTED.has(key)) throw new Error(`AllowlistCleaner does not support the sanitize-html option ${key}`);
    }
    if (options.disallowedTagsMode !== 'discard' || options.parseStyleAttributes !== false || !Array.isArray(options.allowedTags)) {
      throw new Error('AllowlistCleaner needs discard mode, no style parsing and a list of allowed tags');
    }
    // Where sanitize-html falls back on lists of its own, the policy must say: no default here can drift from one there.
    if (!Array.isArray(options.allowedSchemes) || !options.allowedSchemesAppliedToAttributes || !options.nonTextTags) {
      throw new Error('AllowlistCleaner needs allowedSchemes, allowedSchemesAppliedToAttributes and nonTextTags');
    }
    this.schemes = options.allowedSchemes;
    this.allowedTags = new Set(options.allowedTags);
    this.nonTextTags = new Set(options.nonTextTags);
    for (const [tag, transform] of Object.entries(options.transformTags ?? {})) {
      this.transforms.set(tag, typeof transform === 'string' ? (_tag, attribs) => ({ tagName: transform, attribs }) : transform);
    }
    for (const [tag, names] of Object.entries(options.allowedAttributes || {})) {
      if (tag === '*' || names.some((name) => typeof name !== 'string' || name.includes('*'))) throw new Error('AllowlistCleaner takes attribute names only');
      this.attributes.set(tag, new Set(names as string[]));
    }
    for (const [tag, allowed] of Object.entries(options.allowedClasses ?? {})) {
      if (tag === '*' || !Array.isArray(allowed)) throw new Error('AllowlistCleaner takes lists of classes per tag');
      const names = allowed.filter((entry): entry is string => typeof entry === 'string');
      if (names.some((name) => name.includes('*'))) throw new Error('AllowlistCleaner takes class names and patterns, not globs');
      this.classes.set(tag, { names: new Set(names), patterns: allowed.filter((entry): entry is RegExp => entry instanceof RegExp) });
      this.attributes.set(tag, new Set([...(this.attributes.get(tag) ?? []), 'class']));
    }
    this.schemeAttributes = new Set(options.allowedSchemesAppliedToAttributes);
  }

  clean(html: string): string {
    const output: string[] = [];
    const open: Frame[] = [];
    // Inside a dropped element whose text goes too (NON_TEXT_TAGS): how many elements deep.
    let silenced = 0;
    const parser = new Parser(
      {
        onopentag: (tag, parsed) => {
          if (silenced > 0) {
            silenced += 1;
            return;
          }
          const transform = this.transforms.get(tag);
          const { tagName: name, attribs } = transform ? transform(tag, parsed) : { tagName: tag, attribs: parsed };
          if (!this.allowedTags.has(name)) {
            open.push({ tag });
            if (this.nonTextTags.has(name)) silenced = 1;
            return;
          }
          const [written, kept] = this.writeAttributes(name, attribs);
          const exclusion = this.options.exclusiveFilter?.({ tag, attribs: kept } as sanitizeHtml.IFrame);
          if (exclusion === 'excludeTag') {
            open.push({ tag });
            return;
          }
          open.push({ tag, written: name, dropFrom: exclusion ? output.length : undefined });
          output.push(`<${name}${written}${SELF_CLOSING.has(name) ? ' />' : '>'}`);
        },
        ontext: (text) => {
          if (silenced === 0) output.push(escapeText(text));
        },
        onclosetag: (tag) => {
          if (silenced > 0 && --silenced > 0) return;
          const frame = open.pop();
          if (!frame) return;
          if (frame.tag !== tag) {
            open.push(frame);
            return;
          }
          if (frame.dropFrom !== undefined) output.length = frame.dropFrom;
          else if (frame.written !== undefined && !SELF_CLOSING.has(frame.written)) output.push(`</${frame.written}>`);
        },
      },
      { decodeEntities: true },
    );
    parser.write(html);
    parser.end();
    return output.join('');
  }

  /** The attributes written for an allowed element (leading space included), and those kept, for exclusiveFilter. */
  private writeAttributes(name: string, attribs: Attributes): [string, Attributes] {
    const allowed = this.attributes.get(name);
    const kept: Attributes = {};
    if (!allowed) return ['', kept];
    let written = '';
    for (const [attribute, raw] of Object.entries(attribs)) {
      let value = raw ?? '';
      if (!VALID_ATTRIBUTE_NAME.test(attribute) || !allowed.has(attribute)) continue;
      if (value === '' && !ALLOWED_EMPTY.has(attribute) && (NON_BOOLEAN.has(attribute) || NON_BOOLEAN.has('*'))) continue;
      if (this.schemeAttributes.has(attribute) && refusedScheme(value, this.schemesFor(name), this.options.allowProtocolRelative !== false)) continue;
      if (attribute === 'class') {
        value = this.filterClasses(name, value);
        if (!value) continue;
      }
      kept[attribute] = raw ?? '';
      written += ` ${attribute}${value ? `="${escapeAttribute(value)}"` : ALLOWED_EMPTY.has(attribute) ? '=""' : ''}`;
    }
    return [written, kept];
  }

  private schemesFor(tag: string): readonly string[] {
    const byTag = this.options.allowedSchemesByTag;
    return byTag && Object.prototype.hasOwnProperty.call(byTag, tag) ? (byTag as Record<string, string[]>)[tag]! : this.schemes;
  }

  private filterClasses(tag: string, value: string): string {
    const allowed = this.classes.get(tag);
    if (!allowed) return value;
    return value
      .split(/\s+/)
      .filter((name) => allowed.names.has(name) || allowed.patterns.some((pattern) => pattern.test(name)))
      .join(' ');
  }
}
