import { NO_FILES } from '../archive/empty-archive.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../import-source.js';
import type { Importer } from './importer.js';
import { SKIPPED_STATUSES, wxrRecordToItem } from './wxr/wxr-item.js';
import { readWxrItems, type WxrChannel } from './wxr/wxr-reader.js';

const WXR_NAMESPACE = /xmlns:\w+\s*=\s*["']https?:\/\/wordpress\.org\/export\/1\.\d+\/["']/;
const IMPORTED_TYPES = new Set(['post', 'page']);

/**
 * WordPress WXR (1.0-1.2) as a stream: open() reads the whole file once, which refuses a hostile or
 * broken file before any item is handed out and collects the attachments' URLs (for featured images,
 * which may come after their post); items() streams it again. Memory holds one item and the
 * attachment URLs, whatever the file's size.
 */
export const wxrImporter: Importer = {
  format: 'wordpress',

  async detect(probe) {
    if (probe.kind !== 'document' || !probe.head.trimStart().startsWith('<')) return false;
    // A DOCTYPE is claimed too, so that its refusal names the problem rather than "unknown format".
    const xmlWithDoctype = /^\s*<\?xml[\s?]/.test(probe.head) && /<!DOCTYPE/i.test(probe.head);
    return (/<rss[\s>]/.test(probe.head) && WXR_NAMESPACE.test(probe.head)) || xmlWithDoctype || /<!DOCTYPE\s+rss/i.test(probe.head);
  },

  async open(probe): Promise<ImportSource> {
    if (probe.kind !== 'document') throw new ImportRefusedError('A WordPress export is an XML file, not a zip');
    const { filePath, head, limits } = probe;
    const channel: WxrChannel = { baseSiteUrl: '', baseBlogUrl: '', link: '' };
    const attachments = new Map<string, string>();
    let items = 0;
    for await (const record of readWxrItems(filePath, head, limits.maxItemBytes, channel)) {
      const type = record.fields.get('wp:post_type')?.trim() ?? '';
      const url = record.fields.get('wp:attachment_url')?.trim();
      if (type === 'attachment' && url) attachments.set(record.fields.get('wp:post_id')?.trim() ?? '', url);
      if (IMPORTED_TYPES.has(type)) items += 1;
    }
    if (!channel.baseSiteUrl && !channel.baseBlogUrl && items === 0) {
      throw new ImportRefusedError('The file is not an export Folio can read: XML without the items of a WordPress export');
    }
    const skipped = new Map<string, number>();
    return {
      format: 'wordpress',
      files: NO_FILES,
      async *items(): AsyncIterable<ImportedItem> {
        skipped.clear();
        for await (const record of readWxrItems(filePath, head, limits.maxItemBytes)) {
          const type = record.fields.get('wp:post_type')?.trim() ?? '';
          const status = record.fields.get('wp:status')?.trim() ?? '';
          if (type === 'attachment') continue;
          if (!IMPORTED_TYPES.has(type) || SKIPPED_STATUSES.has(status)) {
            const why = IMPORTED_TYPES.has(type) ? `${status} ${type}s` : `${type || 'untyped'} items`;
            skipped.set(why, (skipped.get(why) ?? 0) + 1);
            continue;
          }
          yield wxrRecordToItem(record, channel, attachments);
        }
      },
      notes: () => [...skipped].map(([why, count]) => `${count} WordPress ${why} not imported`),
      close: async () => {},
    };
  },
};
