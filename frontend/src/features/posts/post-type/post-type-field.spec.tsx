import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { adminPostsServer, makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../../testing/render-app';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';

describe('post or page in the editor', () => {
  it('makes a page of a new post, naming the address it will have, and sends type page', async () => {
    const server = adminPostsServer();
    mockFetch(server.handler);
    const { user } = renderEditor(PostEditorPage);
    const types = screen.getByRole('group', { name: 'Type' });
    expect(screen.getByRole('radio', { name: 'Post' })).toBeChecked();

    await user.type(screen.getByLabelText('Title'), 'About me');
    await user.type(screen.getByLabelText('Content'), 'Who writes here.');
    await user.click(screen.getByRole('radio', { name: 'Page' }));

    expect(types).toHaveAccessibleDescription('Pages live at /about-me and are not listed on the blog.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(server.sent[0].body).toMatchObject({ type: 'page', title: 'About me' });
    expect(screen.getByRole('radio', { name: 'Page' })).toBeChecked();
  });

  it("names a saved page's own address, and links View on site to /{slug}", async () => {
    const page = makeAdminPost({ title: 'Colophon', slug: 'colophon-2', type: 'page', status: 'published' });
    mockFetch(adminPostsServer([page]).handler);
    renderEditor(PostEditorPage, `/dashboard/posts/${page.id}/edit`);

    expect(await screen.findByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/colophon-2');
    expect(screen.getByRole('group', { name: 'Type' })).toHaveAccessibleDescription(
      'Pages live at /colophon-2 and are not listed on the blog.',
    );
  });

  it("shows the server's refusal of a page's address by the Address field, where it can be changed", async () => {
    const refusal = 'slug "blog" is an address the site uses (/blog): a page needs another';
    const post = makeAdminPost({ title: 'Blog' });
    const server = adminPostsServer([post]);
    mockFetch((request) =>
      request.method === 'PATCH' ? jsonResponse({ statusCode: 400, message: refusal, error: 'Bad Request' }, 400) : server.handler(request),
    );
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    await user.click(await screen.findByRole('radio', { name: 'Page' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'House-Rules');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('house-rules');
    expect(screen.getByRole('group', { name: 'Type' })).toHaveAccessibleDescription(expect.stringContaining('Pages live at /house-rules'));
  });

  it('sends an address the author changed, and only then', async () => {
    const post = makeAdminPost({ title: 'About me', slug: 'about-me' });
    const server = adminPostsServer([post]);
    mockFetch(server.handler);
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent.filter((sent) => sent.method === 'PATCH')).toHaveLength(1));
    expect(server.sent[server.sent.length - 1]!.body).not.toHaveProperty('slug');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'about');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent.filter((sent) => sent.method === 'PATCH')).toHaveLength(2));
    expect(server.sent[server.sent.length - 1]!.body).toMatchObject({ slug: 'about' });
  });
});
