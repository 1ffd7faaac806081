const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML, dropping the control characters XML 1.0 cannot carry at all. */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (character) => XML_ENTITIES[character]);
}
