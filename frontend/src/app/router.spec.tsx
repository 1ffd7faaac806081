import { describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { adminServer, jsonResponse, mockFetch, renderApp, signIn } from '../testing/render-app';

const pageFixture = {
  id: '7d0c2c1e-3f7a-4c47-9a51-2f0c8e1b9a10',
  excerpt: 'Who writes here.',
  content: '<p>Hello.</p>',
  created_at: '2026-01-02T10:00:00.000Z',
  published_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  tags: [],
  image_url: null,
  image_alt: null,
  image_srcset: null,
  image_webp_srcset: null,
  reading_time_minutes: 1,
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  noindex: false,
  og_image_url: null,
};

describe('routes', () => {
  it('renders the home page with a welcome heading, three blurbs and buttons to the blog', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows Page Not Found with a Go Home link for an unknown path', async () => {
    const { user } = renderApp('/no/such-page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
  });

  it('looks a one-segment address up as a page: the page, else Page Not Found (a post there included)', async () => {
    const page = { ...pageFixture, slug: 'about', title: 'About me', type: 'page' as const };
    const post = { ...pageFixture, slug: 'a-post', title: 'A post', type: 'post' as const };
    mockFetch((request) => {
      const slug = new URL(request.url).pathname.replace('/api/posts/', '');
      const found = [page, post].find((candidate) => candidate.slug === slug);
      return found ? jsonResponse(found) : jsonResponse({ statusCode: 404, message: 'No published post', error: 'Not Found' }, 404);
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About me' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About me - Folio'));
    for (const path of ['/a-post', '/no-such-page']) {
      cleanup();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'A post' })).not.toBeInTheDocument();
    }
  });

  it('keeps the navigation and footer around the Page Not Found screen', () => {
    renderApp('/no/such-page');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends visitors without a token from /dashboard to /', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Checking admin... while the admin check runs, then the dashboard', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/dashboard');

    expect(await screen.findByText('Checking admin...')).toBeInTheDocument();
    answer(jsonResponse({ ok: true }));

    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    for (const entry of ['Overview', 'Posts', 'Images', 'Settings']) {
      expect(within(sidebar).getByRole('link', { name: entry })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('sends an admin whose token is rejected to /admin with the sign-in message', async () => {
    signIn('stale-token');
    mockFetch(adminServer('secret-token'));
    const { router } = renderApp('/dashboard/posts');

    expect(await screen.findByText('Please sign in with your admin token.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('redirects /posts to /dashboard/posts', async () => {
    signIn();
    mockFetch(adminServer());
    const { router } = renderApp('/posts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/posts');
  });

  it('loads the editor on demand for new and existing posts', async () => {
    signIn();
    mockFetch(adminServer());
    renderApp('/dashboard/posts/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Post' })).toBeInTheDocument();
  });

  it('guards the post preview', async () => {
    const { router } = renderApp('/posts/123/preview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('page titles', () => {
  it('are "Title - SITE_NAME" on every page', async () => {
    const { user } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Home - Folio'));

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Stories' }));
    await waitFor(() => expect(document.title).toBe('Stories - Folio'));
  });

  it('name the Page Not Found screen', async () => {
    renderApp('/missing/here');
    await waitFor(() => expect(document.title).toBe('Page Not Found - Folio'));
  });
});
