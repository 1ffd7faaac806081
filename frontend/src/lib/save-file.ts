/** How long the object URL of a saved file stays valid: the browser reads it after the click, not during. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a downloaded blob to the browser as a file named `fileName` (the bearer token rules out a plain link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Lets the browser save what a same-origin link answers (an attachment, named by the server): the
 * browser streams it to disk and shows its progress; no byte passes through the page.
 */
export function saveFromLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
