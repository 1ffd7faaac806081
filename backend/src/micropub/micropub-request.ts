import { MicropubError } from './micropub-error.js';

/** A Micropub property: always a list of values (W3C Micropub 3.2, 3.3). */
export type Properties = Record<string, unknown[]>;

/** A file sent in a multipart create, standing in for a `photo` URL until it is stored. */
export interface PhotoFile {
  file: { path: string; size: number; originalname: string; mimetype: string };
}

export type MicropubCommand =
  | { action: 'create'; properties: Properties }
  | { action: 'update'; url: string; replace: Properties; add: Properties; delete: Properties | string[] }
  | { action: 'delete' | 'undelete'; url: string };

/** What each action needs of the token. */
export type MicropubScope = 'create' | 'update' | 'delete' | 'media';

export const scopeOf = (command: MicropubCommand): MicropubScope => (command.action === 'undelete' ? 'delete' : command.action);

const ACTIONS = ['update', 'delete', 'undelete'] as const;
/** Form keys that are the request's, not the entry's (3.2: access_token, h, action, url). */
const RESERVED = new Set(['access_token', 'h', 'action', 'url']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function oneString(value: unknown, name: string): string {
  const only = Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (typeof only !== 'string' || !only.trim()) throw MicropubError.invalid(`${name} must be one non-empty string`);
  return only.trim();
}

function action(value: unknown): (typeof ACTIONS)[number] {
  const name = oneString(value, 'action');
  if (!(ACTIONS as readonly string[]).includes(name)) throw MicropubError.invalid(`Unknown action "${name.slice(0, 40)}": Folio's Micropub endpoint knows ${ACTIONS.join(', ')}`);
  return name as (typeof ACTIONS)[number];
}

function entryType(value: unknown): void {
  const type = oneString(value ?? 'entry', 'h').replace(/^h-/, '');
  if (type !== 'entry') throw MicropubError.invalid(`Folio posts are h-entry: h-${type.slice(0, 40)} cannot be created`);
}

/**
 * A form-encoded (or multipart) body as Micropub reads it (3.2): `name` or `name[]` for a property's
 * values, `content[html]` and `content[markdown]` for formatted content. `files` are the multipart
 * photos. The token has been taken out already. Updates are JSON only (3.3).
 */
export function formCommand(body: Record<string, unknown>, files: PhotoFile[] = []): MicropubCommand {
  if (body.action !== undefined) {
    const name = action(body.action);
    if (name === 'update') throw MicropubError.invalid('Send an update as JSON (application/json), as W3C Micropub 3.3 says: a form cannot carry replace, add and delete');
    if (files.length) throw MicropubError.invalid(`A ${name} sends no files`);
    return { action: name, url: oneString(body.url, 'url') };
  }
  entryType(body.h);
  const properties: Properties = {};
  const nested: string[] = [];
  for (const [key, raw] of Object.entries(body)) {
    if (RESERVED.has(key)) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    const format = /^content\[(html|markdown)\]$/.exec(key)?.[1];
    const name = format ? 'content' : key.endsWith('[]') ? key.slice(0, -2) : key;
    if (!format && name.includes('[')) {
      nested.push(key);
      continue;
    }
    if (properties[name]) throw MicropubError.invalid(`${name} is sent twice (as ${name} and in another form): send it once`);
    properties[name] = format ? values.map((value) => ({ [format]: value })) : values;
  }
  if (nested.length) throw MicropubError.invalid(`Nested form fields are not understood: ${nested.slice(0, 10).join(', ')}. Send nested values as JSON`);
  if (files.length) properties.photo = [...(properties.photo ?? []), ...files];
  return { action: 'create', properties };
}

/**
 * multer reads `a[]` and `a[b]` into arrays and objects (append-field): back into the flat fields a
 * form-encoded body has, so that both read the same.
 */
export function flattenMultipartFields(body: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) flat[`${key}[]`] = value;
    else if (isRecord(value)) for (const [inner, innerValue] of Object.entries(value)) flat[`${key}[${inner}]`] = innerValue;
    else flat[key] = value;
  }
  return flat;
}

function propertiesOf(value: unknown, where: string): Properties {
  if (!isRecord(value)) throw MicropubError.invalid(`${where} must be an object of properties, each a list of values`);
  for (const [name, values] of Object.entries(value)) {
    if (!Array.isArray(values)) throw MicropubError.invalid(`${where}.${name} must be a list of values, even for one value`);
  }
  return value as Properties;
}

/** A JSON body (3.2, 3.3): `{ type: ["h-entry"], properties }`, or an action on `url`. */
export function jsonCommand(body: unknown): MicropubCommand {
  if (!isRecord(body)) throw MicropubError.invalid('The body must be a JSON object');
  if (body.action !== undefined) {
    const name = action(body.action);
    const url = oneString(body.url, 'url');
    if (name !== 'update') return { action: name, url };
    const known = new Set(['action', 'url', 'replace', 'add', 'delete']);
    const unknown = Object.keys(body).filter((key) => !known.has(key));
    if (unknown.length) throw MicropubError.invalid(`An update takes replace, add and delete; not ${unknown.slice(0, 10).join(', ')}`);
    if (body.replace === undefined && body.add === undefined && body.delete === undefined) {
      throw MicropubError.invalid('An update needs replace, add or delete');
    }
    const removal = body.delete;
    if (Array.isArray(removal) && !removal.every((name) => typeof name === 'string')) throw MicropubError.invalid('delete must list property names, or be an object of values to remove');
    return {
      action: 'update',
      url,
      replace: body.replace === undefined ? {} : propertiesOf(body.replace, 'replace'),
      add: body.add === undefined ? {} : propertiesOf(body.add, 'add'),
      delete: removal === undefined ? {} : Array.isArray(removal) ? (removal as string[]) : propertiesOf(removal, 'delete'),
    };
  }
  const type = body.type;
  if (!Array.isArray(type) || type.length !== 1 || typeof type[0] !== 'string') throw MicropubError.invalid('type must be a list of one type, e.g. ["h-entry"]');
  entryType(type[0]);
  const unknown = Object.keys(body).filter((key) => key !== 'type' && key !== 'properties');
  if (unknown.length) throw MicropubError.invalid(`An entry is { type, properties }; not ${unknown.slice(0, 10).join(', ')}`);
  return { action: 'create', properties: propertiesOf(body.properties ?? {}, 'properties') };
}
