import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import type { AdminPost } from './api';
import { PostPreviewPage } from './post-preview.page';
import { adminPostsServer, makeAdminPost } from '../../testing/posts-server';

const table: RouteObject[] = [
  { path: '/posts/:id/preview', element: <PostPreviewPage /> },
  { path: '/dashboard/posts/:id/edit', element: <p>The editor</p> },
];

function renderPreview(id: string) {
  signIn();
  return renderApp(`/posts/${id}/preview`, table);
}

describe('post preview', () => {
  it.each([
    ['draft', undefined],
    ['published', undefined],
    ['scheduled', /^Scheduled for \w+day, May 6, \d{4} at 9:30\sAM \(.+\)$/],
  ] as const)('previews a %s post, with its status (and when it goes live)', async (status, when) => {
    const post = makeAdminPost({ title: `A ${status} post`, status, published_at: new Date(new Date().getFullYear() + 1, 4, 6, 9, 30).toISOString() });
    mockFetch(adminPostsServer([post]).handler);
    renderPreview(post.id);

    expect(await screen.findByRole('heading', { level: 1, name: `A ${status} post` })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Preview Mode' });
    expect(within(banner).getByText(status)).toBeInTheDocument();
    if (when) expect(within(banner).getByText(when)).toBeInTheDocument();
    else expect(within(banner).queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });

  it('marks a page as a page', async () => {
    const page = makeAdminPost({ title: 'About', type: 'page', status: 'draft' });
    mockFetch(adminPostsServer([page]).handler);
    renderPreview(page.id);
    const banner = await screen.findByRole('complementary', { name: 'Preview Mode' });
    expect(within(banner).getByText('Page')).toBeInTheDocument();
  });

  it('shows the post as readers will: banner with status, cover, title, date, labels, excerpt, HTML and the footer', async () => {
    const post = makeAdminPost({
      title: 'Low tide',
      status: 'draft',
      created_at: '2026-02-14T09:00:00.000Z',
      excerpt: 'What the sea leaves.',
      content_html: '<h2>Shells</h2><p>Many of them.</p>',
      labels: [
        { id: 'l1', name: 'personal' },
        { id: 'l2', name: 'news' },
      ],
      cover_image_url: '/uploads/tide.webp',
      cover_image_alt: 'Wet sand',
    });
    mockFetch(adminPostsServer([post]).handler);
    const { user, router } = renderPreview(post.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Low tide' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Preview Mode' });
    expect(banner).toHaveTextContent('Preview Mode');
    expect(within(banner).getByText('draft')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wet sand' })).toHaveAttribute('src', '/uploads/tide.webp');
    expect(screen.getByText('February 14, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Labels' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'personal',
      'news',
    ]);
    expect(screen.getByText('What the sea leaves.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shells' })).toBeInTheDocument();
    expect(screen.getByText('This is how your story will appear to readers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Editing' })).toHaveAttribute('href', `/dashboard/posts/${post.id}/edit`);
    await waitFor(() => expect(document.title).toBe('Preview: Low tide - Folio'));

    await user.click(within(banner).getByRole('link', { name: 'Back to Editor' }));
    expect(router.state.location.pathname).toBe(`/dashboard/posts/${post.id}/edit`);
  });

  it("falls back to 'Untitled Post', to content without content_html, and to 'published' without a status", async () => {
    // Spec §3's rule for a server that sends no status: openapi.json (and so AdminPost) always has one.
    const post = { ...makeAdminPost({ title: '', content_html: '', content: '<p>Only content.</p>' }), status: null } as unknown as AdminPost;
    mockFetch(adminPostsServer([post]).handler);
    renderPreview(post.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled Post' })).toBeInTheDocument();
    expect(screen.getByText('Only content.')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Preview Mode' })).getByText('published')).toBeInTheDocument();
  });

  it('hides a cover that fails to load', async () => {
    const post = makeAdminPost({ cover_image_url: '/uploads/missing.webp', cover_image_alt: 'Gone' });
    mockFetch(adminPostsServer([post]).handler);
    renderPreview(post.id);

    fireEvent.error(await screen.findByRole('img', { name: 'Gone' }));
    expect(screen.queryByRole('img', { name: 'Gone' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });

  it.each([
    ['a missing post', 404],
    ['a server failure', 500],
  ])("says 'Preview Not Available' for %s", async (_, status) => {
    mockFetch(() => jsonResponse({ statusCode: status, message: 'no' }, status));
    renderPreview('10000000-0000-4000-8000-999999999999');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Preview Not Available' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load post preview. Please try again later.');
    await waitFor(() => expect(document.title).toBe('Preview Not Available - Folio'));
  });
});
