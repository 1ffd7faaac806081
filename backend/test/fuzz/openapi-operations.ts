import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi.json');

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  multipleOf?: number;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/**
 * Who may call an operation, as its `security` says: `admin` needs the token; `optional` is open to
 * visitors but checks a token when one is sent (`[{ admin: [] }, {}]`); `public` has no requirement.
 */
export type Access = 'admin' | 'optional' | 'public';

export interface Operation {
  id: string;
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** As the document writes it: `/api/posts/{id}`. */
  path: string;
  access: Access;
  parameters: Parameter[];
  /** Media type → schema of the request body, when the operation takes one. */
  body?: { required: boolean; content: Record<string, Schema> };
  responses: string[];
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, unknown>>;
}

export function readDocument(): Document {
  return JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
}

function accessOf(security: RawOperation['security']): Access {
  if (!security?.length) return 'public';
  const anonymous = security.some((requirement) => Object.keys(requirement).length === 0);
  const admin = security.some((requirement) => 'admin' in requirement);
  if (!admin) throw new Error(`Unknown security requirement ${JSON.stringify(security)}`);
  return anonymous ? 'optional' : 'admin';
}

/** Every operation of openapi.json, its schemas with `$ref` and `allOf` resolved. */
export function readOperations(document: Document = readDocument()): Operation[] {
  const resolve = (schema: Schema | undefined, depth = 0): Schema => {
    if (!schema) return {};
    if (depth > 20) throw new Error('Schema nests too deep (a cycle?)');
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = document.components.schemas[name];
      if (!target) throw new Error(`Unresolved ${schema.$ref}`);
      return resolve(target, depth + 1);
    }
    const { allOf, ...rest } = schema;
    // `allOf: [{ $ref: Object }]` is how the Swagger plugin writes a number it could not type: it adds nothing.
    const parts = (allOf ?? []).map((part) => resolve(part, depth + 1)).filter((part) => part.type !== 'object' || Object.keys(part.properties ?? {}).length > 0);
    const merged = parts.reduce<Schema>((acc, part) => ({ ...part, ...acc }), rest);
    return {
      ...merged,
      items: merged.items && resolve(merged.items, depth + 1),
      oneOf: merged.oneOf?.map((part) => resolve(part, depth + 1)),
      properties: merged.properties && Object.fromEntries(Object.entries(merged.properties).map(([key, value]) => [key, resolve(value, depth + 1)])),
    };
  };
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      operations.push({
        id: raw.operationId,
        method: method as Operation['method'],
        path: route,
        access: accessOf(raw.security),
        parameters: (raw.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(parameter.schema) })),
        body: raw.requestBody && {
          required: raw.requestBody.required ?? false,
          content: Object.fromEntries(Object.entries(raw.requestBody.content).map(([type, media]) => [type, resolve(media.schema)])),
        },
        responses: Object.keys(raw.responses),
      });
    }
  }
  return operations;
}

/** `/api/posts/{id}` → `/api/posts/<value>` with each value already encoded for a URL path. */
export function fillPath(route: string, values: Record<string, string>): string {
  return route.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for path parameter ${name} of ${route}`);
    return value;
  });
}
