import { describe, expect, it } from '@jest/globals';
import { findMediaFile } from './embed-media.js';
import { EMBED_FRAME_ORIGINS, findEmbed } from './embed-providers.js';

describe('findEmbed', () => {
  it.each([
    // YouTube, played from youtube-nocookie.com
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m5s', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=65s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=65'],
    ['http://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=30'],
    // Vimeo, unlisted videos keep their hash
    ['https://vimeo.com/76979871', 'vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&title=0', 'vimeo', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    // SoundCloud: a page or the player's own address
    [
      'https://soundcloud.com/forss/flickermood',
      'soundcloud',
      'https://soundcloud.com/forss/flickermood',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&auto_play=true&visual=false',
    ],
    [
      'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&color=%23ff5500',
      'soundcloud',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&auto_play=true&visual=false',
    ],
    // Spotify
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x', 'spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['https://open.spotify.com/intl-de/album/4uLU6hMCjMI75M1A2tKUQC', 'spotify', 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC'],
    // Bandcamp: the player's address plays, an album page links out
    [
      'https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=333333/',
      'bandcamp',
      'https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
      'https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
    ],
    ['https://artist.bandcamp.com/album/first-light', 'bandcamp', 'https://artist.bandcamp.com/album/first-light', undefined],
    // CodePen
    ['https://codepen.io/team/pen/abcXYZ', 'codepen', 'https://codepen.io/team/pen/abcXYZ', 'https://codepen.io/team/embed/abcXYZ?default-tab=result'],
    // Gists and Mastodon posts link out
    ['https://gist.github.com/octocat/6cad326836d38bd3a7ae', 'gist', 'https://gist.github.com/octocat/6cad326836d38bd3a7ae', undefined],
    ['https://mastodon.social/@Gargron/109318821117356215', 'mastodon', 'https://mastodon.social/@Gargron/109318821117356215', undefined],
    ['https://fosstodon.org/@someone/109318821117356215/embed', 'mastodon', 'https://fosstodon.org/@someone/109318821117356215', undefined],
  ])('recognises %s as %s', (url, provider, pageUrl, frameUrl) => {
    const embed = findEmbed(url);
    expect(embed).toMatchObject({ provider, pageUrl });
    expect(embed?.frameUrl).toBe(frameUrl);
  });

  it.each([
    // Only looks like a provider's
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:pass@evil.example/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://evilvimeo.com/76979871',
    'https://player.vimeo.com.evil.example/video/76979871',
    'https://open.spotify.com.evil.example/track/4uLU6hMCjMI75M1A2tKUQC',
    'https://bandcamp.com.evil.example/EmbeddedPlayer/album=1/',
    'https://evil.example/EmbeddedPlayer/album=1/',
    'https://w.soundcloud.com/player/?url=https://evil.example/tracks/1',
    // Scripts and data
    'javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//www.youtube.com/watch?v=dQw4w9WgXcQ',
    // Ids that are not ids
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/watch',
    'https://vimeo.com/76979871/"><script>',
    'https://open.spotify.com/track/../../evil',
    'https://codepen.io/team/pen/a"b',
    'https://gist.github.com/octocat/not-a-gist',
    // Mastodon's shape on an address that is no host
    'https://127.0.0.1/@a/123',
    'http://mastodon.social/@Gargron/109318821117356215',
    'https://mastodon.social/@Gargron',
    'https://example.com/watch?v=dQw4w9WgXcQ',
  ])('does not embed %s', (url) => {
    expect(findEmbed(url)).toBeUndefined();
  });

  it('frames players only from the providers’ own player hosts', () => {
    expect(EMBED_FRAME_ORIGINS).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://w.soundcloud.com',
      'https://open.spotify.com',
      'https://bandcamp.com',
      'https://codepen.io',
    ]);
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/1', 'https://soundcloud.com/a/b', 'https://open.spotify.com/show/4uLU6hMCjMI75M1A2tKUQC']) {
      expect(EMBED_FRAME_ORIGINS).toContain(new URL(findEmbed(url)!.frameUrl!).origin);
    }
  });
});

describe('findMediaFile', () => {
  it.each([
    ['/uploads/talk.mp4', 'video', '/uploads/talk.mp4'],
    ['https://cdn.example/sound/tune.MP3?v=2', 'audio', 'https://cdn.example/sound/tune.MP3?v=2'],
    ['https://cdn.example/a b.webm', 'video', 'https://cdn.example/a%20b.webm'],
    ['/uploads/voice.m4a', 'audio', '/uploads/voice.m4a'],
  ])('plays %s as %s', (url, kind, src) => {
    expect(findMediaFile(url)).toEqual({ kind, src });
  });

  it.each([
    'http://cdn.example/tune.mp3',
    '//cdn.example/tune.mp3',
    '/\\cdn.example/tune.mp3',
    'javascript:alert(1)//x.mp4',
    'data:video/mp4;base64,AAAA.mp4',
    'https://cdn.example/tune.mp3.html',
    'https://cdn.example/page',
    '/uploads/a".mp4',
  ])('does not play %s', (url) => {
    expect(findMediaFile(url)).toBeUndefined();
  });
});
