import { NO_FILES } from '../archive/empty-archive.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../import-source.js';
import type { Importer } from './importer.js';
import type { WxrAttachment } from './wxr/shortcodes.js';
import { SKIPPED_STATUSES, wxrRecordToItem } from './wxr/wxr-item.js';
import { chosenMenu, MAX_MENU_ITEMS, wxrMenuItem } from './wxr/wxr-menus.js';
import { emptyChannel, readWxrItems, type WxrChannel, type WxrRecord } from './wxr/wxr-reader.js';

const WXR_NAMESPACE = /xmlns:\w+\s*=\s*["']https?:\/\/wordpress\.org\/export\/1\.\d+\/["']/;
const IMPORTED_TYPES = new Set(['post', 'page']);
/** Read in the first pass, not imported as items. */
const READ_TYPES = new Set(['attachment', 'nav_menu_item']);

function attachmentOf(record: WxrRecord): WxrAttachment {
  const field = (name: string) => record.fields.get(name)?.trim() ?? '';
  return {
    url: field('wp:attachment_url'),
    caption: field('excerpt:encoded'),
    alt: record.postmeta.get('_wp_attachment_image_alt')?.trim() ?? '',
    parent: field('wp:post_parent'),
    order: Number(field('wp:menu_order')) || 0,
  };
}

/**
 * WordPress WXR (1.0-1.2) as a stream: open() reads the whole file once, which refuses a hostile or
 * broken file before any item is handed out and collects the attachments (for featured images and
 * [gallery], which may come after their post) and the menu items; items() streams it again. Memory
 * holds one item, the attachments' addresses and captions, and at most MAX_MENU_ITEMS menu items.
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
    const channel: WxrChannel = emptyChannel();
    const attachments = new Map<string, WxrAttachment>();
    // Resolved once the file is read: the terms they may link to are the channel's, known at its end.
    const menuRecords: WxrRecord[] = [];
    let items = 0;
    for await (const record of readWxrItems(filePath, head, limits.maxItemBytes, channel)) {
      const type = record.fields.get('wp:post_type')?.trim() ?? '';
      if (type === 'attachment' && record.fields.get('wp:attachment_url')?.trim()) attachments.set(record.fields.get('wp:post_id')?.trim() ?? '', attachmentOf(record));
      if (type === 'nav_menu_item' && menuRecords.length < MAX_MENU_ITEMS) menuRecords.push(record);
      if (IMPORTED_TYPES.has(type)) items += 1;
    }
    const menu = chosenMenu(menuRecords.flatMap((record) => wxrMenuItem(record, channel) ?? []));
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
          if (READ_TYPES.has(type)) continue;
          if (!IMPORTED_TYPES.has(type) || SKIPPED_STATUSES.has(status)) {
            const why = IMPORTED_TYPES.has(type) ? `${status} ${type}s` : `${type || 'untyped'} items`;
            skipped.set(why, (skipped.get(why) ?? 0) + 1);
            continue;
          }
          yield wxrRecordToItem(record, channel, attachments);
        }
      },
      notes: () => [...skipped].map(([why, count]) => `${count} WordPress ${why} not imported`),
      menu: () => menu,
      close: async () => {},
    };
  },
};
