import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPost } from '../api';
import type { ShareLink } from './api';
import { adminPostsServer, makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../../testing/render-app';
import { makeShareLink, shareLinksServer } from '../../../testing/share-links-server';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';

const section = () => within(screen.getByRole('region', { name: 'Share links' }));
const items = () => within(section().getByRole('list', { name: 'Share links of this post' })).getAllByRole('listitem');

async function openPost(links: ShareLink[] = [], overrides: Partial<AdminPost> = { status: 'draft' }) {
  const post = makeAdminPost({ title: 'Tides', ...overrides });
  const server = shareLinksServer(adminPostsServer([post]).handler, { [post.id]: links });
  mockFetch(server.handler);
  const view = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
  expect(await screen.findByDisplayValue('Tides')).toBeInTheDocument();
  return { ...view, post, server };
}

describe('share links in the editor', () => {
  it('explains what a link does and lists the links: no expiry, an expiry, expired', async () => {
    await openPost([
      makeShareLink({ url: 'http://localhost/share/open' }),
      makeShareLink({ url: 'http://localhost/share/dated', expires_at: new Date(2031, 6, 4, 21, 5).toISOString() }),
      makeShareLink({ url: 'http://localhost/share/old', expires_at: '2026-01-01T00:00:00.000Z', expired: true }),
    ]);

    expect(
      section().getByText('Anyone with the link can read this draft as readers will see it. Search engines are told not to index it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(3));
    const [open, dated, old] = items();
    expect(within(open).getByRole('link', { name: 'http://localhost/share/open (opens in a new tab)' })).toHaveAttribute(
      'href',
      'http://localhost/share/open',
    );
    expect(open).toHaveTextContent('No expiry');
    expect(dated).toHaveTextContent(/Expires Friday, July 4, 2031 at 9:05\sPM/);
    expect(within(old).getByText('Expired')).toBeInTheDocument();
  });

  it('creates a link with an optional expiry, sent in UTC, says so, and copies its address', async () => {
    const { user, server, post } = await openPost();
    expect(await section().findByText('No share links yet.')).toBeInTheDocument();

    fireEvent.change(section().getByLabelText('Expires (optional)'), { target: { value: '2031-07-04T21:05' } });
    await user.click(section().getByRole('button', { name: 'Create share link' }));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(server.sent).toEqual([
      { method: 'POST', path: `/api/posts/${post.id}/share-links`, body: { expires_at: new Date(2031, 6, 4, 21, 5).toISOString() } },
    ]);
    expect(screen.getByText('Share link created.')).toBeInTheDocument();
    expect(section().getByLabelText('Expires (optional)')).toHaveValue('');

    const url = server.links[post.id][0].url;
    await user.click(within(items()[0]).getByRole('button', { name: /^Copy share link created/ }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(items()[0]).getByText('Copied')).toBeInTheDocument();
  });

  it('creates a link that never expires when Expires is left blank', async () => {
    const { user, server } = await openPost();
    await user.click(await section().findByRole('button', { name: 'Create share link' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].body).toEqual({ expires_at: null });
  });

  it("shows the server's refusal of an expiry next to it", async () => {
    const refusal = 'expires_at must be in the future';
    const post = makeAdminPost({ title: 'Tides', status: 'draft' });
    const links = shareLinksServer(adminPostsServer([post]).handler);
    mockFetch((request) =>
      request.method === 'POST' ? jsonResponse({ statusCode: 400, message: refusal, error: 'Bad Request' }, 400) : links.handler(request),
    );
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    expect(await screen.findByDisplayValue('Tides')).toBeInTheDocument();
    fireEvent.change(section().getByLabelText('Expires (optional)'), { target: { value: '2020-01-01T10:00' } });
    await user.click(section().getByRole('button', { name: 'Create share link' }));

    await waitFor(() => expect(section().getByLabelText('Expires (optional)')).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(section().getByLabelText('Expires (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes a link only once confirmed, then gives the focus to Create share link', async () => {
    const link = makeShareLink();
    const { user, server, post } = await openPost([link, makeShareLink()]);
    await waitFor(() => expect(items()).toHaveLength(2));

    await user.click(within(items()[0]).getByRole('button', { name: /^Revoke share link created/ }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke share link' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await user.click(within(items()[0]).getByRole('button', { name: /^Revoke share link created/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke share link' })).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(server.sent).toEqual([{ method: 'DELETE', path: `/api/posts/${post.id}/share-links/${link.id}`, body: null }]);
    expect(screen.getByText('Share link revoked.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Create share link' })).toHaveFocus();
  });

  it('says this post, not this draft, for a published post', async () => {
    await openPost([], { status: 'published' });
    expect(section().getByText(/^Anyone with the link can read this post as readers will see it\./)).toBeInTheDocument();
  });

  it('has no share links section for a post not saved yet', () => {
    mockFetch(adminPostsServer().handler);
    renderEditor(PostEditorPage);
    expect(screen.getByRole('heading', { level: 1, name: 'New Post' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share links' })).not.toBeInTheDocument();
  });
});
