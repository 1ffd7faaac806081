import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomUtils, parseDocument } from 'htmlparser2';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';
const KATEX_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('katex/package.json'), 'utf8')) as { version: string }).version;
const KATEX_CSS = `/assets/katex-${KATEX_VERSION}/katex.min.css`;
const CODE_CSS = '/code-highlight.css';

const MATHS = 'Euler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n';
const CODE = '```ts\nconst answer: number = 42;\n```\n';
const PLAIN_CODE = '```\nno language named\n```\n\nAnd `inline code`.';

const katexFont = (name: string) => `/assets/katex-${KATEX_VERSION}/fonts/${name}.woff2`;

const links = (html: string, rel: string) =>
  DomUtils.findAll((element) => element.name === 'link' && element.attribs.rel === rel, parseDocument(html).children);

/** The stylesheets a page links, in order. */
const stylesheets = (html: string) => links(html, 'stylesheet').map((link) => link.attribs.href!);

/** The fonts a page preloads, in order. */
const fontPreloads = (html: string) =>
  links(html, 'preload')
    .filter((link) => link.attribs.as === 'font' && link.attribs.type === 'font/woff2' && 'crossorigin' in link.attribs)
    .map((link) => link.attribs.href!);

describe("a post's own stylesheets: KaTeX's only with maths, the code colours only with highlighted code", () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;

  const write = async (title: string, content_text: string, extra: object = {}) =>
    (await folio.http().post('/api/posts').set(bearer()).send({ title, content_text, ...extra }).expect(201)).body as { id: string; slug: string };
  const page = async (route: string) => {
    const response = await folio.http().get(route).expect(200);
    return response.text;
  };

  beforeAll(async () => {
    // KaTeX's files as the web app's build writes them (frontend/vite.config.ts, katexAssets).
    const katexDir = path.join(build.dir, 'assets', `katex-${KATEX_VERSION}`);
    mkdirSync(path.join(katexDir, 'fonts'), { recursive: true });
    writeFileSync(path.join(katexDir, 'katex.min.css'), '.katex{font:normal 1.21em KaTeX_Main}');
    writeFileSync(path.join(katexDir, 'fonts', 'KaTeX_Main-Regular.woff2'), Buffer.from('wOF2'));
    writeFileSync(path.join(build.dir, 'code-highlight.css'), '.hl-1{color:#6e7781}');
    folio = await startTestApp({ env: { FRONTEND_DIST: build.dir, SITE_URL } });
  });

  afterAll(async () => {
    await folio.close();
    build.remove();
  });

  it("a post with maths links KaTeX's stylesheet, and not the code colours", async () => {
    const post = await write('Maths only', MATHS);
    expect(stylesheets(await page(`/blog/${post.slug}`))).toEqual([KATEX_CSS]);
    expect(stylesheets(await page(`/stories/${post.slug}`))).toEqual([KATEX_CSS]);
    // The fonts its formulas are drawn in come with it, so that the text does not move when they arrive.
    expect(fontPreloads(await page(`/blog/${post.slug}`))).toEqual(['KaTeX_Main-Regular', 'KaTeX_Math-Italic', 'KaTeX_Size2-Regular'].map(katexFont));
  });

  it('a post with highlighted code links the code colours, and not KaTeX', async () => {
    const post = await write('Code only', CODE);
    expect(stylesheets(await page(`/blog/${post.slug}`))).toEqual([CODE_CSS]);
  });

  it('a post with both links both; one with neither, or only plain code, links none', async () => {
    const both = await write('Code and maths', `${CODE}\n${MATHS}`);
    expect(stylesheets(await page(`/blog/${both.slug}`))).toEqual([CODE_CSS, KATEX_CSS]);
    const plain = await write('Plain words', 'Only words, and a price of $5 and $10.');
    expect(stylesheets(await page(`/blog/${plain.slug}`))).toEqual([]);
    expect(fontPreloads(await page(`/blog/${plain.slug}`))).toEqual([]);
    const plainCode = await write('Plain code', PLAIN_CODE);
    expect(stylesheets(await page(`/blog/${plainCode.slug}`))).toEqual([]);
  });

  it('pages and share links follow the same rule', async () => {
    const about = await write('About the maths', MATHS, { type: 'page' });
    expect(stylesheets(await page(`/${about.slug}`))).toEqual([KATEX_CSS]);
    const draft = await write('Draft with code', CODE, { status: 'draft' });
    const link = (await folio.http().post(`/api/posts/${draft.id}/share-links`).set(bearer()).send({}).expect(201)).body as { url: string };
    expect(stylesheets(await page(new URL(link.url).pathname))).toEqual([CODE_CSS]);
  });

  it('an edit that removes the maths drops the link', async () => {
    const post = await write('Maths for now', MATHS);
    expect(stylesheets(await page(`/blog/${post.slug}`))).toEqual([KATEX_CSS]);
    await folio.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ content_text: 'No formula left.' }).expect(200);
    expect(stylesheets(await page(`/blog/${post.slug}`))).toEqual([]);
  });

  it("serves KaTeX's stylesheet and fonts cached for good, the code colours for an hour", async () => {
    const css = await folio.http().get(KATEX_CSS).expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toMatch(/immutable/);
    const font = await folio.http().get(`/assets/katex-${KATEX_VERSION}/fonts/KaTeX_Main-Regular.woff2`).expect(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toMatch(/immutable/);
    const colours = await folio.http().get(CODE_CSS).expect(200);
    expect(colours.headers['content-type']).toMatch(/^text\/css/);
    expect(colours.headers['cache-control']).toMatch(/max-age=3600/);
  });
});
