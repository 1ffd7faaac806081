import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { InputValidationPipe, MAX_INPUT_DEPTH, unsafeInput } from './input-validation.pipe.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
}

describe('unsafeInput', () => {
  it('lets ordinary input through', () => {
    expect(unsafeInput({ title: 'A walk', tags: ['sea', 'sun'], cover: null, n: 3 })).toBeUndefined();
    expect(unsafeInput(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(unsafeInput('a\u0001b\u007f', 'idOrSlug', 'the param')).toBeUndefined();
  });

  it('names the field that holds a NUL character', () => {
    expect(unsafeInput({ title: 'a\u0000' })).toBe('title must not contain NUL characters');
    expect(unsafeInput({ tags: ['ok', 'x\u0000'] })).toBe('tags[1] must not contain NUL characters');
    expect(unsafeInput({ a: { b: '\u0000' } })).toBe('a.b must not contain NUL characters');
    expect(unsafeInput('\u0000', 'idOrSlug', 'the param')).toBe('idOrSlug must not contain NUL characters');
    expect(unsafeInput({ ['x\u0000']: 1 })).toBe('the body must not have a field name with a NUL character');
  });

  it('refuses nesting past the limit without recursing (a stack overflow was a 500)', () => {
    expect(unsafeInput(nested(MAX_INPUT_DEPTH + 1))).toBe(`the body must not nest deeper than ${MAX_INPUT_DEPTH} levels`);
    expect(unsafeInput({ deep: nested(200_000) })).toBe(`the body must not nest deeper than ${MAX_INPUT_DEPTH} levels`);
  });
});

describe('InputValidationPipe', () => {
  const pipe = new InputValidationPipe();

  it('answers unsafe body, query and path input with a 400', async () => {
    await expect(pipe.transform({ q: 'a\u0000' }, { type: 'query' })).rejects.toThrow(new BadRequestException('q must not contain NUL characters'));
    await expect(pipe.transform('a\u0000', { type: 'param', data: 'id' })).rejects.toThrow('id must not contain NUL characters');
    await expect(pipe.transform(nested(100), { type: 'body' })).rejects.toBeInstanceOf(BadRequestException);
  });

  it('leaves custom parameters (the upload, the caller) alone', async () => {
    await expect(pipe.transform({ buffer: Buffer.from([0]), originalname: 'a\u0000' }, { type: 'custom' })).resolves.toBeDefined();
  });
});
