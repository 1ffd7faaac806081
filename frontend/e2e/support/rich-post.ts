import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AdminSuite } from './admin-suite';
import { repoRoot } from './server';

export interface RichPost {
  id: string;
  slug: string;
  content_html: string;
}

/**
 * The browser tests' post with every writer's feature (rich-post.md), written through the API with
 * `fields` (its title among them); its figure is an upload of a 1600 × 1000 PNG.
 */
export async function writeRichPost(suite: AdminSuite, fields: Record<string, unknown>): Promise<RichPost> {
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 70, g: 110, b: 130 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'harbour-wall.png');
  const uploaded = await fetch(suite.url('/api/images/uploads/image'), { method: 'POST', headers: { Authorization: `Bearer ${suite.token}` }, body: form });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const markdown = readFileSync(join(repoRoot, 'frontend/e2e/support/rich-post.md'), 'utf8').replace('IMAGE_URL', url);
  const created = await suite.api('/api/posts', { method: 'POST', body: { content_text: markdown, ...fields } });
  expect(created.status).toBe(201);
  return (await created.json()) as RichPost;
}
