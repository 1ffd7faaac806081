/**
 * Issue 27: alt text is never made from a file name or a URL ('IMG_2034', 'Mountain Lake O' tell a
 * reader nothing). A new image's alt text starts empty, with this reminder beside it.
 */
export const ALT_TEXT_REMINDER = 'Describe this image for readers who cannot see it.';

/** Auto-generate (spec §2): the spec's fallback, 'Image for "{title}"'; '' without a title. */
export function autoAltText(postTitle: string): string {
  const title = postTitle.trim();
  return title ? `Image for "${title}"` : '';
}
