import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminPostsServer, makeAdminPost, previewCounts } from '../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../testing/render-app';
import type { InsertImageDialogProps } from './insert-image/insert-image-dialog.component';
import { renderEditor as renderWith } from './post-editor.testing';

// The real dialog is tested on its own; here it only has to hand back some Markdown.
jest.unstable_mockModule('./insert-image/insert-image-dialog.component', () => ({
  InsertImageDialog: ({ postTitle, onInsert, onClose }: InsertImageDialogProps) => (
    <div role="dialog" aria-label="Insert Image">
      <p>{`Image for "${postTitle}"`}</p>
      <button type="button" onClick={() => onInsert('![A gull](/uploads/gull.webp)')}>
        Insert
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  ),
}));
const { PostEditorPage } = await import('./post-editor.page');

const renderEditor = (path?: string) => renderWith(PostEditorPage, path);

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');

describe('post editor', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('requires a title and content, and sends nothing without them', async () => {
    const server = adminPostsServer();
    mockFetch(server.handler);
    const { user } = renderEditor();

    expect(screen.getByRole('heading', { level: 1, name: 'New Post' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(server.sent).toEqual([]);
  });

  it("creates a draft with every field, shows 'Saving...', then opens the new post's editor", async () => {
    const server = adminPostsServer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (request) => {
      if (request.method === 'POST') await held;
      return server.handler(request);
    });
    const { user, router } = renderEditor();

    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await user.type(screen.getByLabelText('Title'), '  A walk by the sea ');
    await user.type(content(), 'Gulls and salt.');
    await user.type(screen.getByLabelText('Tags'), 'news,  Sea , news, ,sea');
    await user.type(screen.getByLabelText('Cover image URL'), '/uploads/sea.webp');
    await user.type(screen.getByLabelText('Cover image alt text'), 'Grey waves');
    await user.type(screen.getByLabelText('Excerpt'), 'Out by the water.');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        method: 'POST',
        path: '/api/posts',
        body: {
          title: 'A walk by the sea',
          content_text: 'Gulls and salt.',
          status: 'draft',
          tags: ['news', 'Sea'],
          cover_image_url: '/uploads/sea.webp',
          cover_image_alt: 'Grey waves',
          excerpt: 'Out by the water.',
          type: 'post',
          meta_title: null,
          meta_description: null,
          canonical_url: null,
          noindex: false,
          og_image_url: null,
          send_email: false,
        },
      },
    ]);
    const created = server.posts[0];
    expect(router.state.location.pathname).toBe(`/dashboard/posts/${created.id}/edit`);
    expect(screen.getByRole('status')).toHaveTextContent('Post created.');
    expect(screen.getByLabelText('Title')).toHaveValue('A walk by the sea');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/posts/${created.id}/preview`);
    // A draft has no public page yet.
    expect(screen.queryByRole('link', { name: 'View on site' })).not.toBeInTheDocument();
  });

  it("announces 'Post created.' in a live region that was there before, focuses the heading, and Back skips the spent form", async () => {
    mockFetch(adminPostsServer().handler);
    const { user, router } = renderEditor('/dashboard/posts');
    await user.click(screen.getByRole('link', { name: 'New Post' }));
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    await user.type(screen.getByLabelText('Title'), 'Low tide');
    await user.type(content(), 'Shells.');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    expect(region).toBeInTheDocument();
    expect(region).toHaveTextContent('Post created.');
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard/posts');
  });

  it('loads a post by id and updates it, leaving an untouched excerpt to the server', async () => {
    const post = makeAdminPost({ title: 'Old title', content_text: 'Old text', tags: ['news'], status: 'published' });
    const server = adminPostsServer([post]);
    mockFetch(server.handler);
    const { user } = renderEditor(`/dashboard/posts/${post.id}/edit`);

    expect(await screen.findByDisplayValue('Old title')).toBeInTheDocument();
    expect(content()).toHaveValue('Old text');
    expect(screen.getByLabelText('Tags')).toHaveValue('news');
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/blog/${post.slug}`);

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New title');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        method: 'PATCH',
        path: `/api/posts/${post.id}`,
        body: {
          title: 'New title',
          content_text: 'Old text',
          status: 'published',
          tags: ['news'],
          cover_image_url: null,
          cover_image_alt: null,
          type: 'post',
          meta_title: null,
          meta_description: null,
          canonical_url: null,
          noindex: false,
          og_image_url: null,
          send_email: false,
        },
        ifMatch: '"1"',
      },
    ]);
  });

  it('keeps an automatic excerpt automatic when typing goes on during a save', async () => {
    const post = makeAdminPost({ title: 'Tides', content_text: 'Old text' });
    const server = adminPostsServer([post]);
    let release: () => void = () => undefined;
    mockFetch(async (request) => {
      if (request.method === 'PATCH' && server.sent.length === 0) await new Promise<void>((resolve) => (release = resolve));
      return server.handler(request);
    });
    const { user } = renderEditor(`/dashboard/posts/${post.id}/edit`);
    expect(await screen.findByDisplayValue('Tides')).toBeInTheDocument();
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Old text');

    await user.type(content(), ' and more');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('button', { name: 'Saving...' });
    await user.type(content(), ' and then some');
    release();
    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Old text and more');
    expect(content()).toHaveValue('Old text and more and then some');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1].body).not.toHaveProperty('excerpt');
    await waitFor(() => expect(server.posts[0].excerpt).toBe('Old text and more and then some'));
  });

  it("says 'Post not found' for an unknown id", async () => {
    mockFetch(adminPostsServer().handler);
    renderEditor('/dashboard/posts/10000000-0000-4000-8000-999999999999/edit');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });

  it("shows the server's 400 messages by their fields and in a summary", async () => {
    mockFetch(() =>
      jsonResponse(
        { statusCode: 400, message: ['cover_image_url must be an http(s) URL or a /uploads/ path'], error: 'Bad Request' },
        400,
      ),
    );
    const { user } = renderEditor();

    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(content(), 'Text');
    await user.type(screen.getByLabelText('Cover image URL'), 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('cover_image_url must be an http(s) URL or a /uploads/ path');
    expect(screen.getByLabelText('Cover image URL')).toHaveAccessibleDescription(
      'cover_image_url must be an http(s) URL or a /uploads/ path',
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('toggles the suggested tags in the Tags field', async () => {
    const { user } = renderEditor();
    const tags = screen.getByLabelText('Tags');
    const picks = within(screen.getByRole('group', { name: 'Suggested tags' }));

    await user.type(tags, 'travel');
    await user.click(picks.getByRole('button', { name: 'news' }));
    expect(tags).toHaveValue('travel, news');
    expect(picks.getByRole('button', { name: 'news' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(picks.getByRole('button', { name: 'news' }));
    expect(tags).toHaveValue('travel');
  });

  it('wraps the selection from the toolbar and with Ctrl+B / Ctrl+I', async () => {
    const { user } = renderEditor();
    await user.type(content(), 'the sea is grey');

    content().setSelectionRange(4, 7);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(content()).toHaveValue('the **sea** is grey');
    expect(content()).toHaveFocus();

    content().setSelectionRange(15, 19);
    await user.keyboard('{Control>}i{/Control}');
    expect(content()).toHaveValue('the **sea** is _grey_');

    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(content()).toHaveValue('## the **sea** is _grey_');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(content()).toHaveValue('- ## the **sea** is _grey_');
  });

  it('inserts the Markdown of the Insert Image dialog at the cursor', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Gulls');
    await user.type(content(), 'Before.After.');
    content().setSelectionRange(7, 7);

    await user.click(screen.getByRole('button', { name: 'Insert Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert Image' });
    expect(dialog).toHaveTextContent('Image for "Gulls"');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));

    expect(content()).toHaveValue('Before.\n\n![A gull](/uploads/gull.webp)\n\nAfter.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('previews the Markdown live as the server renders it, and nothing once the text is cleared', async () => {
    // The server's sanitiser drops the raw <img> and its handler; the preview shows exactly what it answers.
    const heading = '<h2 id="h-tide"><a href="#h-tide" class="heading-anchor">Tide</a></h2>\n';
    const server = adminPostsServer([], { render: (input) => jsonResponse({ content_html: heading, ...previewCounts(input.content_text) }) });
    mockFetch(server.handler);
    const { user } = renderEditor();
    fireEvent.change(content(), { target: { value: '## Tide\n\n<img src=x onerror="alert(1)">' } });
    const preview = within(screen.getByRole('region', { name: 'Preview' }));

    expect(await preview.findByRole('heading', { level: 2, name: 'Tide' })).toBeInTheDocument();
    expect(server.previews).toEqual([{ content_text: '## Tide\n\n<img src=x onerror="alert(1)">' }]);
    expect(preview.queryByRole('img')).not.toBeInTheDocument();
    await user.clear(content());
    expect(preview.getByText('Nothing to preview yet.')).toBeInTheDocument();
  });

  it('lets the author leave without a question when nothing changed', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderEditor();

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });

  it('keeps the author on the page when leaving is declined, and leaves when accepted', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Half a thought');

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page?');
    expect(router.state.location.pathname).toBe('/dashboard/posts/new');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/dashboard/posts/new');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/posts'));
  });
});
