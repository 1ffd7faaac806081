import { describe, expect, it } from '@jest/globals';
import { checkEmail } from './subscriber-email.js';

describe('checkEmail', () => {
  it.each([
    ['reader@example.com', 'reader@example.com'],
    ['  Reader@Example.COM\t', 'Reader@example.com'],
    ['first.last+blog@sub.example.co.uk', 'first.last+blog@sub.example.co.uk'],
    ['"quoted name"@example.org', '"quoted name"@example.org'],
    ['josé@example.es', 'josé@example.es'],
  ])('accepts %j as %j', (typed, email) => {
    expect(checkEmail(typed)).toEqual({ email });
  });

  it.each([
    [undefined, 'email is required'],
    [null, 'email is required'],
    [['a@example.com'], 'email is required'],
    ['   ', 'email is required'],
    ['reader', 'email must be an email address'],
    ['reader@localhost', 'email must be an email address'],
    ['reader@[127.0.0.1]', 'email must be an email address'],
    ['Reader <reader@example.com>', 'email must be an email address'],
    ['a@b@example.com', 'email must be an email address'],
    [`${'a'.repeat(64)}@${'b'.repeat(190)}.com`, 'email must be at most 254 characters'],
  ])('refuses %j', (typed, problem) => {
    expect((checkEmail(typed) as { problem: string }).problem).toMatch(new RegExp(`^${problem}`));
  });

  it('names the field it was given', () => {
    expect(checkEmail('nope', 'the address')).toEqual({ problem: 'the address must be an email address such as name@example.com' });
  });
});
