import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PostPreviewInput } from './api';
import { adminPostsServer, previewCounts, type PreviewRenderer } from '../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../testing/render-app';
import { COVER_PREVIEW_DELAY_MS } from './cover-field.component';
import { PREVIEW_DELAY_MS } from './use-markdown-preview.hook';
import { PostEditorPage } from './post-editor.page';
import { renderEditor } from './post-editor.testing';

/** KaTeX's stylesheet, as the build names it (jest.config.js defines it for the tests). */
declare const __FOLIO_KATEX_STYLESHEET__: string;

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });

describe('the Markdown field', () => {
  afterEach(() => {
    jest.useRealTimers();
    // Back to jsdom's own (empty) platform.
    delete (window.navigator as { platform?: string }).platform;
  });

  it('is a toolbar with one Tab stop, moved through with the arrow keys, Home and End', async () => {
    const { user } = renderEditor(PostEditorPage);
    screen.getByLabelText('Title').focus();

    await user.tab();
    expect(tool('Bold')).toHaveFocus();
    expect(within(toolbar()).getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([tool('Bold')]);
    await user.tab();
    expect(content()).toHaveFocus();
    await user.tab({ shift: true });
    expect(tool('Bold')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tool('Italic')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Insert Image')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Bold')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tool('Insert Image')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tool('Bold')).toHaveFocus();
  });

  it('comes back to the button used last', async () => {
    const { user } = renderEditor(PostEditorPage);
    await user.type(content(), 'Tide');
    await user.click(tool('Heading'));
    expect(content()).toHaveFocus();

    await user.tab({ shift: true });
    expect(tool('Heading')).toHaveFocus();
  });

  it('is required, and names its shortcuts with Ctrl', () => {
    renderEditor(PostEditorPage);
    expect(content()).toHaveAttribute('aria-required', 'true');
    expect(content()).toHaveAccessibleDescription(/Ctrl\+B and Ctrl\+I work in the text\./);
    expect(tool('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  });

  it('names the shortcuts with ⌘ on a Mac, in the hint as on the buttons', () => {
    Object.defineProperty(window.navigator, 'platform', { value: 'MacIntel', configurable: true });
    renderEditor(PostEditorPage);
    expect(content()).toHaveAccessibleDescription(/⌘B and ⌘I work in the text\./);
    expect(tool('Bold')).toHaveAttribute('title', 'Bold (⌘B)');
    expect(tool('Bold')).toHaveAttribute('aria-keyshortcuts', 'Meta+B');
  });
});

describe('the cover preview', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  function typeCover(text: string) {
    fireEvent.change(screen.getByLabelText('Cover image alt text'), { target: { value: 'The sea' } });
    const field = screen.getByLabelText('Cover image URL');
    for (let end = 1; end <= text.length; end += 1) fireEvent.change(field, { target: { value: text.slice(0, end) } });
  }

  const preview = () => screen.queryByRole('img', { name: 'The sea' });

  it('loads once typing pauses, not at every key', async () => {
    renderEditor(PostEditorPage);
    jest.useFakeTimers();
    typeCover('/uploads/sea.webp');
    expect(preview()).toBeNull();

    await act(async () => jest.advanceTimersByTime(COVER_PREVIEW_DELAY_MS));
    expect(preview()).toHaveAttribute('src', '/uploads/sea.webp');
  });

  it.each(['uploads/sea.webp', 'ht', 'ftp://example.org/sea.webp', '//example.org/sea.webp'])(
    'does not ask for %s, which is no cover address',
    async (url) => {
      renderEditor(PostEditorPage);
      jest.useFakeTimers();
      typeCover(url);
      await act(async () => jest.advanceTimersByTime(COVER_PREVIEW_DELAY_MS * 2));
      expect(preview()).toBeNull();
    },
  );

  it('previews an absolute http(s) address', async () => {
    renderEditor(PostEditorPage);
    jest.useFakeTimers();
    typeCover('https://example.org/sea.webp');
    await act(async () => jest.advanceTimersByTime(COVER_PREVIEW_DELAY_MS));
    expect(preview()).toHaveAttribute('src', 'https://example.org/sea.webp');
  });
});

describe('the live preview', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const region = () => within(screen.getByRole('region', { name: 'Preview' }));
  /** The preview's polite live region ("Updating preview…", or why it could not be). */
  const status = () => screen.getByRole('region', { name: 'Preview' }).querySelector('[aria-live="polite"]');
  const linked = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.getAttribute('href'));
  const write = (text: string) => fireEvent.change(content(), { target: { value: text } });

  /** A server whose answers wait until the test sends them, in any order. */
  function heldPreviews() {
    const waiting: Array<{ input: PostPreviewInput; answer: (html: string) => void; fail: (response: Response) => void }> = [];
    const render: PreviewRenderer = (input) =>
      new Promise<Response>((resolve) =>
        waiting.push({ input, answer: (html) => resolve(jsonResponse({ content_html: html, ...previewCounts(input.content_text) })), fail: resolve }),
      );
    return { waiting, render };
  }

  it("shows the server's rendering as the article shows it, with the stylesheets its code and maths need while the editor is open", async () => {
    const drawn =
      '<h2 id="h-tide"><a href="#h-tide" class="heading-anchor">Tide</a></h2>\n' +
      '<pre><code class="language-ts"><span class="hl-1">const</span> height = 2;\n</code></pre>\n' +
      '<p>Energy <span class="katex"><span class="katex-mathml"><math><mi>E</mi></math></span></span> here.</p>\n';
    const server = adminPostsServer([], { render: (input) => jsonResponse({ content_html: drawn, ...previewCounts(input.content_text) }) });
    mockFetch(server.handler);
    const { unmount } = renderEditor(PostEditorPage);
    expect(linked()).toEqual([]);

    const markdown = '## Tide\n\n```ts\nconst height = 2;\n```\n\nEnergy $E$ here.';
    write(markdown);
    expect(await region().findByRole('heading', { level: 2, name: 'Tide' })).toBeInTheDocument();
    expect(region().getByText('const')).toHaveClass('hl-1');
    expect(server.previews).toEqual([{ content_text: markdown }]);
    expect(server.sent).toEqual([]);
    expect(linked()).toEqual(['/code-highlight.css', __FOLIO_KATEX_STYLESHEET__]);
    expect(__FOLIO_KATEX_STYLESHEET__).toMatch(/^\/assets\/katex-\d+\.\d+\.\d+\/katex\.min\.css$/);

    unmount();
    await waitFor(() => expect(linked()).toEqual([]));
  });

  it('asks the server once typing pauses, not at every key', async () => {
    const server = adminPostsServer();
    mockFetch(server.handler);
    renderEditor(PostEditorPage);
    jest.useFakeTimers();
    const text = 'Gulls over the harbour';
    for (let end = 1; end <= text.length; end += 1) {
      write(text.slice(0, end));
      await act(async () => jest.advanceTimersByTime(PREVIEW_DELAY_MS - 100));
    }
    expect(server.previews).toEqual([]);
    expect(status()).toHaveTextContent('Updating preview…');

    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(region().getByText(text)).toBeInTheDocument());
    expect(server.previews).toEqual([{ content_text: text }]);
    expect(status()).toBeEmptyDOMElement();
  });

  it('keeps the last rendering in view while the next is drawn, saying so politely, and shows only the answer to the latest text', async () => {
    const { waiting, render } = heldPreviews();
    mockFetch(adminPostsServer([], { render }).handler);
    renderEditor(PostEditorPage);

    write('First');
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(status()).toHaveTextContent('Updating preview…');
    waiting[0].answer('<p>First, drawn</p>');
    expect(await region().findByText('First, drawn')).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();

    write('Second');
    await waitFor(() => expect(waiting).toHaveLength(2));
    write('Third');
    await waitFor(() => expect(waiting).toHaveLength(3));
    expect(waiting.map(({ input }) => input.content_text)).toEqual(['First', 'Second', 'Third']);
    expect(status()).toHaveTextContent('Updating preview…');
    expect(region().getByText('First, drawn')).toBeInTheDocument();

    // The answer to 'Second' arrives last but one: the text has changed since, so it is never shown.
    waiting[1].answer('<p>Second, drawn</p>');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(region().queryByText('Second, drawn')).not.toBeInTheDocument();
    expect(region().getByText('First, drawn')).toBeInTheDocument();

    waiting[2].answer('<p>Third, drawn</p>');
    expect(await region().findByText('Third, drawn')).toBeInTheDocument();
    expect(region().queryByText('First, drawn')).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('says when the server could not draw the preview, keeps the last one, and tries again on request', async () => {
    const { waiting, render } = heldPreviews();
    mockFetch(adminPostsServer([], { render }).handler);
    const { user } = renderEditor(PostEditorPage);
    write('Calm sea');
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0].answer('<p>Calm sea</p>');
    expect(await region().findByText('Calm sea')).toBeInTheDocument();

    write('Rough sea');
    await waitFor(() => expect(waiting).toHaveLength(2));
    const busy = 'The server is busy rendering other posts; please try again shortly';
    waiting[1].fail(jsonResponse({ statusCode: 503, message: busy, error: 'Service Unavailable' }, 503));
    await waitFor(() => expect(status()).toHaveTextContent(`The preview could not be updated: ${busy}`));
    expect(region().getByText('Calm sea')).toBeInTheDocument();

    await user.click(region().getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(waiting).toHaveLength(3));
    expect(waiting[2].input).toEqual({ content_text: 'Rough sea' });
    expect(status()).toHaveTextContent('Updating preview…');
    expect(region().queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    waiting[2].answer('<p>Rough sea</p>');
    expect(await region().findByText('Rough sea')).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('says when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderEditor(PostEditorPage);
    write('Offline');
    await waitFor(() =>
      expect(status()).toHaveTextContent('The preview could not be updated: Network/CORS error calling /api/posts/preview. Is the API base reachable?'),
    );
  });

  it('asks nothing for a text of only spaces', async () => {
    const server = adminPostsServer();
    mockFetch(server.handler);
    renderEditor(PostEditorPage);
    write('  \n\t ');
    expect(region().getByText('Nothing to preview yet.')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, PREVIEW_DELAY_MS + 100)));
    expect(server.previews).toEqual([]);
    expect(status()).toBeEmptyDOMElement();
  });
});
