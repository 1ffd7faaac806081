import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { adminPostsApi } from './api';
import { api } from '../../api/api-slice';
import { adminPostsServer, makeAdminPost } from '../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../testing/render-app';
import { readDraft, writeDraft } from './editor-drafts';
import { PostEditorPage } from './post-editor.page';
import { renderEditor } from './post-editor.testing';
import { valuesFromPost } from './post-form-values';

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');
const conflictNotice = () => screen.queryByRole('alert', { name: 'This post was changed elsewhere' });

/** The editor open on a post at version 1, behind the fake server. */
async function openPost() {
  const post = makeAdminPost({ title: 'Tides', content_text: 'Our text.' });
  const server = adminPostsServer([post]);
  mockFetch(server.handler);
  const view = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
  expect(await screen.findByDisplayValue('Tides')).toBeInTheDocument();
  return { ...view, post, server };
}

/** Opens the post, lets another tab save it, types, and presses Update: the save is refused. */
async function refusedSave() {
  const opened = await openPost();
  opened.server.saveElsewhere(opened.post.id, { title: 'Their title', content_text: 'Their text.' });
  await opened.user.type(content(), ' And ours.');
  await opened.user.click(screen.getByRole('button', { name: 'Update' }));
  const notice = await screen.findByRole('alert', { name: 'This post was changed elsewhere' });
  return { ...opened, notice };
}

describe('the editor and saves made elsewhere (If-Match)', () => {
  it('sends the version it loaded in If-Match, then the version of its own last save', async () => {
    const { user, server, post } = await openPost();

    await user.type(content(), ' One.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    await user.type(content(), ' Two.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));

    expect(server.sent.map(({ path, ifMatch }) => ({ path, ifMatch }))).toEqual([
      { path: `/api/posts/${post.id}`, ifMatch: '"1"' },
      { path: `/api/posts/${post.id}`, ifMatch: '"2"' },
    ]);
    await waitFor(() => expect(server.posts[0].content_text).toBe('Our text. One. Two.'));
  });

  it('keeps the version it was loaded from while a refetch brings in a newer one under unsaved text', async () => {
    const { user, server, post, store } = await openPost();
    await user.type(content(), ' Unsaved.');

    server.saveElsewhere(post.id, { content_text: 'Their text.' });
    act(() => {
      store.dispatch(api.util.invalidateTags(['Post']));
    });
    const cached = () => adminPostsApi.endpoints.adminPost.select(post.id)(store.getState()).data;
    await waitFor(() => expect(cached()).toMatchObject({ version: 2, content_text: 'Their text.' }));
    expect(content()).toHaveValue('Our text. Unsaved.');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert', { name: 'This post was changed elsewhere' })).toBeInTheDocument();
    expect(server.sent[0].ifMatch).toBe('"1"');
    expect(server.posts[0].content_text).toBe('Their text.');
  });

  it('says in plain words that the post changed elsewhere, keeps the typed text, and sends nothing more by itself', async () => {
    const { server, notice, router } = await refusedSave();

    expect(notice).toHaveTextContent(
      'Someone (or you, in another tab or on another device) saved this post after you opened it. ' +
        'Your text is still here, and nothing was overwritten.',
    );
    expect(within(notice).getByRole('heading', { name: 'This post was changed elsewhere' })).toHaveFocus();
    expect(within(notice).getByRole('button', { name: 'Load the newer version' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Save over it' })).toBeEnabled();
    expect(screen.queryByText('The post was not saved:')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Tides');
    expect(content()).toHaveValue('Our text. And ours.');

    // Neither a sign-out nor a second try: the other tab's version stays as it was.
    expect(router.state.location.pathname).toMatch(/\/edit$/);
    expect(window.localStorage.getItem('adminToken')).toBe('secret-token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sent).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({ title: 'Their title', content_text: 'Their text.', version: 2 });
  });

  it("reaches both choices with Tab from the notice's heading", async () => {
    const { user, notice } = await refusedSave();

    await user.tab();
    expect(within(notice).getByRole('button', { name: 'Load the newer version' })).toHaveFocus();
    await user.tab();
    expect(within(notice).getByRole('button', { name: 'Save over it' })).toHaveFocus();
  });

  it("'Save over it' saves the typed text over the newer version, deliberately", async () => {
    const { user, server, notice } = await refusedSave();

    await user.click(within(notice).getByRole('button', { name: 'Save over it' }));
    expect(await screen.findByText('Post updated.')).toBeInTheDocument();

    expect(server.sent).toHaveLength(2);
    expect(server.sent[1].ifMatch).toBe('"2"');
    expect(server.sent[1].body).toMatchObject({ title: 'Tides', content_text: 'Our text. And ours.' });
    expect(server.posts[0]).toMatchObject({ title: 'Tides', content_text: 'Our text. And ours.', version: 3 });
    expect(conflictNotice()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();

    await user.type(content(), ' More.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent).toHaveLength(3));
    expect(server.sent[2].ifMatch).toBe('"3"');
  });

  it("'Save over it' refused again (a third save came first) asks again, with that version", async () => {
    const { user, server, post, notice } = await refusedSave();
    server.saveElsewhere(post.id, { title: 'A third title' });

    await user.click(within(notice).getByRole('button', { name: 'Save over it' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(await screen.findByRole('alert', { name: 'This post was changed elsewhere' })).toBeInTheDocument();
    expect(server.posts[0].title).toBe('A third title');

    await user.click(screen.getByRole('button', { name: 'Save over it' }));
    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    expect(server.sent.map(({ ifMatch }) => ifMatch)).toEqual(['"1"', '"2"', '"3"']);
    expect(server.posts[0].title).toBe('Tides');
  });

  it("keeps the notice and the text when 'Save over it' fails for another reason", async () => {
    const { user, server, notice } = await refusedSave();
    mockFetch((request) =>
      request.method === 'PATCH' ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500) : server.handler(request),
    );

    await user.click(within(notice).getByRole('button', { name: 'Save over it' }));

    expect(await screen.findByText('The post was not saved:')).toBeInTheDocument();
    expect(conflictNotice()).toBeInTheDocument();
    expect(content()).toHaveValue('Our text. And ours.');
    expect(server.posts[0].content_text).toBe('Their text.');
  });

  it("'Load the newer version' shows the server's post and keeps the typed text to restore", async () => {
    const { user, server, post, notice } = await refusedSave();

    await user.click(within(notice).getByRole('button', { name: 'Load the newer version' }));

    expect(screen.getByLabelText('Title')).toHaveValue('Their title');
    expect(content()).toHaveValue('Their text.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(conflictNotice()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loaded the newer version. Your text was kept: Restore unsaved changes brings it back.',
    );
    expect(readDraft(post.id)).toMatchObject({ values: { title: 'Tides', content: 'Our text. And ours.' }, version: 2 });
    expect(server.sent).toHaveLength(1);

    const offer = screen.getByRole('group', { name: /^Unsaved changes from .+ were kept in this browser\.$/ });
    await user.click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(content()).toHaveValue('Our text. And ours.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    expect(server.sent[1].ifMatch).toBe('"2"');
    expect(server.posts[0]).toMatchObject({ title: 'Tides', content_text: 'Our text. And ours.' });
  });

  it('saves a restored copy against the version it was typed on, so a save made since is not overwritten unasked', async () => {
    const post = makeAdminPost({ title: 'Tides', content_text: 'Our text.', version: 1 });
    const server = adminPostsServer([post]);
    mockFetch(server.handler);
    writeDraft(post.id, { ...valuesFromPost(post), content: 'Typed before the tab closed.' }, 1);
    server.saveElsewhere(post.id, { content_text: 'Saved on the phone since.' });
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Restore unsaved changes' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('alert', { name: 'This post was changed elsewhere' })).toBeInTheDocument();
    expect(server.sent[0].ifMatch).toBe('"1"');
    expect(server.posts[0].content_text).toBe('Saved on the phone since.');
    expect(content()).toHaveValue('Typed before the tab closed.');
  });
});
