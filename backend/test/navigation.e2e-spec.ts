import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Document, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { eventually } from './support/eventually.js';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { bearer, startReplicas, startTestApp, type TestApp } from './support/test-app.js';

const SPEC_LINKS = [
  { label: 'Home', url: '/' },
  { label: 'Stories', url: '/stories' },
  { label: 'Blog', url: '/blog' },
];
const DEFAULTS = { primary: SPEC_LINKS, footer: SPEC_LINKS };

const SAVED = {
  primary: [
    { label: 'Writing', url: '/blog' },
    { label: 'About <me> & "you"', url: '/about' },
    { label: 'Code', url: 'https://code.example.org/ada' },
  ],
  footer: [
    { label: 'Write to me', url: 'mailto:ada@example.org' },
    { label: 'Home', url: '/' },
  ],
};

interface DrawnLink {
  label: string;
  url: string | undefined;
  current?: string;
  rel?: string;
}

const elements = (doc: Document, test: (element: Element) => boolean) => DomUtils.findAll(test, doc.children);

/** The links of the nav landmark with this name, as a reader sees them. */
function drawnLinks(doc: Document, name: 'Main' | 'Footer'): DrawnLink[] {
  const nav = elements(doc, (element) => element.name === 'nav' && element.attribs['aria-label'] === name);
  expect(nav).toHaveLength(1);
  return DomUtils.findAll((element) => element.name === 'a', nav[0]!.children).map((link) => ({
    label: DomUtils.textContent(link),
    url: link.attribs.href,
    ...(link.attribs['aria-current'] ? { current: `${link.attribs['aria-current']} ${link.attribs.class}` } : {}),
    ...(link.attribs.rel ? { rel: link.attribs.rel } : {}),
  }));
}

const plain = (links: DrawnLink[]) => links.map(({ label, url }) => ({ label, url }));

function navigationJson(doc: Document): unknown {
  const blocks = elements(doc, (element) => element.name === 'script' && element.attribs.id === 'folio-navigation');
  return blocks.length ? JSON.parse(DomUtils.textContent(blocks[0]!)) : undefined;
}

describe('navigation', () => {
  const spa = temporaryFrontendBuild();
  let folio: TestApp;
  let post: { slug: string };

  const read = async () => (await folio.http().get('/api/navigation').expect(200)).body as unknown;
  const save = (body: unknown, app = folio) => app.http().put('/api/navigation').set(bearer()).send(body as object);
  const page = async (path: string, app = folio) => {
    const response = await app.http().get(path);
    return { status: response.status, doc: parseDocument(response.text) };
  };

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: spa.dir } });
    post = (await folio.http().post('/api/posts').set(bearer()).send({ title: 'A walk by the sea', content_text: 'Wet sand.' }).expect(201)).body;
  });
  afterAll(async () => {
    await folio?.close();
    spa.remove();
  });

  describe('the API', () => {
    it('answers the spec\'s links to anyone until the admin saves others', async () => {
      expect(await read()).toEqual(DEFAULTS);
    });

    it('is written by the admin only', async () => {
      await folio.http().put('/api/navigation').send(SAVED).expect(401);
      await folio.http().put('/api/navigation').set(bearer('not-the-token')).send(SAVED).expect(401);
      expect(await read()).toEqual(DEFAULTS);
    });

    it('saves both lists, labels trimmed, and answers them as GET does from then on', async () => {
      const padded = { ...SAVED, primary: SAVED.primary.map((link) => ({ ...link, label: `  ${link.label}\t` })) };
      const answer = await save(padded).expect(200);
      expect(answer.body).toEqual(SAVED);
      expect(await read()).toEqual(SAVED);
    });

    it('takes 60-character labels, 20 links and empty lists', async () => {
      const many = Array.from({ length: 20 }, (_, index) => ({ label: `${'é'.repeat(58)}${String(index).padStart(2, '0')}`, url: `/p${index}` }));
      expect((await save({ primary: many, footer: [] }).expect(200)).body).toEqual({ primary: many, footer: [] });
      await save(SAVED).expect(200);
    });

    const link = (changes: object) => ({ ...SAVED, primary: [SAVED.primary[0], { ...SAVED.primary[1], ...changes }] });
    const refusals: Array<[string, unknown, string]> = [
      ['a javascript: URL', link({ url: 'javascript:alert(1)' }), 'primary.1.url must be a path on this site starting with /, an absolute http(s) URL or a mailto: address'],
      ['a javascript: URL in capitals', link({ url: 'JAVASCRIPT:alert(1)' }), 'primary.1.url must be a path on this site'],
      ['a javascript: URL behind a space', link({ url: ' javascript:alert(1)' }), 'primary.1.url must not contain spaces or control characters'],
      ['a javascript: URL split by a tab', link({ url: 'java\tscript:alert(1)' }), 'primary.1.url must not contain spaces or control characters'],
      ['a data: URL', { ...SAVED, footer: [{ label: 'x', url: 'data:text/html,<script>alert(1)</script>' }] }, 'footer.0.url must be a path on this site'],
      ['a vbscript: URL', link({ url: 'vbscript:msgbox(1)' }), 'primary.1.url must be a path on this site'],
      ['a relative URL', link({ url: 'about' }), 'primary.1.url must be a path on this site'],
      ['a protocol-relative URL', link({ url: '//evil.example/x' }), 'primary.1.url must not contain // in its path'],
      ['a backslash', link({ url: '/\\evil.example' }), 'primary.1.url must not contain a backslash'],
      ['a URL that is no string', link({ url: 42 }), 'primary.1.url must be a string'],
      ['a label over 60 characters', link({ label: 'x'.repeat(61) }), 'primary.1.label must be at most 60 characters'],
      ['a blank label', link({ label: '   ' }), 'primary.1.label must not be blank'],
      ['a label that is no string', link({ label: ['Home'] }), 'primary.1.label must be a string'],
      ['21 links', { ...SAVED, footer: Array.from({ length: 21 }, () => SPEC_LINKS[0]) }, 'footer must have at most 20 links'],
      ['no footer', { primary: SAVED.primary }, 'footer must be a list of links'],
      ['a list that is no list', { ...SAVED, primary: 'Home' }, 'primary must be a list of links'],
      ['an unknown field', { ...SAVED, sidebar: [] }, 'property sidebar should not exist'],
      ['an unknown field in a link', link({ target: '_blank' }), 'primary.1.property target should not exist'],
    ];

    it.each(refusals)('refuses %s with a 400 naming the field, and changes nothing', async (_name, body, message) => {
      const answer = await save(body).expect(400);
      expect(([] as string[]).concat(answer.body.message)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
      expect(await read()).toEqual(SAVED);
    });

    it('refuses a link that is no object, naming its list', async () => {
      const answer = await save({ ...SAVED, primary: ['/blog'] }).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain('primary');
      expect(await read()).toEqual(SAVED);
    });
  });

  describe('the pages the server draws', () => {
    beforeAll(async () => {
      await save(SAVED).expect(200);
    });

    it.each([
      ['the home page', () => '/', undefined],
      ['the blog', () => '/blog', 'Writing'],
      ['an article', () => `/blog/${post.slug}`, 'Writing'],
      ['an address with no page', () => '/about/team', 'About <me> & "you"'],
    ])('show the saved links in %s\'s header and footer, the current section marked', async (_name, path, current) => {
      const { doc } = await page(path());
      expect(plain(drawnLinks(doc, 'Main'))).toEqual(SAVED.primary);
      expect(plain(drawnLinks(doc, 'Footer'))).toEqual(SAVED.footer);
      expect(drawnLinks(doc, 'Main').filter((link) => link.current).map((link) => [link.label, link.current])).toEqual(current ? [[current, 'page active']] : []);
      expect(drawnLinks(doc, 'Footer').some((link) => link.current)).toBe(false);
      // Links away from the site do not hand it their window.
      expect(drawnLinks(doc, 'Main')[2]!.rel).toBe('noopener');
      expect(drawnLinks(doc, 'Footer')[0]!.rel).toBe('noopener');
      expect(navigationJson(doc)).toEqual(SAVED);
    });

    it('give the SPA the navigation on the pages it draws alone', async () => {
      const { status, doc } = await page('/dashboard/settings');
      expect(status).toBe(200);
      expect(navigationJson(doc)).toEqual(SAVED);
    });

    it('show a change at once, on pages already drawn too', async () => {
      await page('/blog');
      const changed = { primary: [{ label: 'Notes', url: '/blog' }], footer: [{ label: 'Elsewhere', url: 'https://elsewhere.example' }] };
      await save(changed).expect(200);
      for (const path of ['/', '/blog', `/blog/${post.slug}`, '/nowhere']) {
        const { doc } = await page(path);
        expect([plain(drawnLinks(doc, 'Main')), plain(drawnLinks(doc, 'Footer'))]).toEqual([changed.primary, changed.footer]);
        expect(navigationJson(doc)).toEqual(changed);
      }
      await save(SAVED).expect(200);
    });

    it('keep the navigation from visitors while Coming Soon is on, as the other public reads', async () => {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
      try {
        await folio.http().get('/api/navigation').expect(503);
        expect((await folio.http().get('/api/navigation').set(bearer()).expect(200)).body).toEqual(SAVED);
        for (const path of ['/', '/blog', '/dashboard']) expect(navigationJson((await page(path)).doc)).toBeUndefined();
      } finally {
        await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
      }
    });
  });

  describe('on two replicas', () => {
    let replicas: Awaited<ReturnType<typeof startReplicas>>;
    const frontend = temporaryFrontendBuild();

    beforeAll(async () => {
      replicas = await startReplicas({ FRONTEND_DIST: frontend.dir });
    });
    afterAll(async () => {
      await replicas?.close();
      frontend.remove();
    });

    it('a save through one shows on the other\'s pages and API within a second', async () => {
      const { first, second } = replicas;
      // The second has drawn its pages and read the navigation: both are in its caches.
      expect(plain(drawnLinks((await page('/blog', second)).doc, 'Main'))).toEqual(SPEC_LINKS);
      expect(navigationJson((await page('/dashboard', second)).doc)).toEqual(DEFAULTS);
      expect((await second.http().get('/api/navigation').expect(200)).body).toEqual(DEFAULTS);

      await save(SAVED, first).expect(200);
      const shown = async () => {
        const [blog, dashboard, api] = await Promise.all([page('/blog', second), page('/dashboard', second), second.http().get('/api/navigation')]);
        const same = (value: unknown, expected: unknown) => JSON.stringify(value) === JSON.stringify(expected);
        return same(plain(drawnLinks(blog.doc, 'Footer')), SAVED.footer) && same(navigationJson(dashboard.doc), SAVED) && same(api.body, SAVED);
      };
      expect(await eventually(shown, 1_000)).toBe(true);
    });
  });
});
