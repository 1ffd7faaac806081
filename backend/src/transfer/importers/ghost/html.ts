const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function link(url: unknown, text: unknown): string {
  const href = str(url);
  if (!href) return '';
  return `<p><a href="${escapeHtml(href)}">${escapeHtml(str(text) || href)}</a></p>`;
}

export function image(src: unknown, alt: unknown, caption: unknown): string {
  if (!str(src)) return '';
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
  // Captions are HTML in Ghost's cards.
  return str(caption) ? `<figure>${img}<figcaption>${str(caption)}</figcaption></figure>` : `<p>${img}</p>`;
}

/** What rendering a Ghost body produced, and what it could not render. */
export interface RenderedBody {
  html: string;
  warnings: string[];
}
