import fc from 'fast-check';

/**
 * Stands for a string in a JSON body; after JSON.stringify the fuzzer swaps it for raw bytes that
 * no encoder would write (invalid UTF-8), so the bytes reach the server exactly so.
 */
export const RAW_BYTES_MARKER = '\uE000fuzz-raw-bytes\uE000';

/** Byte sequences that are not UTF-8, or are UTF-8 only in ways decoders must refuse. */
export const INVALID_UTF8: Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0xaf]), // overlong '/'
  Buffer.from([0xe0, 0x80, 0xaf]), // overlong '/'
  Buffer.from([0xed, 0xa0, 0x80]), // a lone surrogate, UTF-8 encoded
  Buffer.from([0xf4, 0x90, 0x80, 0x80]), // past U+10FFFF
  Buffer.from([0xe2, 0x82]), // cut short
  Buffer.from([0x00]),
  Buffer.from([0x01, 0x1b, 0x7f]),
];

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\u000b', '\f', '\r', '\n', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029', '\ufeff', '\ufffe', '\uffff'];

/**
 * Long text in patterns that make parsers backtrack (Markdown, HTML sanitising, PostgreSQL's text
 * search), at most `maxLength` characters: valid by the schema, costly if some parser is quadratic.
 */
export function backtrackingText(maxLength: number): fc.Arbitrary<string> {
  const units = ['_a', 'a@1', 'a.b-', '[a](', '<a>', '<b>', '<em>', '*a**', '`', '> ', '- ', '![', '&#', 'http://a', '\\', '|a', 'a1', '<div>', '<blockquote>'];
  const repeated = fc
    .tuple(fc.constantFrom(...units), fc.integer({ min: 500, max: 100_000 }))
    .map(([unit, times]) => unit.repeat(Math.max(1, Math.min(times, Math.floor(maxLength / unit.length)))));
  // Opened and closed around one word: `***…a…***`, `<b><b>…a…</b></b>`.
  const mirrored = fc
    .tuple(fc.constantFrom<[string, string]>(['*', '*'], ['_', '_'], ['~~', '~~'], ['<b>', '</b>'], ['[', '](u)'], ['> ', '']), fc.integer({ min: 500, max: 100_000 }))
    .map(([[open, close], times]) => {
      const count = Math.max(1, Math.min(times, Math.floor((maxLength - 1) / (open.length + close.length))));
      return `${open.repeat(count)}a${close.repeat(count)}`;
    });
  return fc.oneof(repeated, mirrored);
}

/** Strings a validator has to cope with: control characters, NULs, lone surrogates, odd Unicode, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '\u202e\u0644\u0627',
      '𝕱𝖔𝖑𝖎𝖔',
      'Z\u0351\u0352\u0353\u0354',
      "' OR 1=1 --",
      '"); DROP TABLE posts; --',
      '$1',
      '%s%s%n',
      '${process.env}',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '../../../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '/uploads/../../etc/passwd',
      '__proto__',
      'constructor',
      'NaN',
      'Infinity',
      '-0',
      '1e309',
      'true',
      'null',
      '0x10',
      RAW_BYTES_MARKER,
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...CONTROL_CHARACTERS, 'a', ' '), { minLength: 1, maxLength: 20 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 201, max: 250_000 }).map((length) => 'w'.repeat(length)) },
  // Patterns that make parsers backtrack (Markdown, HTML, PostgreSQL's text search), under the 200,000-character limit.
  { weight: 2, arbitrary: backtrackingText(150_000) },
);

/** Numbers at the edges: huge, tiny, negative, fractional, past the safe range, past PostgreSQL's integer. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 0.1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const DEEP = '\uE001';

/**
 * Deeply nested arrays or objects (a recursive walk over them must not blow the stack), as a marker
 * that `nestedJson` expands after JSON.stringify, which could not write them itself.
 */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, objects]) => `${DEEP}${depth}:${objects ? 'o' : 'a'}${DEEP}`);

const DEEP_MARKER = new RegExp(`"${DEEP}(\\d+):([oa])${DEEP}"`, 'g');

/** JSON text with every deep-nesting marker replaced by the nesting it stands for. */
export function nestedJson(text: string): string {
  return text.replace(DEEP_MARKER, (_whole, depth: string, kind: string) => {
    const [open, close] = kind === 'o' ? ['{"a":', '}'] : ['[', ']'];
    return `${open.repeat(Number(depth))}1${close.repeat(Number(depth))}`;
  });
}

/** Any JSON value of the wrong kind for almost any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [''], { $gt: '' }, JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { prototype: { x: 1 } } }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 10 }), { minLength: 1000, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 5 }) },
  { weight: 1, arbitrary: deepNesting },
);

/** Names of fields no DTO has, some of them dangerous to an object merge. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'created_at', 'isAdmin', 'role', 'search_vector', '', ' ', 'a'.repeat(5000), 'title\u0000'),
  fc.string({ minLength: 1, maxLength: 20 }),
);
