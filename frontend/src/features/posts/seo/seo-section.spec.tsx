import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminPostsServer, makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../../testing/render-app';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';

const toggle = () => screen.getByRole('button', { name: 'Search & social' });
const preview = (caption: string) => within(screen.getByText(caption).closest('figure') as HTMLElement);

async function openSection(user: { click: (element: Element) => Promise<void> }) {
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Meta title')).not.toBeInTheDocument();
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
}

describe('search and social in the editor', () => {
  it("previews a blank section from the post itself, marked 'from the post'", async () => {
    mockFetch(adminPostsServer().handler);
    const { user } = renderEditor(PostEditorPage);
    await user.type(screen.getByLabelText('Title'), 'A walk by the sea');
    await user.type(screen.getByLabelText('Excerpt'), 'Out by the water.');
    await openSection(user);

    const search = preview('Search result');
    expect(search.getByText(/^localhost › blog › a-walk-by-the-sea/)).toHaveTextContent('from the post');
    expect(search.getByText(/^A walk by the sea/)).toHaveTextContent('A walk by the sea from the post');
    expect(search.getByText(/^Out by the water\./)).toHaveTextContent('Out by the water. from the post');
    const social = preview('Shared link');
    expect(social.getByText('localhost')).toBeInTheDocument();
    expect(social.getByText('A card made from the post is shared once it is published.')).toBeInTheDocument();
    expect(social.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the author's own fields instead, counts characters, and saves them all", async () => {
    const server = adminPostsServer();
    mockFetch(server.handler);
    const { user } = renderEditor(PostEditorPage);
    await user.type(screen.getByLabelText('Title'), 'A walk');
    await user.type(screen.getByLabelText('Content'), 'Gulls.');
    await openSection(user);

    const longTitle = 'Sixty-four characters of a title that search results cut short!!';
    await user.type(screen.getByLabelText('Meta title'), longTitle);
    expect(screen.getByLabelText('Meta title')).toHaveAccessibleDescription(
      "Blank: the post's title. 64 characters: search results cut it at about 60.",
    );
    await user.type(screen.getByLabelText('Meta description'), 'Gulls, salt and a grey sea.');
    expect(screen.getByLabelText('Meta description')).toHaveAccessibleDescription(
      'Blank: the excerpt. 27 characters; about 160 fit in search results.',
    );
    await user.type(screen.getByLabelText('Canonical URL'), 'https://example.org/essays/walk');
    await user.type(screen.getByLabelText('Share image URL'), 'https://cdn.example.org/card.png');
    await user.click(screen.getByLabelText('Hide from search engines'));

    const search = preview('Search result');
    expect(search.getByText('example.org › essays › walk')).toBeInTheDocument();
    expect(search.getByText('Sixty-four characters of a title that search results cut…')).toBeInTheDocument();
    expect(search.getByText('Gulls, salt and a grey sea.')).toBeInTheDocument();
    expect(search.queryByText('from the post')).not.toBeInTheDocument();
    expect(search.getByText('Search engines are asked not to show this post at all.')).toBeInTheDocument();
    const social = preview('Shared link');
    expect(social.getByText('example.org')).toBeInTheDocument();
    await waitFor(() => expect(social.getByRole('presentation')).toHaveAttribute('src', 'https://cdn.example.org/card.png'));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].body).toMatchObject({
      meta_title: longTitle,
      meta_description: 'Gulls, salt and a grey sea.',
      canonical_url: 'https://example.org/essays/walk',
      og_image_url: 'https://cdn.example.org/card.png',
      noindex: true,
    });
  });

  it("opens on a post that has any of them set, and shows a published post's generated card", async () => {
    const post = makeAdminPost({ title: 'Harbour', status: 'published', meta_description: 'Boats.', version: 4 });
    mockFetch(adminPostsServer([post]).handler);
    renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);

    expect(await screen.findByLabelText('Meta description')).toHaveValue('Boats.');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const social = preview('Shared link');
    await waitFor(() => expect(social.getByRole('presentation')).toHaveAttribute('src', `/social-cards/${post.id}.png?v=4`));
    expect(screen.getByText(/generated card/)).toHaveTextContent('from the post');
    expect(preview('Search result').getByText(`localhost › blog › ${post.slug}`)).toBeInTheDocument();
  });

  it('opens again to show a refusal about one of its fields next to it', async () => {
    const refusal = 'canonical_url must be an absolute http(s) URL';
    mockFetch(() => jsonResponse({ statusCode: 400, message: [refusal], error: 'Bad Request' }, 400));
    const { user } = renderEditor(PostEditorPage);
    await user.type(screen.getByLabelText('Title'), 'A walk');
    await user.type(screen.getByLabelText('Content'), 'Gulls.');
    await openSection(user);
    await user.type(screen.getByLabelText('Canonical URL'), 'example.org/walk');
    await user.click(toggle());
    expect(screen.queryByLabelText('Canonical URL')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByLabelText('Canonical URL')).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.getByLabelText('Canonical URL')).toHaveValue('example.org/walk');
  });
});
