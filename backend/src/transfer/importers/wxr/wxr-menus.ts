import { decodeEntities } from '../../html-entities.js';
import type { ImportedMenu, ImportedMenuLink } from '../../import-source.js';
import type { WxrChannel, WxrRecord } from './wxr-reader.js';

/** A link to the old site itself becomes a path here (its old addresses redirect); any other stays as written. */
function onThisSite(url: string, channel: WxrChannel): string {
  try {
    const target = new URL(url);
    const hosts = [channel.baseSiteUrl, channel.baseBlogUrl, channel.link].flatMap((base) => {
      try {
        return [new URL(base).host];
      } catch {
        return [];
      }
    });
    return hosts.includes(target.host) ? `${target.pathname}${target.search}` : url;
  } catch {
    return url;
  }
}

/** A nav_menu_item of the export, with the menu it belongs to. */
export interface WxrMenuItem {
  menu: string;
  order: number;
  link: ImportedMenuLink;
}

/** The most menu items read from one export: a theme's menus hold dozens, never thousands. */
export const MAX_MENU_ITEMS = 2_000;

/**
 * A published nav_menu_item as a link (postmeta `_menu_item_type`: `post_type` names a post or page by
 * id, `taxonomy` a category or tag by term id, `custom` an address), or null when it is none of those.
 */
export function wxrMenuItem(record: WxrRecord, channel: WxrChannel): WxrMenuItem | null {
  const field = (name: string) => record.fields.get(name)?.trim() ?? '';
  const meta = (name: string) => record.postmeta.get(name)?.trim() ?? '';
  const menu = record.categories.find((category) => category.domain === 'nav_menu');
  if (!menu || field('wp:status') !== 'publish') return null;
  const objectId = meta('_menu_item_object_id');
  let target: ImportedMenuLink['target'];
  switch (meta('_menu_item_type')) {
    case 'post_type':
      target = { item: objectId };
      break;
    case 'taxonomy': {
      const term = channel.terms.get(objectId);
      if (!term) return null;
      target = { tag: decodeEntities(term.name) };
      break;
    }
    case 'custom':
      target = { url: onThisSite(meta('_menu_item_url'), channel) };
      break;
    default:
      return null;
  }
  const parent = meta('_menu_item_menu_item_parent');
  const label = decodeEntities(field('title').replace(/<\/?[a-z][^<>]*>/gi, '')).replace(/\s+/g, ' ').trim();
  const fallback = 'tag' in target ? target.tag : '';
  return {
    menu: decodeEntities(menu.name),
    order: Number(field('wp:menu_order')) || 0,
    link: { id: field('wp:post_id'), parent: parent && parent !== '0' ? parent : null, label: label || fallback, target },
  };
}

/**
 * WordPress exports every menu but not which one the theme shows where: the one with the most items is
 * taken (ties: the first in the file), its links in menu order.
 */
export function chosenMenu(items: readonly WxrMenuItem[]): ImportedMenu | null {
  const menus = new Map<string, WxrMenuItem[]>();
  for (const item of items) {
    const list = menus.get(item.menu) ?? [];
    list.push(item);
    menus.set(item.menu, list);
  }
  let chosen: [string, WxrMenuItem[]] | undefined;
  for (const entry of menus) if (!chosen || entry[1].length > chosen[1].length) chosen = entry;
  if (!chosen) return null;
  const [name, links] = chosen;
  const others = [...menus].filter(([other]) => other !== name).map(([other, list]) => `"${other}" (${list.length})`);
  const notes = others.length > 0 ? [`Other WordPress menus not imported (Folio has one top navigation): ${others.join(', ')}`] : [];
  return { name, links: [...links].sort((a, b) => a.order - b.order).map((item) => item.link), notes };
}
