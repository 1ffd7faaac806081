import { describe, expect, it } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import { PostBody } from './post-body.component';

const CODE = '<pre><code class="language-ts"><span class="hl-2">const</span> x = 1;</code></pre>';
const codeStylesheets = () => document.head.querySelectorAll('link[rel="stylesheet"][href="/code-highlight.css"]');

describe('PostBody', () => {
  it("links the code colours while a post with highlighted code is shown, once however many show it, and drops them after", async () => {
    const first = render(<PostBody html={CODE} />);
    const second = render(<PostBody html={CODE} />);
    expect(codeStylesheets()).toHaveLength(1);
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(codeStylesheets()).toHaveLength(1);
    second.unmount();
    await waitFor(() => expect(codeStylesheets()).toHaveLength(0));
  });

  it('keeps the link the server drew instead of adding another, and links nothing for a post without code', async () => {
    const drawn = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/code-highlight.css' });
    document.head.append(drawn);
    const shown = render(<PostBody html={CODE} />);
    expect(codeStylesheets()).toHaveLength(1);
    expect(codeStylesheets()[0]).toBe(drawn);
    shown.rerender(<PostBody html="<p>Only words.</p>" />);
    await waitFor(() => expect(codeStylesheets()).toHaveLength(0));
  });
});
