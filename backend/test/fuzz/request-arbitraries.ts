import fc from 'fast-check';
import zlib from 'node:zlib';
import { backtrackingText, extraKey, hostileNumber, hostileString, hostileValue, INVALID_UTF8, nestedJson, RAW_BYTES_MARKER } from './hostile-values.js';
import { fillPath, type Operation, type Parameter, type Schema } from './openapi-operations.js';
import type { RawRequest } from './raw-http.js';

/** Real files the upload endpoint may be given, made once per run by the image factory. */
export interface SampleFiles {
  valid: Buffer[];
  broken: Buffer[];
  /** Over the 5 MB limit: costly, so drawn rarely. */
  oversized: Buffer;
}

export type TokenMode =
  | 'none'
  | 'admin'
  | 'admin-lowercase-scheme'
  | 'wrong-same-length'
  | 'wrong-other-length'
  | 'basic'
  | 'bearer-empty'
  | 'query-token'
  | 'query-access-token';

const EXISTING = '\uE002';

/** Stands for a value of a row that exists when the request is sent (the first one). */
export function existingMarker(table: 'posts' | 'images', column: 'id' | 'path'): string {
  return `${EXISTING}${table}.${column}${EXISTING}`;
}

// Matched in the body's bytes read as latin1, so that the invalid UTF-8 around it stays as it is.
const EXISTING_LATIN1 = Buffer.from(EXISTING).toString('latin1');
const EXISTING_MARKER = new RegExp(`${EXISTING_LATIN1}(posts|images)\\.(id|path)${EXISTING_LATIN1}`, 'g');

/** A path parameter: an id that exists now (the n-th one), or these bytes as they are. */
export type PathValue = { existing: 'posts' | 'images'; pick: number } | { raw: string };

export interface BodyCase {
  label: string;
  bytes: Buffer;
  contentType?: string;
  contentEncoding?: string;
}

/** One fuzzed request, printed briefly when fast-check reports it. */
export class FuzzCase {
  constructor(
    readonly operation: Operation,
    readonly token: TokenMode,
    readonly pathValues: Record<string, PathValue>,
    readonly query: string[],
    readonly body: BodyCase | undefined,
    readonly headers: Record<string, string>,
  ) {}

  toRequest(
    adminToken: string,
    existing: (table: 'posts' | 'images', pick: number) => string | undefined,
    clientAddress: string,
    existingPath: () => string | undefined = () => undefined,
  ): RawRequest {
    const values = Object.fromEntries(
      Object.entries(this.pathValues).map(([name, value]) => [
        name,
        'raw' in value ? value.raw : (existing(value.existing, value.pick) ?? '00000000-0000-4000-8000-000000000000'),
      ]),
    );
    const query = [...this.query];
    if (this.token === 'query-token') query.push(`token=${encodeComponent(adminToken)}`);
    if (this.token === 'query-access-token') query.push(`access_token=${encodeComponent(adminToken)}`);
    const headers: Record<string, string> = { 'X-Forwarded-For': clientAddress, ...this.headers };
    const authorization = authorizationFor(this.token, adminToken);
    if (authorization !== undefined) headers.Authorization = authorization;
    if (this.body?.contentType !== undefined) headers['Content-Type'] = this.body.contentType;
    if (this.body?.contentEncoding !== undefined) headers['Content-Encoding'] = this.body.contentEncoding;
    let body = this.body?.bytes;
    if (body?.includes(EXISTING)) {
      body = Buffer.from(
        body.toString('latin1').replace(EXISTING_MARKER, (_whole, table: 'posts' | 'images', column: string) =>
          (column === 'path' ? existingPath() : existing(table, 0)) ?? 'none',
        ),
        'latin1',
      );
    }
    return {
      method: this.operation.method.toUpperCase(),
      path: fillPath(this.operation.path, values) + (query.length ? `?${query.join('&')}` : ''),
      headers,
      body,
    };
  }

  describe(): string {
    const values = Object.entries(this.pathValues).map(([name, value]) => `${name}=${'raw' in value ? short(value.raw) : `<existing ${value.existing} #${value.pick}>`}`);
    const body = this.body
      ? `body ${this.body.label} (${this.body.bytes.length} bytes, ${this.body.contentType ?? 'no content type'}${this.body.contentEncoding ? `, ${this.body.contentEncoding}` : ''}): ${short(this.body.bytes.toString('latin1'))}`
      : 'no body';
    return [`${this.operation.method.toUpperCase()} ${this.operation.path}`, `token ${this.token}`, ...values, `query ${short(this.query.join('&')) || '-'}`, body, Object.keys(this.headers).length ? `headers ${short(JSON.stringify(this.headers))}` : '']
      .filter(Boolean)
      .join(' | ');
  }

  [fc.toStringMethod](): string {
    return this.describe();
  }
}

function short(text: string, max = 160): string {
  const printable = JSON.stringify(text).slice(1, -1);
  return printable.length > max ? `${printable.slice(0, max)}… (${text.length} chars)` : printable;
}

function authorizationFor(mode: TokenMode, token: string): string | undefined {
  switch (mode) {
    case 'admin':
      return `Bearer ${token}`;
    case 'admin-lowercase-scheme':
      return `bearer ${token}`;
    case 'wrong-same-length':
      return `Bearer ${'x'.repeat(token.length)}`;
    case 'wrong-other-length':
      return `Bearer ${token}0`;
    case 'basic':
      return `Basic ${Buffer.from(`admin:${token}`).toString('base64')}`;
    case 'bearer-empty':
      return 'Bearer ';
    default:
      return undefined;
  }
}

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates included, which encodeURIComponent refuses). */
export function encodeComponent(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

const tokenMode: fc.Arbitrary<TokenMode> = fc.oneof(
  { weight: 10, arbitrary: fc.constant<TokenMode>('admin') },
  { weight: 4, arbitrary: fc.constant<TokenMode>('none') },
  {
    weight: 6,
    arbitrary: fc.constantFrom<TokenMode>('admin-lowercase-scheme', 'wrong-same-length', 'wrong-other-length', 'basic', 'bearer-empty', 'query-token', 'query-access-token'),
  },
);

// ---------------------------------------------------------------------------------------------
// Values that fit a schema, as a client that follows the document would send them

export function validValue(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  const value = validValueOfType(schema, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

// Built once: fast-check checks a string arbitrary against its list of tricky strings as it is built,
// which took about 100 ms for each of these, per operation.
const SLUG_LIKE_WORDS = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/);
const SLUG_SHAPED = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);

function validValueOfType(schema: Schema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  // A body field that names a stored row: sometimes one that exists, filled in when the request is sent.
  if (name === 'path' && schema.type === 'string') return fc.oneof(fc.constant(existingMarker('images', 'path')), fc.string({ maxLength: 70 }));
  if (name === 'id' && schema.format === 'uuid') return fc.oneof(fc.constant(existingMarker('images', 'id')), fc.uuid());
  const example = (schema as { example?: unknown }).example;
  if (example !== undefined && typeof example !== 'object') {
    return fc.oneof({ weight: 2, arbitrary: fc.constant(example) }, { weight: 1, arbitrary: validValueOfType({ ...schema, example: undefined } as Schema, name) });
  }
  if (Array.isArray(example)) return fc.oneof(fc.constant(example), fc.array(validValue(schema.items ?? { type: 'string' }), { maxLength: 3 }));
  if (schema.oneOf?.length) return fc.oneof(...schema.oneOf.map((part) => validValue(part, name)));
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const step = schema.multipleOf ?? 1;
      const min = Math.ceil((schema.minimum ?? 0) / step);
      const max = Math.floor((schema.maximum ?? Math.max(schema.minimum ?? 0, 1000)) / step);
      return fc.integer({ min, max }).map((value) => value * step);
    }
    case 'array':
      return fc.array(validValue(schema.items ?? { type: 'string' }), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
    case undefined:
      // A number the Swagger plugin could not type comes out as an object with a range.
      if (!schema.properties && (schema.minimum !== undefined || schema.maximum !== undefined)) return validValueOfType({ ...schema, type: 'integer' }, name);
      // `string | null` comes out as a nullable object with a length.
      if (!schema.properties && schema.maxLength !== undefined) return validValueOfType({ ...schema, type: 'string' }, name);
      if (schema.properties) {
        const required = new Set(schema.required ?? []);
        return fc.record(
          Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, validValue(value, key)])),
          { requiredKeys: [...required] },
        );
      }
      return schema.type === 'object' ? fc.constant({}) : fc.string({ maxLength: 20 });
    case 'string':
    default:
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      // Long text fields get long text, in patterns that are slow to parse if a parser is quadratic.
      if ((schema.maxLength ?? 0) >= 10_000) return fc.oneof(fc.string({ minLength: 1, maxLength: 200 }), backtrackingText(schema.maxLength!));
      // Mostly words a validator accepts (they fit a slug too), so that requests get past validation.
      return fc.oneof(
        { weight: 3, arbitrary: SLUG_LIKE_WORDS },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40) }) },
      );
  }
}

// ---------------------------------------------------------------------------------------------
// JSON bodies

type Json = Record<string, unknown>;

function withKey(object: unknown, key: string, value: unknown): unknown {
  const copy: Json = object && typeof object === 'object' && !Array.isArray(object) ? { ...(object as Json) } : {};
  // defineProperty, so that `__proto__` becomes a key of the JSON rather than the prototype.
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withoutKey(object: unknown, key: string): unknown {
  if (!object || typeof object !== 'object') return object;
  const { [key]: _dropped, ...rest } = object as Json;
  return rest;
}

/** Mutations of a valid body: a field missing, of the wrong type, an array for a scalar, fields no DTO has, or no object at all. */
function jsonValue(schema: Schema): fc.Arbitrary<{ label: string; value: unknown }> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = validValue(schema);
  const someKey = keys.length ? fc.constantFrom(...keys) : extraKey;
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value) => ({ label: 'valid', value })) },
    { weight: 2, arbitrary: fc.tuple(valid, someKey).map(([value, key]) => ({ label: `without ${key}`, value: withoutKey(value, key) })) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, someKey, hostileValue).map(([value, key, bad]) => ({ label: `hostile ${key}`, value: withKey(value, key, bad) })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, someKey, validValue(schema)).map(([value, key, other]) => ({
        label: `array for ${key}`,
        value: withKey(value, key, [(other as Json)?.[key] ?? 1, (value as Json)?.[key] ?? 2]),
      })),
    },
    { weight: 2, arbitrary: fc.tuple(valid, extraKey, hostileValue).map(([value, key, bad]) => ({ label: `extra ${key.slice(0, 20)}`, value: withKey(value, key, bad) })) },
    { weight: 2, arbitrary: hostileValue.map((value) => ({ label: 'not an object', value })) },
  );
}

let gzipBomb: Buffer | undefined;
/** 50 MB of spaces in 50 KB of gzip: the parser must stop at its limit, not inflate it all. */
function gzipBombBytes(): Buffer {
  gzipBomb ??= zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20), { level: 9 });
  return gzipBomb;
}

type ByteMutation = { label: string; apply: (bytes: Buffer, random: number) => { bytes: Buffer; contentEncoding?: string } };

const BYTE_MUTATIONS: ByteMutation[] = [
  { label: 'as is', apply: (bytes) => ({ bytes }) },
  { label: 'cut short', apply: (bytes, random) => ({ bytes: bytes.subarray(0, Math.floor(random * bytes.length)) }) },
  {
    label: 'a raw control byte inside',
    apply: (bytes, random) => {
      const at = Math.floor(random * bytes.length);
      return { bytes: Buffer.concat([bytes.subarray(0, at), Buffer.from([random > 0.5 ? 0x00 : 0x01]), bytes.subarray(at)]) };
    },
  },
  { label: 'byte order mark first', apply: (bytes) => ({ bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) }) },
  { label: 'trailing garbage', apply: (bytes) => ({ bytes: Buffer.concat([bytes, Buffer.from('}{"x":1}\u0000')]) }) },
  { label: 'a key twice', apply: (bytes) => ({ bytes: bytes[0] === 0x7b ? Buffer.concat([Buffer.from('{"title":1,"enabled":"no","id":null,'), bytes.subarray(1)]) : bytes }) },
  { label: 'JavaScript, not JSON', apply: () => ({ bytes: Buffer.from("{enabled: true, 'title': NaN, /* c */ x: undefined}") }) },
  { label: 'empty', apply: () => ({ bytes: Buffer.alloc(0) }) },
  { label: 'over 2 MB of whitespace', apply: (bytes) => ({ bytes: Buffer.concat([bytes, Buffer.alloc(2 * 1024 * 1024 + 10, 0x20)]) }) },
  { label: 'gzip', apply: (bytes) => ({ bytes: zlib.gzipSync(bytes), contentEncoding: 'gzip' }) },
  { label: 'gzip bomb', apply: () => ({ bytes: gzipBombBytes(), contentEncoding: 'gzip' }) },
  { label: 'not gzip', apply: (bytes) => ({ bytes, contentEncoding: 'gzip' }) },
  { label: 'unknown encoding', apply: (bytes) => ({ bytes, contentEncoding: 'x-fuzz' }) },
  { label: 'brotli garbage', apply: (bytes) => ({ bytes, contentEncoding: 'br' }) },
];

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
  ';;;',
  'application/json; boundary="',
];

/** JSON text with a raw-bytes marker turned into real invalid UTF-8. */
function jsonBytes(value: unknown, invalid: Buffer): Buffer {
  const text = nestedJson(JSON.stringify(value) ?? 'undefined');
  const parts = text.split(RAW_BYTES_MARKER);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [Buffer.from(part)] : [invalid, Buffer.from(part)])));
}

/** A body the urlencoded parser reads, from the same value: nested brackets, repeats, and too many parameters. */
function urlencodedBytes(value: unknown, random: number): Buffer {
  const pairs = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Json) : [['value', value] as const];
  const encoded = pairs.map(([key, item]) => `${encodeComponent(key)}=${encodeComponent(typeof item === 'string' ? item : JSON.stringify(item) ?? '')}`);
  if (random < 0.2) encoded.push('a[b][c][d][e][f][g][h][i][j][k]=1', 'enabled[]=true&enabled[]=false', '__proto__[admin]=1');
  else if (random < 0.3) encoded.push(Array.from({ length: 1500 }, (_, index) => `p${index}=1`).join('&'));
  return Buffer.from(encoded.join('&'));
}

/** Bodies of the schema's shape, mostly in `contentType` (JSON, or a form: the same fields urlencoded), now and then in another. */
export function jsonBody(schema: Schema, contentType: 'application/json' | 'application/x-www-form-urlencoded' = 'application/json'): fc.Arbitrary<BodyCase> {
  return fc
    .tuple(
      jsonValue(schema),
      fc.oneof({ weight: 7, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.integer({ min: 0, max: BYTE_MUTATIONS.length - 1 }) }),
      fc.oneof({ weight: 8, arbitrary: fc.constant<string | undefined>(contentType) }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
      fc.constantFrom(...INVALID_UTF8),
      fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    )
    .map(([{ label, value }, mutation, contentType, invalid, random]) => {
      if (contentType === 'application/x-www-form-urlencoded') {
        return { label: `${label}, urlencoded`, bytes: urlencodedBytes(value, random), contentType };
      }
      const { label: how, apply } = BYTE_MUTATIONS[mutation]!;
      const { bytes, contentEncoding } = apply(jsonBytes(value, invalid), random);
      return { label: `${label}, ${how}`, bytes, contentType, contentEncoding };
    });
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies (the upload)

interface Part {
  name: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

function multipartBytes(boundary: string, parts: Part[], ending: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`), part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(ending.replace('BOUNDARY', boundary)));
  return Buffer.concat(chunks);
}

export function multipartBody(files: SampleFiles): fc.Arbitrary<BodyCase> {
  const fileBytes = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...files.valid) },
    { weight: 3, arbitrary: fc.constantFrom(...files.broken) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...files.valid), fc.double({ min: 0, max: 1, noNaN: true })).map(([bytes, at]) => bytes.subarray(0, Math.floor(at * bytes.length))) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
  const filename = fc.oneof(
    fc.constantFrom('photo.jpg', 'a.png', '../../../etc/passwd', '..\\..\\x.png', '/etc/shadow', 'a\u0000.png', '.htaccess', 'x'.repeat(300), 'photo.php.jpg', '\u202egnp.exe', ''),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
  const part: fc.Arbitrary<Part> = fc.record(
    {
      name: fc.oneof({ weight: 6, arbitrary: fc.constant('image') }, { weight: 2, arbitrary: fc.constantFrom('file', 'images', 'image[]', '', 'IMAGE') }, { weight: 1, arbitrary: hostileString.filter((text) => !/["\r\n]/.test(text) && text.length < 300) }),
      filename: fc.option(filename.map((name) => name.replace(/["\r\n]/g, '_')), { nil: undefined, freq: 8 }),
      type: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', 'image/svg+xml', 'multipart/mixed'), { nil: undefined }),
      bytes: fileBytes,
    },
    { requiredKeys: ['name', 'bytes'] },
  );
  const textField: fc.Arbitrary<Part> = fc.record({ name: fc.constantFrom('alt', 'title', 'image', 'x'.repeat(200), 'path'), bytes: hostileString.map((text) => Buffer.from(text.slice(0, 70_000))) });
  const oneImage: fc.Arbitrary<Part[]> = fc
    .tuple(fc.constantFrom(...files.valid, ...files.broken), filename, fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'))
    .map(([bytes, name, type]) => [{ name: 'image', filename: name.replace(/["\r\n]/g, '_') || 'x', type, bytes }]);
  return fc
    .tuple(
      fc.oneof(oneImage, fc.array(part, { minLength: 0, maxLength: 3 })),
      fc.oneof({ weight: 4, arbitrary: fc.constant<Part[]>([]) }, { weight: 1, arbitrary: fc.array(textField, { maxLength: 12 }) }),
      fc.oneof({ weight: 8, arbitrary: fc.constant('--BOUNDARY--\r\n') }, { weight: 1, arbitrary: fc.constantFrom('', '--BOUNDARY', '--other--\r\n', '\r\n\r\n') }),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('multipart/form-data; boundary=BOUNDARY') },
        {
          weight: 2,
          arbitrary: fc.constantFrom<string | undefined>(undefined, 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=wrong', 'image/png', 'application/json', `multipart/form-data; boundary=${'b'.repeat(100)}`),
        },
      ),
      fc.oneof({ weight: 40, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    )
    .map(([parts, fields, ending, contentType, oversized]) => {
      const boundary = '----fuzz7MA4YWxkTrZu0gW';
      const all = [...fields, ...(oversized ? [{ name: 'image', filename: 'big.jpg', type: 'image/jpeg', bytes: files.oversized }] : parts)];
      const label = all.map((item) => `${item.name.slice(0, 20)}${item.filename !== undefined ? `(${item.filename.slice(0, 20)})` : ''}:${item.bytes.length}`).join(',') || 'no parts';
      return {
        label: `multipart ${label}${ending === '--BOUNDARY--\r\n' ? '' : ', bad ending'}`,
        bytes: multipartBytes(boundary, all, ending),
        contentType: contentType?.replace('BOUNDARY', boundary),
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Path and query

const UUID_SHAPED = fc.uuid().map((id) => ({ raw: id }));

const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%2F..%2Fopenapi.json',
  '%2e%2e%2f%2e%2e%2f',
  '%2e%2e',
  '..%5c..%5cwindows',
  '%00',
  'abc%00def',
  '00000000-0000-4000-8000-000000000000%00',
  '%',
  '%zz',
  '%c0%af',
  '%ff%fe',
  '%E0%A4%A',
  '%u002e%u002e',
  '%25',
  '%20',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  '{id}',
  ':id',
  '*',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000000040008000000000000000',
  "'%20OR%201=1--",
];

export function pathValue(parameter: Parameter): fc.Arbitrary<PathValue> {
  const table: 'posts' | 'images' = /image/i.test(parameter.name) ? 'images' : 'posts';
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 19 }).map((pick) => ({ existing: table, pick })) },
    { weight: 2, arbitrary: UUID_SHAPED },
    { weight: 2, arbitrary: fc.uuid().map((id) => ({ raw: id.toUpperCase() })) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map((raw) => ({ raw })) },
    { weight: 3, arbitrary: hostileString.map((text) => ({ raw: encodeComponent(text.slice(0, 3000)) })) },
    { weight: 1, arbitrary: fc.integer({ min: 2000, max: 12_000 }).map((length) => ({ raw: 'a'.repeat(length) })) },
    { weight: 2, arbitrary: SLUG_SHAPED.map((raw) => ({ raw })) },
  );
}

const RAW_QUERY_PIECES = ['%', '%zz', '%c0%af', '%00=%00', '=', '&&&', 'a=b=c', ';', '%E0%A4%A=1', 'page[]=1', 'page[x]=1', 'limit[]=5&limit[]=6', '__proto__=1', 'constructor[prototype][x]=1', 'status=draft&status=published', '+++=+++'];

function queryValue(parameter: Parameter): fc.Arbitrary<string[]> {
  const name = encodeComponent(parameter.name);
  const one = fc.oneof(
    { weight: 3, arbitrary: validValue(parameter.schema ?? { type: 'string' }).map((value) => encodeComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))) },
    { weight: 3, arbitrary: hostileString.map((text) => encodeComponent(text.slice(0, 5000))) },
    { weight: 2, arbitrary: hostileNumber.map((value) => encodeComponent(String(value))) },
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 4, arbitrary: one.map((value) => [`${name}=${value}`]) },
    // Duplicated: `?page=1&page=2`.
    { weight: 2, arbitrary: fc.array(one, { minLength: 2, maxLength: 4 }).map((values) => values.map((value) => `${name}=${value}`)) },
    { weight: 1, arbitrary: fc.constant<string[]>([name]) },
  );
}

export function queryArbitrary(operation: Operation): fc.Arbitrary<string[]> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const valid = fc
    .tuple(...declared.map((parameter) => fc.option(validValue(parameter.schema ?? { type: 'string' }), { nil: undefined })))
    .map((values) => values.flatMap((value, index) => (value === undefined || value === null ? [] : [`${encodeComponent(declared[index]!.name)}=${encodeComponent(String(value))}`])));
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: mutatedQuery(declared) });
}

function mutatedQuery(declared: Parameter[]): fc.Arbitrary<string[]> {
  return fc
    .tuple(
      fc.tuple(...declared.map(queryValue)),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<string[]>([]) },
        { weight: 2, arbitrary: fc.array(fc.constantFrom(...RAW_QUERY_PIECES), { minLength: 1, maxLength: 3 }) },
        { weight: 2, arbitrary: fc.tuple(extraKey, hostileString).map(([key, value]) => [`${encodeComponent(key.slice(0, 100))}=${encodeComponent(value.slice(0, 2000))}`]) },
        { weight: 1, arbitrary: fc.integer({ min: 6000, max: 20_000 }).map((length) => [`q=${'q'.repeat(length)}`]) },
      ),
    )
    .map(([values, extra]) => [...values.flat(), ...extra]);
}

const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { Accept: 'text/html' },
  { Accept: 'application/xml;q=1, */*;q=0' },
  { 'If-None-Match': `W/"${'x'.repeat(4000)}"` },
  { 'If-Modified-Since': 'not a date' },
  { Range: 'bytes=0-0,-1,5-' },
  { 'X-HTTP-Method-Override': 'DELETE' },
  { 'X-Forwarded-Proto': 'javascript' },
  { Origin: 'https://evil.example' },
  { 'Accept-Encoding': 'gzip;q=1e309, br' },
  { Cookie: `session=${'c'.repeat(3000)}` },
  { Expect: '100-continue' },
  { Expect: 'fuzz-expectation' },
  { 'Transfer-Encoding': 'gzip, chunked' },
  { 'Accept-Language': '\u00ff\u00fe' },
];

export function headersArbitrary(): fc.Arbitrary<Record<string, string>> {
  return fc.oneof({ weight: 8, arbitrary: fc.constant({}) }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_HEADERS) });
}

// ---------------------------------------------------------------------------------------------
// The whole request

/** Thrown when the document has an operation this fuzzer cannot generate requests for. */
export class NoGeneratorError extends Error {}

export function bodyArbitrary(operation: Operation, files: SampleFiles): fc.Arbitrary<BodyCase | undefined> {
  const content = operation.body?.content ?? {};
  const generators = Object.entries(content).map(([type, schema]) => {
    if (type === 'application/json' || type === 'application/x-www-form-urlencoded') return jsonBody(schema, type);
    if (type === 'multipart/form-data') return multipartBody(files);
    throw new NoGeneratorError(`${operation.id}: no generator for request bodies of type ${type}`);
  });
  // Operations without a body are still sent one now and then: a parser must not choke on it.
  const stray = jsonBody({ type: 'object', properties: { enabled: { type: 'boolean' } } });
  if (!generators.length) return fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: stray });
  return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: stray }, { weight: 10, arbitrary: fc.oneof(...generators) });
}

const printableAscii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

/** A header parameter (If-Match): usual values, odd ones and none at all; only characters a header may hold. */
const headerParameterValue: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom('"1"', '"2"', '*', 'W/"1"', '"1", "999"', '""', '"', 'W/', ',,,', '"x"'.repeat(300)) },
  { weight: 2, arbitrary: fc.string({ unit: printableAscii, maxLength: 300 }) },
);

/** The operation's header parameters, each sent or not. */
function headerParameters(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const names = operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
  return fc
    .tuple(...names.map(() => headerParameterValue))
    .map((values) => Object.fromEntries(names.flatMap((name, index) => (values[index] === undefined ? [] : [[name, values[index]!]]))));
}

export function requestArbitrary(operation: Operation, files: SampleFiles): fc.Arbitrary<FuzzCase> {
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query' && parameter.in !== 'header') {
      throw new NoGeneratorError(`${operation.id}: no generator for ${parameter.in} parameter ${parameter.name}`);
    }
  }
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const declared = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  for (const name of declared) {
    if (!pathParameters.some((parameter) => parameter.name === name)) throw new NoGeneratorError(`${operation.id}: path parameter ${name} is not described`);
  }
  const pathValues = fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathValue(parameter)])));
  return fc
    .tuple(tokenMode, pathValues, queryArbitrary(operation), bodyArbitrary(operation, files), headersArbitrary(), headerParameters(operation))
    .map(([token, values, query, body, headers, parameters]) => new FuzzCase(operation, token, values as Record<string, PathValue>, query, body, { ...headers, ...parameters }));
}
