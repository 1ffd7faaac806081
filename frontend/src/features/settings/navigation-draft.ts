import type { Navigation } from '../../api/navigation.api';
import { responseText } from '../../lib/api-error';

export type ListName = keyof Navigation;

/** A link as it is being edited; `id` keeps its row (and its errors, and the focus) through moves. */
export interface DraftLink {
  id: string;
  label: string;
  url: string;
}

export type Draft = Record<ListName, DraftLink[]>;

/** What the server said about one row's fields. */
export type RowErrors = Partial<Record<'label' | 'url', string>>;

export const LIST_NAMES: ListName[] = ['primary', 'footer'];

let lastId = 0;
export const newLinkId = () => `link-${++lastId}`;

export function toDraft(navigation: Navigation): Draft {
  return {
    primary: navigation.primary.map((link) => ({ id: newLinkId(), ...link })),
    footer: navigation.footer.map((link) => ({ id: newLinkId(), ...link })),
  };
}

/** What is sent: URLs trimmed (the server refuses spaces in them), labels as typed (it trims them itself). */
export function fromDraft(draft: Draft): Navigation {
  const links = (list: DraftLink[]) => list.map(({ label, url }) => ({ label, url: url.trim() }));
  return { primary: links(draft.primary), footer: links(draft.footer) };
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** `primary.1.url must …`: the server's words for one field of one row. */
const FIELD_MESSAGE = /^(primary|footer)\.(\d+)\.(label|url) (.*)$/s;

/**
 * The 400's messages placed on the rows they name (by the draft that was sent), and the others
 * (a whole list's, an unknown field's) kept apart.
 */
export function placeErrors(data: unknown, sent: Draft): { rows: Record<string, RowErrors>; other: string[] } {
  const message = typeof data === 'object' && data !== null && 'message' in data ? (data as { message: unknown }).message : undefined;
  const messages = Array.isArray(message) ? message.map(String) : [responseText(data)];
  const rows: Record<string, RowErrors> = {};
  const other: string[] = [];
  for (const text of messages) {
    const [, list, index, field, problem] = FIELD_MESSAGE.exec(text) ?? [];
    const row = list ? sent[list as ListName][Number(index)] : undefined;
    if (row) rows[row.id] = { ...rows[row.id], [field as 'label' | 'url']: `${field === 'label' ? 'Label' : 'URL'} ${problem}` };
    else other.push(text);
  }
  return { rows, other };
}
