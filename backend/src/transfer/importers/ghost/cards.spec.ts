import { describe, expect, it } from '@jest/globals';
import { htmlToMarkdown } from '../../../render/html-to-markdown.js';
import { renderCard } from './cards.js';

describe("Ghost's embed card", () => {
  it('becomes the embed of a known provider, as its bare URL in the Markdown', () => {
    const html = renderCard('embed', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"></iframe>', metadata: { title: 'A talk' } });
    expect(htmlToMarkdown(html!).markdown).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('stays a link, titled, for a provider Folio does not embed', () => {
    const html = renderCard('embed', { url: 'https://twitter.com/someone/status/1', html: '<blockquote class="twitter-tweet"></blockquote><script src="https://platform.twitter.com/widgets.js"></script>', metadata: { title: 'A post' } });
    expect(html).toBe('<p><a href="https://twitter.com/someone/status/1">A post</a></p>');
  });
});
