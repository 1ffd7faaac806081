/** `![alt](url)` that survives any alt text and any URL. */

export function escapeAltText(alt: string): string {
  return alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** Spaces and parentheses end or break a Markdown link destination: percent-encode them. */
export function escapeImageUrl(url: string): string {
  return url
    .trim()
    .replace(/\s/g, (char) => encodeURIComponent(char))
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E');
}

export function imageMarkdown(alt: string, url: string): string {
  return `![${escapeAltText(alt)}](${escapeImageUrl(url)})`;
}
