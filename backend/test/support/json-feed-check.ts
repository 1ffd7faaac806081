/**
 * A strict reading of JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): every field the spec
 * names, with its type; the required ones present; no other field unless it is an extension
 * (`_name`); URLs absolute; dates RFC 3339. Returns what is wrong, empty when nothing is. npm has no
 * maintained validator for it; parsers such as feedsmith read it leniently.
 */
export function jsonFeedProblems(feed: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(feed)) return ['the feed is not a JSON object'];
  check(problems, 'feed', feed, {
    version: (value) => value === 'https://jsonfeed.org/version/1.1' || 'must be https://jsonfeed.org/version/1.1',
    title: isString,
    home_page_url: isUrl,
    feed_url: isUrl,
    description: isString,
    user_comment: isString,
    next_url: isUrl,
    icon: isUrl,
    favicon: isUrl,
    authors: (value) => arrayOf(value, (author, at) => authorProblems(author, `authors[${at}]`)),
    language: isLanguage,
    expired: (value) => typeof value === 'boolean' || 'must be a boolean',
    hubs: (value) => arrayOf(value, (hub, at) => (isObject(hub) && typeof hub.type === 'string' && typeof hub.url === 'string' ? [] : [`hubs[${at}] needs type and url`])),
    items: (value) => arrayOf(value, (item, at) => itemProblems(item, `items[${at}]`)),
  }, ['version', 'title', 'items']);
  if (Array.isArray(feed.items)) {
    const ids = feed.items.map((item: unknown) => (isObject(item) ? item.id : undefined));
    if (new Set(ids).size !== ids.length) problems.push('items: ids are not unique');
  }
  return problems;
}

type Rule = (value: unknown) => true | string | string[];

function itemProblems(item: unknown, where: string): string[] {
  if (!isObject(item)) return [`${where} is not an object`];
  const problems: string[] = [];
  check(problems, where, item, {
    id: (value) => (typeof value === 'string' && value !== '') || 'must be a non-empty string',
    url: isUrl,
    external_url: isUrl,
    title: isString,
    content_html: isString,
    content_text: isString,
    summary: isString,
    image: isUrl,
    banner_image: isUrl,
    date_published: isDate,
    date_modified: isDate,
    authors: (value) => arrayOf(value, (author, at) => authorProblems(author, `${where}.authors[${at}]`)),
    tags: (value) => arrayOf(value, (tag, at) => (typeof tag === 'string' ? [] : [`${where}.tags[${at}] is not a string`])),
    language: isLanguage,
    attachments: (value) =>
      arrayOf(value, (attachment, at) =>
        isObject(attachment) && typeof attachment.url === 'string' && typeof attachment.mime_type === 'string' ? [] : [`${where}.attachments[${at}] needs url and mime_type`],
      ),
  }, ['id']);
  if (item.content_html === undefined && item.content_text === undefined) problems.push(`${where}: content_html or content_text is required`);
  return problems;
}

function authorProblems(author: unknown, where: string): string[] {
  if (!isObject(author)) return [`${where} is not an object`];
  const problems: string[] = [];
  check(problems, where, author, { name: isString, url: isUrl, avatar: isUrl }, []);
  if (author.name === undefined && author.url === undefined && author.avatar === undefined) problems.push(`${where}: needs name, url or avatar`);
  return problems;
}

function check(problems: string[], where: string, object: Record<string, unknown>, rules: Record<string, Rule>, required: string[]): void {
  for (const name of required) if (object[name] === undefined) problems.push(`${where}.${name} is required`);
  for (const [name, value] of Object.entries(object)) {
    const rule = rules[name];
    if (!rule) {
      if (!name.startsWith('_')) problems.push(`${where}.${name} is not a JSON Feed 1.1 field (extensions start with _)`);
      continue;
    }
    const verdict = rule(value);
    if (typeof verdict === 'string') problems.push(`${where}.${name} ${verdict}`);
    else if (Array.isArray(verdict)) problems.push(...verdict);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Rule = (value) => typeof value === 'string' || 'must be a string';
const isLanguage: Rule = (value) => (typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value)) || 'must be a language tag (RFC 5646)';
const RFC_3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const isDate: Rule = (value) => (typeof value === 'string' && RFC_3339.test(value) && !Number.isNaN(Date.parse(value))) || 'must be an RFC 3339 date-time';

function isUrl(value: unknown): true | string {
  if (typeof value !== 'string') return 'must be a string';
  try {
    return new URL(value).protocol.startsWith('http') || 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL';
  }
}

function arrayOf(value: unknown, each: (element: unknown, at: number) => string[]): true | string | string[] {
  if (!Array.isArray(value)) return 'must be an array';
  return value.flatMap((element, at) => each(element, at));
}
