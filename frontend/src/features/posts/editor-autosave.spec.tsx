import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminPostsServer, makeAdminPost } from '../../testing/posts-server';
import { mockFetch } from '../../testing/render-app';
import { readDraft, writeDraft } from './editor-drafts';
import { PostEditorPage } from './post-editor.page';
import { renderEditor } from './post-editor.testing';
import { valuesFromPost } from './post-form-values';

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');
const offer = () => screen.queryByRole('group', { name: /^Unsaved changes from .+ were kept in this browser\.$/ });

describe('the editor keeps unsaved text in this browser', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('writes the new post a moment after typing, and offers it back when the editor opens again', async () => {
    mockFetch(adminPostsServer().handler);
    const first = renderEditor(PostEditorPage);
    await first.user.type(screen.getByLabelText('Title'), 'Half a thought');
    await first.user.type(content(), 'Before the crash.');
    await waitFor(() => expect(readDraft('new')?.values.content).toBe('Before the crash.'));
    first.unmount();

    const { user } = renderEditor(PostEditorPage);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    const kept = offer();
    expect(kept).toBeInTheDocument();
    await user.click(within(kept as HTMLElement).getByRole('button', { name: 'Restore unsaved changes' }));

    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Half a thought');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(content()).toHaveValue('Before the crash.');
  });

  it('keeps the last keystrokes when the page is left at once (Back, a link, a closed tab)', async () => {
    mockFetch(adminPostsServer().handler);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = renderEditor(PostEditorPage);
    await user.type(screen.getByLabelText('Title'), 'Gone in a hurry');
    await user.click(screen.getByRole('link', { name: 'Settings' }));

    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(readDraft('new')?.values.title).toBe('Gone in a hurry');
  });

  it('offers a kept copy of an existing post; Discard forgets it and keeps the saved post', async () => {
    const post = makeAdminPost({ title: 'Saved title', content_text: 'Saved text' });
    mockFetch(adminPostsServer([post]).handler);
    writeDraft(post.id, { ...valuesFromPost(post), title: 'Unsaved title' });
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);

    expect(await screen.findByDisplayValue('Saved title')).toBeInTheDocument();
    await user.click(within(offer() as HTMLElement).getByRole('button', { name: 'Discard' }));

    expect(offer()).not.toBeInTheDocument();
    expect(readDraft(post.id)).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Saved title');
  });

  it('forgets the copy once it is saved', async () => {
    const post = makeAdminPost({ title: 'Saved title', content_text: 'Saved text' });
    const server = adminPostsServer([post]);
    mockFetch(server.handler);
    writeDraft(post.id, { ...valuesFromPost(post), title: 'Unsaved title' });
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);

    await user.click(await within(await screen.findByRole('group', { name: /^Unsaved changes/ })).findByRole('button', { name: 'Restore unsaved changes' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Unsaved title');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    expect(server.posts[0].title).toBe('Unsaved title');
    expect(readDraft(post.id)).toBeNull();
  });

  it('offers nothing when the kept copy matches the post', async () => {
    const post = makeAdminPost({ title: 'Same' });
    mockFetch(adminPostsServer([post]).handler);
    writeDraft(post.id, valuesFromPost(post));
    renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);

    expect(await screen.findByDisplayValue('Same')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });

  it('does not keep the new-post form once the post is created', async () => {
    mockFetch(adminPostsServer().handler);
    const { user } = renderEditor(PostEditorPage);
    await user.type(screen.getByLabelText('Title'), 'Made it');
    await user.type(content(), 'Text.');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(readDraft('new')).toBeNull();
    expect(offer()).not.toBeInTheDocument();
  });
});
