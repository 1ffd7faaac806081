import { ForbiddenException, Injectable } from '@nestjs/common';
import { isUrlTokenShaped, newUrlToken, urlTokenHash } from '../../common/tokens/url-token.js';
import type { DownloadLinkDto } from './download-links.dto.js';
import { DownloadLinksRepository } from './download-links.repository.js';

/** How long a link may wait before the browser follows it: long enough for a click, too short to be worth stealing. */
export const DOWNLOAD_LINK_SECONDS = 60;

export type DownloadTarget = { kind: 'export' } | { kind: 'backup'; name: string };

const targetText = (target: DownloadTarget) => (target.kind === 'export' ? 'export' : `backup:${target.name}`);

function targetOf(text: string): DownloadTarget | null {
  if (text === 'export') return { kind: 'export' };
  if (text.startsWith('backup:')) return { kind: 'backup', name: text.slice('backup:'.length) };
  return null;
}

/**
 * Links that let the browser itself save a large file (the export, a backup), which a bearer header
 * cannot do: the admin asks for one with the token, and the browser follows it within
 * DOWNLOAD_LINK_SECONDS, once. The token travels in the query string, which the request log never
 * writes; only its sha256 is stored, and it is looked up by that hash, so the time an answer takes
 * says nothing about how close a guess came.
 */
@Injectable()
export class DownloadLinksService {
  constructor(private readonly links: DownloadLinksRepository) {}

  async create(target: DownloadTarget): Promise<DownloadLinkDto> {
    const token = newUrlToken();
    const expiresAt = await this.links.create(urlTokenHash(token), targetText(target), DOWNLOAD_LINK_SECONDS);
    return { url: `/api/downloads?token=${token}`, expires_at: expiresAt.toISOString() };
  }

  /** The link's target, used up; an unknown, used or expired token is a 403 that says which it may be, never which it is. */
  async take(token: string): Promise<DownloadTarget> {
    const taken = isUrlTokenShaped(token) ? await this.links.take(urlTokenHash(token)) : null;
    const target = taken && !taken.expired ? targetOf(taken.target) : null;
    if (!target) {
      throw new ForbiddenException(`This download link is not valid: it is wrong, was already used, or is older than ${DOWNLOAD_LINK_SECONDS} s. Ask for a new one.`);
    }
    return target;
  }
}
