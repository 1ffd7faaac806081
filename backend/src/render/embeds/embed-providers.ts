import { isHostOrSubdomain, parseEmbedUrl, pathParts, seconds } from './embed-url.js';

/** How a facade is drawn: a 16:9 box, a short player bar, a tall player, or a card that only links out. */
export type EmbedShape = 'video' | 'audio' | 'tall' | 'card';

/** A URL recognised as one provider's: everything a facade, its player and a feed's link are drawn from. */
export interface Embed {
  /** The provider's id in the list, as written in the facade's class (`embed--youtube`). */
  provider: string;
  /** The provider's name shown to readers. */
  name: string;
  shape: EmbedShape;
  /** What the facade's link says (`Play video`). */
  action: string;
  /** The provider's own page: the facade's link, what a feed shows, and the form an import writes. */
  pageUrl: string;
  /** The player, created on the reader's click; none for providers whose player Folio does not frame. */
  frameUrl?: string;
}

type Found = Omit<Embed, 'provider' | 'name'>;

interface EmbedProvider {
  id: string;
  name: string;
  /** Every host a frameUrl of this provider points at: the page's CSP frame-src is made of these. */
  frameHosts: readonly string[];
  match(url: URL): Found | undefined;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d{1,20}$/;
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_TYPES = new Set(['track', 'album', 'playlist', 'episode', 'show', 'artist']);
const GIST_ID = /^[0-9a-f]{20,40}$/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const MASTODON_USER = /^@[A-Za-z0-9_]{1,30}$/;

function youtube(url: URL): Found | undefined {
  const parts = pathParts(url);
  let id: string | undefined;
  if (isHostOrSubdomain(url, 'youtu.be')) id = parts.length === 1 ? parts[0] : undefined;
  else if (url.pathname === '/watch') id = url.searchParams.get('v') ?? undefined;
  else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = seconds(url.searchParams.get('t')) ?? seconds(url.searchParams.get('start'));
  return {
    shape: 'video',
    action: 'Play video',
    pageUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
    frameUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`,
  };
}

function vimeo(url: URL): Found | undefined {
  const parts = pathParts(url);
  let id: string | undefined;
  let hash: string | null;
  if (url.hostname === 'player.vimeo.com') {
    if (parts.length !== 2 || parts[0] !== 'video') return undefined;
    id = parts[1];
    hash = url.searchParams.get('h');
  } else {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/staffpicks/123
    const at = parts.findIndex((part) => DIGITS.test(part));
    if (at < 0 || (at > 0 && !['channels', 'groups', 'album', 'showcase'].includes(parts[0]!)) || parts.length > at + 2) return undefined;
    id = parts[at];
    hash = parts[at + 1] ?? null;
  }
  if (!id || !DIGITS.test(id) || (hash !== null && !/^[0-9a-f]{6,20}$/i.test(hash))) return undefined;
  return {
    shape: 'video',
    action: 'Play video',
    pageUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
    frameUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${hash ? `&h=${hash}` : ''}`,
  };
}

/** A track or set's own page (soundcloud.com/user/track, /user/sets/name) or its API address, as SoundCloud's player takes them. */
function soundcloudTarget(url: URL): string | undefined {
  const parts = pathParts(url);
  if (url.hostname === 'api.soundcloud.com') {
    return parts.length === 2 && ['tracks', 'playlists'].includes(parts[0]!) && DIGITS.test(parts[1]!) ? `https://api.soundcloud.com/${parts[0]}/${parts[1]}` : undefined;
  }
  if (!['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'].includes(url.hostname)) return undefined;
  const shapeOk = (parts.length === 2 || (parts.length === 3 && parts[1] === 'sets')) && parts.every((part) => SLUG.test(part));
  return shapeOk ? `https://soundcloud.com/${parts.join('/')}` : undefined;
}

function soundcloud(url: URL): Found | undefined {
  let target: string | undefined;
  if (url.hostname === 'w.soundcloud.com') {
    const inner = url.pathname.replace(/\/$/, '') === '/player' ? parseEmbedUrl(url.searchParams.get('url') ?? '') : undefined;
    target = inner && soundcloudTarget(inner);
  } else {
    target = soundcloudTarget(url);
  }
  if (!target) return undefined;
  const page = target.startsWith('https://soundcloud.com/') ? target : `https://w.soundcloud.com/player/?url=${encodeURIComponent(target)}`;
  return {
    shape: 'audio',
    action: 'Play',
    pageUrl: page,
    frameUrl: `https://w.soundcloud.com/player/?url=${encodeURIComponent(target)}&auto_play=true&visual=false`,
  };
}

function spotify(url: URL): Found | undefined {
  if (url.hostname !== 'open.spotify.com') return undefined;
  const parts = pathParts(url).filter((part, index) => !(index === 0 && /^intl-[a-z-]{2,10}$/i.test(part)));
  if (parts[0] === 'embed') parts.shift();
  const [type, id] = parts;
  if (parts.length !== 2 || !SPOTIFY_TYPES.has(type!) || !SPOTIFY_ID.test(id!)) return undefined;
  return {
    shape: type === 'track' || type === 'episode' ? 'audio' : 'tall',
    action: 'Play',
    pageUrl: `https://open.spotify.com/${type}/${id}`,
    frameUrl: `https://open.spotify.com/embed/${type}/${id}`,
  };
}

/**
 * Bandcamp's player needs the album's or track's number, which its pages do not show in their
 * address: only the player's own address (`bandcamp.com/EmbeddedPlayer/album=123/…`, what
 * Bandcamp's Share → Embed gives and what imported iframes hold) becomes a player. An album or
 * track page (`artist.bandcamp.com/album/name`) becomes a card that links to it.
 */
function bandcamp(url: URL): Found | undefined {
  const parts = pathParts(url);
  if (url.hostname === 'bandcamp.com' && parts[0] === 'EmbeddedPlayer') {
    const item = parts.slice(1).map((part) => /^(album|track)=(\d{1,20})$/.exec(part)).find(Boolean);
    if (!item) return undefined;
    const player = `https://bandcamp.com/EmbeddedPlayer/${item[1]}=${item[2]}/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/`;
    return { shape: 'audio', action: 'Play', pageUrl: player, frameUrl: player };
  }
  const [kind, slug] = parts;
  const artist = url.hostname.endsWith('.bandcamp.com') ? url.hostname.slice(0, -'.bandcamp.com'.length) : '';
  if (!HOST_LABEL.test(artist) || parts.length !== 2 || (kind !== 'album' && kind !== 'track') || !SLUG.test(slug!)) return undefined;
  return { shape: 'card', action: `Listen to the ${kind}`, pageUrl: `https://${artist.toLowerCase()}.bandcamp.com/${kind}/${slug}` };
}

function codepen(url: URL): Found | undefined {
  if (url.hostname !== 'codepen.io') return undefined;
  const [user, kind, id, ...rest] = pathParts(url);
  if (rest.length || !SLUG.test(user ?? '') || !['pen', 'embed', 'full'].includes(kind ?? '') || !/^[A-Za-z0-9]{1,20}$/.test(id ?? '')) return undefined;
  return {
    shape: 'tall',
    action: 'Run the pen',
    pageUrl: `https://codepen.io/${user}/pen/${id}`,
    frameUrl: `https://codepen.io/${user}/embed/${id}?default-tab=result`,
  };
}

/**
 * A GitHub gist embeds as a script that writes into this page, which would run GitHub's code
 * here: it becomes a card that links to the gist instead.
 */
function gist(url: URL): Found | undefined {
  if (url.hostname !== 'gist.github.com') return undefined;
  const parts = pathParts(url);
  const id = parts.at(-1)?.replace(/\.js$/, '');
  if (!id || !GIST_ID.test(id) || parts.length > 2 || (parts.length === 2 && !SLUG.test(parts[0]!))) return undefined;
  return { shape: 'card', action: 'Read the code', pageUrl: `https://gist.github.com/${parts.length === 2 ? `${parts[0]}/` : ''}${id}` };
}

/**
 * A Mastodon post lives on any server (`https://{instance}/@user/123`), so its player could only
 * be framed if the CSP's frame-src listed every instance: a post is a card that links to it.
 * Recognised by the shape of its path alone, which is why it is last in the list.
 */
function mastodon(url: URL): Found | undefined {
  const parts = pathParts(url);
  if (parts.at(-1) === 'embed') parts.pop();
  const labels = url.hostname.split('.');
  if (url.protocol !== 'https:' || labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) return undefined;
  const [user, id] = parts;
  if (parts.length !== 2 || !MASTODON_USER.test(user!) || !DIGITS.test(id!)) return undefined;
  return { shape: 'card', action: `See ${user}@${url.hostname}'s post`, pageUrl: `https://${url.hostname}/${user}/${id}` };
}

/** The providers, each tried in turn; a URL is embedded only when one of them recognises it. */
export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  { id: 'youtube', name: 'YouTube', frameHosts: ['www.youtube-nocookie.com'], match: (url) => (onHosts(url, ['youtube.com', 'youtu.be', 'youtube-nocookie.com']) ? youtube(url) : undefined) },
  { id: 'vimeo', name: 'Vimeo', frameHosts: ['player.vimeo.com'], match: (url) => (onHosts(url, ['vimeo.com']) ? vimeo(url) : undefined) },
  { id: 'soundcloud', name: 'SoundCloud', frameHosts: ['w.soundcloud.com'], match: (url) => (onHosts(url, ['soundcloud.com']) ? soundcloud(url) : undefined) },
  { id: 'spotify', name: 'Spotify', frameHosts: ['open.spotify.com'], match: spotify },
  { id: 'bandcamp', name: 'Bandcamp', frameHosts: ['bandcamp.com'], match: (url) => (onHosts(url, ['bandcamp.com']) ? bandcamp(url) : undefined) },
  { id: 'codepen', name: 'CodePen', frameHosts: ['codepen.io'], match: codepen },
  { id: 'gist', name: 'GitHub Gist', frameHosts: [], match: gist },
  { id: 'mastodon', name: 'Mastodon', frameHosts: [], match: mastodon },
];

function onHosts(url: URL, hosts: string[]): boolean {
  return hosts.some((host) => isHostOrSubdomain(url, host));
}

/** The origins players are framed from, for the CSP's frame-src: nothing else may be framed by a page. */
export const EMBED_FRAME_ORIGINS: readonly string[] = EMBED_PROVIDERS.flatMap((provider) => provider.frameHosts.map((host) => `https://${host}`));

/** The embed a URL stands for, when a provider of the list recognises it; its URLs are always rebuilt, never the input's. */
export function findEmbed(value: string): Embed | undefined {
  const url = parseEmbedUrl(value);
  if (!url) return undefined;
  for (const provider of EMBED_PROVIDERS) {
    const found = provider.match(url);
    if (found) return { provider: provider.id, name: provider.name, ...found };
  }
  return undefined;
}
