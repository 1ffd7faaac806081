import type { Response } from 'express';

/**
 * Lets another origin show this response: an image in a mail client's web page, in a feed reader, on
 * a page that links a post. Helmet sends `Cross-Origin-Resource-Policy: same-origin` with every
 * answer, under which a browser refuses the stored images and social cards to any page but ours
 * (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin); pages and the API keep it.
 */
export function allowCrossOriginUse(response: Response): void {
  response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}
