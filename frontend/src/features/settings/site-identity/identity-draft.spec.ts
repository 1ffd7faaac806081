import { describe, expect, it } from '@jest/globals';
import { messagesOf, placeErrors, toDraft, toPatch } from './identity-draft';

const settings = {
  title: 'Hill Notes',
  description: null,
  logo: { id: 'logo-id', url: '/uploads/logo.png' },
  icon: null,
  accent_color: '#1d4ed8',
  accent_color_dark: null,
  home_heading: null,
  home_introduction: null,
  home_cards: false,
  author_name: 'Ada',
  author_bio: null,
  author_avatar: null,
  author_links: [{ label: 'Mastodon', url: 'https://example.social/@ada' }],
  footer_text: null,
  language: 'fr-CA',
  time_zone: null,
};

describe('the site identity form', () => {
  it('shows what is not set as empty, and sends every field back, blanks as null (the first value)', () => {
    const draft = toDraft(settings);
    expect(draft).toMatchObject({ title: 'Hill Notes', description: '', home_cards: false, logo: { id: 'logo-id' } });
    draft.title = '  ';
    draft.author_links.push({ label: '', url: '' });
    expect(toPatch(draft)).toEqual({
      title: null,
      description: null,
      accent_color: '#1d4ed8',
      accent_color_dark: null,
      home_heading: null,
      home_introduction: null,
      author_name: 'Ada',
      author_bio: null,
      footer_text: null,
      language: 'fr-CA',
      time_zone: null,
      logo_image_id: 'logo-id',
      icon_image_id: null,
      author_avatar_image_id: null,
      home_cards: false,
      author_links: [{ label: 'Mastodon', url: 'https://example.social/@ada' }],
    });
  });

  it('puts each server message under the field it names, images by their form name', () => {
    const placed = placeErrors([
      "accent_color #ffcc00 has a contrast ratio of 1.44:1 against the light theme's background #fbfaf7; WCAG AA needs at least 4.5:1 for text",
      'author_links.0.url must be an absolute http(s) URL',
      'logo_image_id does not name a public image of the library',
      'property admin should not exist',
    ]);
    expect(Object.keys(placed.fields).sort()).toEqual(['accent_color', 'author_links', 'logo']);
    expect(placed.fields.accent_color?.[0]).toContain('1.44:1');
    expect(placed.other).toEqual(['property admin should not exist']);
  });

  it('reads a 400\'s message, one or many', () => {
    expect(messagesOf({ message: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(messagesOf({ message: 'one' })).toEqual(['one']);
    expect(messagesOf('nope')).toEqual([]);
  });
});
