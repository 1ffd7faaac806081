import { Injectable, Logger } from '@nestjs/common';
import { readAtMost } from '../common/streams/read-at-most.js';
import { media } from '../images/media.adapter.js';
import { Storage } from '../storage/storage.js';
import type { SiteIdentity } from './site-identity.js';
import { SiteIdentityRepository } from './site-identity.repository.js';

/** The icons a browser, a phone's home screen and the web manifest ask for, and their sides. */
export const SITE_ICONS = {
  'favicon.png': 32,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;
export type SiteIconName = keyof typeof SITE_ICONS;

/** Folio's own icon (frontend/public/favicon.svg), drawn when the author has set none or theirs cannot be read. */
export const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2b4c7e"/>' +
  '<path d="M10 8h13v3.5h-9v3.5h8v3.5h-8V24h-4z" fill="#fff"/></svg>';

/** Uploads are capped far below this; a stored file above it is not one of ours. */
const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/**
 * The site's icon drawn at each size with sharp, on first request after a change; only the current
 * icon's drawings are kept (four small PNGs), so memory stays bounded.
 */
@Injectable()
export class SiteIcons {
  private readonly logger = new Logger(SiteIcons.name);
  private drawnFor?: string;
  private drawn = new Map<SiteIconName, Promise<Buffer>>();

  constructor(
    private readonly storage: Storage,
    private readonly repository: SiteIdentityRepository,
  ) {}

  png(identity: SiteIdentity, name: SiteIconName): Promise<Buffer> {
    const source = identity.icon?.id ?? 'default';
    if (this.drawnFor !== source) {
      this.drawnFor = source;
      this.drawn = new Map();
    }
    let drawing = this.drawn.get(name);
    if (!drawing) {
      const drawn = this.draw(identity.icon?.id, SITE_ICONS[name]);
      const kept = drawn.then(({ png }) => png);
      this.drawn.set(name, kept);
      // A stand-in (or a failure) is not kept: the icon is tried again on the next request.
      const forget = () => this.drawn.get(name) === kept && this.drawn.delete(name);
      drawn.then(({ standIn }) => standIn && forget(), forget);
      drawing = kept;
    }
    return drawing;
  }

  private async draw(imageId: string | undefined, side: number): Promise<{ png: Buffer; standIn: boolean }> {
    if (imageId) {
      try {
        const key = await this.repository.storageKey(imageId);
        if (key) return { png: await media.squarePng(await readAtMost(await this.storage.open(key), MAX_SOURCE_BYTES), side), standIn: false };
      } catch (error) {
        this.logger.warn(`The site icon ${imageId} could not be drawn; the default stands in: ${(error as Error).message}`);
      }
    }
    return { png: await media.squarePng(Buffer.from(DEFAULT_ICON_SVG), side), standIn: imageId !== undefined };
  }
}
