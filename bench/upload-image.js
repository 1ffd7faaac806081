// One image upload through the API as the admin console sends it (multipart field `image`), timed
// from before the request leaves until the whole answer is read.
import { FOLIO, TOKEN } from './folio-process.js';

export async function postImage(bytes, name) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const response = await fetch(`${FOLIO}/api/images/uploads/image`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: form });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}
