import { findEmbed } from '../../../render/embeds/embed-providers.js';
import { renderMarkdown } from '../../../render/markdown-renderer.js';
import { escapeHtml, image, link, str } from './html.js';

type Payload = Record<string, unknown>;

/** Cards that only make sense on Ghost (members, newsletters, products): left out without a fuss. */
const GHOST_ONLY = new Set(['paywall', 'email', 'email-cta', 'signup', 'product', 'transistor', 'call-to-action']);

function gallery(payload: Payload): string {
  const images = Array.isArray(payload.images) ? (payload.images as Payload[]) : [];
  return images.map((item) => image(item?.src, item?.alt, item?.caption)).join('') + (str(payload.caption) ? `<p>${str(payload.caption)}</p>` : '');
}

/**
 * A Ghost card (mobiledoc card or Lexical decorator node, same names and fields) as plain HTML that
 * Markdown can hold. Returns null for a card this renderer does not know.
 */
export function renderCard(name: string, payload: Payload): string | null {
  switch (name) {
    case 'image':
      return image(payload.src, payload.alt, payload.caption);
    case 'code':
    case 'codeblock': {
      const language = /^[a-z0-9+#-]{1,30}$/i.test(str(payload.language)) ? ` class="language-${str(payload.language)}"` : '';
      return `<pre><code${language}>${escapeHtml(payload.code)}</code></pre>`;
    }
    case 'html':
      return str(payload.html);
    case 'markdown':
      return renderMarkdown(str(payload.markdown));
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    case 'bookmark': {
      const metadata = (payload.metadata ?? {}) as Payload;
      return link(payload.url, metadata.title);
    }
    case 'embed': {
      const metadata = (payload.metadata ?? {}) as Payload;
      // A known provider's player, drawn as Ghost draws it (html-to-markdown turns it into the embed); any other stays a link.
      if (findEmbed(str(payload.url))) return `<figure class="kg-card kg-embed-card"><iframe src="${escapeHtml(payload.url)}"></iframe></figure>`;
      return link(payload.url, metadata.title);
    }
    case 'gallery':
      return gallery(payload);
    case 'callout':
      return `<blockquote><p>${escapeHtml(payload.calloutEmoji)} ${str(payload.calloutText)}</p></blockquote>`;
    case 'button':
      return link(payload.buttonUrl ?? payload.url, payload.buttonText ?? payload.text);
    case 'toggle':
      return `<p><strong>${str(payload.heading)}</strong></p>${str(payload.content)}`;
    case 'header':
      return `<h2>${str(payload.header ?? payload.heading)}</h2>${str(payload.subheader ?? payload.subheading) ? `<p>${str(payload.subheader ?? payload.subheading)}</p>` : ''}`;
    case 'video':
    case 'audio':
    case 'file':
      return link(payload.src, payload.title ?? payload.fileTitle ?? payload.fileName);
    default:
      return GHOST_ONLY.has(name) ? '' : null;
  }
}
