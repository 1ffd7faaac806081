import { type ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';

/** No DTO nests more than a few levels; a deeper input is an attack on the recursive transform. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What makes an input unfit to go further, in words, or undefined. Walks without recursion: the
 * input may be nested far deeper than the stack (class-transformer's recursive walk overflows).
 * A NUL character is refused because PostgreSQL cannot store it in text (it would answer 500).
 */
export function unsafeInput(value: unknown, name?: string, whole = 'the body'): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: name ?? '', depth: 0 }];
  while (pending.length) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return `${path || whole} must not contain NUL characters`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `${name ?? whole} must not nest deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000')) return `${path || whole} must not have a field name with a NUL character`;
      const itemPath = Array.isArray(current) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The one global pipe: refuses unsafe input (above) with a 400, then validates and transforms as
 * ValidationPipe does, whitelisting DTO fields and refusing unknown ones.
 */
@Injectable()
export class InputValidationPipe extends ValidationPipe {
  constructor() {
    super({ transform: true, whitelist: true, forbidNonWhitelisted: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = unsafeInput(value, metadata.data, metadata.type === 'body' ? 'the body' : `the ${metadata.type}`);
      if (problem) throw new BadRequestException(problem);
    }
    return super.transform(value, metadata);
  }
}
