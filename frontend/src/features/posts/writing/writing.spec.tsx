import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { adminPostsServer, makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../../testing/render-app';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';
import { FOCUS_MODE_CLASS } from './use-focus-mode.hook';
import { writingStatsText } from './writing-stats';

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');
const focusButton = () => screen.getByRole('button', { name: 'Focus mode' });
// By id: a hidden element has no accessible name to be found by.
const panel = () => document.getElementById('post-editor-panel') as HTMLElement;

function renderNewPost() {
  mockFetch(adminPostsServer().handler);
  return renderEditor(PostEditorPage);
}

describe('writing stats', () => {
  it('reads as a writer counts', () => {
    expect(writingStatsText(null)).toBe('Counting words…');
    expect(writingStatsText({ words: 0, minutes: 0 })).toBe('No words yet');
    expect(writingStatsText({ words: 1, minutes: 1 })).toBe('1 word · 1 min read');
    expect(writingStatsText({ words: 1120, minutes: 5 })).toBe('1,120 words · 5 min read');
  });

  it("shows the server's count of the text and its reading time as the author writes", async () => {
    renderNewPost();
    expect(screen.getByText('No words yet')).toBeInTheDocument();
    fireEvent.change(content(), { target: { value: Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ') } });
    expect(await screen.findByText('300 words · 2 min read')).toBeInTheDocument();
  });
});

describe('focus mode', () => {
  it('hides all but the title and the text, from the button or Ctrl+Shift+F, and Escape leaves it', async () => {
    const { user } = renderNewPost();
    expect(panel()).toBeVisible();

    await user.click(focusButton());
    expect(focusButton()).toHaveAttribute('aria-pressed', 'true');
    expect(document.body).toHaveClass(FOCUS_MODE_CLASS);
    expect(panel()).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publishing and SEO' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeVisible();

    await user.click(content());
    await user.keyboard('{Escape}');
    expect(focusButton()).toHaveAttribute('aria-pressed', 'false');
    expect(document.body).not.toHaveClass(FOCUS_MODE_CLASS);
    expect(panel()).toBeVisible();
    expect(content()).toHaveFocus();

    await user.keyboard('{Control>}{Shift>}F{/Shift}{/Control}');
    expect(document.body).toHaveClass(FOCUS_MODE_CLASS);
    await user.keyboard('{Control>}{Shift>}F{/Shift}{/Control}');
    expect(document.body).not.toHaveClass(FOCUS_MODE_CLASS);
    expect(content()).toHaveValue('');
  });

  it('leaves the page as it was when the editor goes', async () => {
    const { user, unmount } = renderNewPost();
    await user.click(focusButton());
    unmount();
    expect(document.body).not.toHaveClass(FOCUS_MODE_CLASS);
  });
});

describe('the Publishing and SEO panel', () => {
  it('closes and reopens, remembered for the next editor in this browser', async () => {
    const first = renderNewPost();
    const toggle = screen.getByRole('button', { name: 'Publishing and SEO' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel().id);
    expect(screen.getByRole('region', { name: 'Publishing and SEO' })).toBe(panel());
    expect(within(panel()).getByLabelText('Excerpt')).toBeVisible();

    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    first.unmount();

    const second = renderNewPost();
    expect(panel()).not.toBeVisible();
    await second.user.click(screen.getByRole('button', { name: 'Publishing and SEO' }));
    expect(within(panel()).getByLabelText('Excerpt')).toBeVisible();
  });

  it('opens by itself to show a field the server refused', async () => {
    window.localStorage.setItem('folio.editor.detailsPanelOpen', 'false');
    const post = makeAdminPost({ title: 'Tides' });
    const server = adminPostsServer([post]);
    const refusal = { statusCode: 400, message: ['cover_image_url must be an http(s) URL or a /uploads/ path'], error: 'Bad Request' };
    mockFetch((request) => (request.method === 'GET' ? server.handler(request) : jsonResponse(refusal, 400)));
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    await screen.findByDisplayValue('Tides');
    expect(panel()).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(panel()).findByText('cover_image_url must be an http(s) URL or a /uploads/ path', { selector: '.form-error' })).toBeVisible();
  });
});
