import { describe, expect, it } from '@jest/globals';
import querystring from 'node:querystring';
import { postAddressOf } from './micropub-addresses.js';
import { MicropubError } from './micropub-error.js';
import { flattenMultipartFields, formCommand, jsonCommand } from './micropub-request.js';

/** A form body as the body reader parses it. */
const form = (body: string) => ({ ...querystring.parse(body) });


describe('form-encoded requests', () => {
  it('reads an h-entry with category[] (W3C Micropub example 26), leaving out the token and h', () => {
    const body = form('h=entry&content=My+favorite+of+the+%23quantifiedself+trackers&category[]=quantifiedself&category[]=api&access_token=secret');
    expect(formCommand(body)).toEqual({ action: 'create', properties: { content: ['My favorite of the #quantifiedself trackers'], category: ['quantifiedself', 'api'] } });
  });

  it('reads content[html] and content[markdown] as formatted content', () => {
    expect(formCommand(form('h=entry&content[html]=%3Cb%3Ehi%3C%2Fb%3E'))).toEqual({ action: 'create', properties: { content: [{ html: '<b>hi</b>' }] } });
    expect(formCommand(form('content[markdown]=**hi**'))).toEqual({ action: 'create', properties: { content: [{ markdown: '**hi**' }] } });
    expect(() => formCommand(form('content=a&content[html]=b'))).toThrow(/content is sent twice/);
  });

  it('reads delete and undelete, and refuses an update, an unknown action, another type and nested fields', () => {
    expect(formCommand(form('action=delete&url=https%3A%2F%2Fblog.example%2Fblog%2Fa'))).toEqual({ action: 'delete', url: 'https://blog.example/blog/a' });
    expect(formCommand(form('action=undelete&url=https://blog.example/blog/a'))).toEqual({ action: 'undelete', url: 'https://blog.example/blog/a' });
    expect(() => formCommand(form('action=update&url=x'))).toThrow(MicropubError);
    expect(() => formCommand(form('action=update&url=x'))).toThrow(/Send an update as JSON/);
    expect(() => formCommand(form('action=publish&url=x'))).toThrow(/Unknown action "publish"/);
    expect(() => formCommand(form('h=event&name=Party'))).toThrow(/h-event cannot be created/);
    expect(() => formCommand(form('h=entry&location[lat]=1'))).toThrow(/Nested form fields are not understood: location\[lat\]/);
  });

  it('adds multipart files to the photo URLs, and reads multer\'s nested fields as a form\'s', () => {
    const file = { file: { path: '/tmp/x', size: 3, originalname: 'x.jpg', mimetype: 'image/jpeg' } };
    const fields = flattenMultipartFields({ h: 'entry', content: { html: '<p>x</p>' }, category: ['a', 'b'], photo: 'https://img.example/1.jpg' });
    expect(formCommand(fields, [file])).toEqual({
      action: 'create',
      properties: { content: [{ html: '<p>x</p>' }], category: ['a', 'b'], photo: ['https://img.example/1.jpg', file] },
    });
  });
});

describe('JSON requests', () => {
  it('reads an h-entry (example 30) and an update with replace, add and delete (examples 12-16)', () => {
    expect(jsonCommand({ type: ['h-entry'], properties: { name: ['Itching'], content: [{ html: '<p>x</p>' }] } })).toEqual({
      action: 'create',
      properties: { name: ['Itching'], content: [{ html: '<p>x</p>' }] },
    });
    expect(jsonCommand({ action: 'update', url: 'https://blog.example/blog/a', replace: { content: ['hello moon'] }, add: { category: ['foo'] }, delete: ['summary'] })).toEqual({
      action: 'update',
      url: 'https://blog.example/blog/a',
      replace: { content: ['hello moon'] },
      add: { category: ['foo'] },
      delete: ['summary'],
    });
  });

  it('refuses values that are not lists, other types, unknown keys and an update with nothing to do', () => {
    expect(() => jsonCommand({ type: ['h-entry'], properties: { content: 'hello' } })).toThrow(/properties.content must be a list/);
    expect(() => jsonCommand({ type: ['h-card'], properties: {} })).toThrow(/h-card cannot be created/);
    expect(() => jsonCommand({ type: ['h-entry'], properties: {}, extra: 1 })).toThrow(/not extra/);
    expect(() => jsonCommand({ action: 'update', url: 'https://blog.example/blog/a' })).toThrow(/needs replace, add or delete/);
    expect(() => jsonCommand({ action: 'update', url: 'https://blog.example/blog/a', delete: [1] })).toThrow(/delete must list property names/);
    expect(() => jsonCommand([])).toThrow(/must be a JSON object/);
  });
});

describe('postAddressOf', () => {
  it('reads a post\'s and a page\'s address on the site, and refuses another site\'s', () => {
    expect(postAddressOf('https://blog.example/blog/Caf%C3%A9-2/', 'https://blog.example')).toEqual({ slug: 'café-2', type: 'post' });
    expect(postAddressOf('https://blog.example/about', 'https://blog.example')).toEqual({ slug: 'about', type: 'page' });
    expect(() => postAddressOf('https://other.example/blog/a', 'https://blog.example')).toThrow(/not the address of a post on this site/);
    expect(() => postAddressOf('/blog/a', 'https://blog.example')).toThrow(/must be an absolute URL/);
  });
});
