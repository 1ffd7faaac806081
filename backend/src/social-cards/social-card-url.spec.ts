import { describe, expect, it } from '@jest/globals';
import { cardDate, socialCardFingerprint, socialCardPath, type SocialCardSource } from './social-card-url.js';

const source: SocialCardSource = {
  postId: '6f1c1c52-3f0e-4f3c-9a57-0c2a2d0b7a11',
  title: 'Hello',
  siteName: 'Folio',
  date: '2026-03-05T10:00:00.000Z',
  coverUrl: '/uploads/abc.webp',
};

describe('social card addresses', () => {
  it('writes dates as the site does, in UTC', () => {
    expect(cardDate('2026-03-05T23:30:00-05:00')).toBe('March 6, 2026');
    expect(cardDate(new Date('2026-11-23T00:00:00Z'))).toBe('November 23, 2026');
    expect([cardDate(null), cardDate(''), cardDate('not a date')]).toEqual([null, null, null]);
  });

  it('names the card by post and fingerprint', () => {
    expect(socialCardPath(source)).toMatch(/^\/social-cards\/6f1c1c52-3f0e-4f3c-9a57-0c2a2d0b7a11\.png\?v=[0-9a-f]{16}$/);
  });

  it('changes the fingerprint with everything the card is drawn from', () => {
    const fingerprint = socialCardFingerprint(source);
    const changes: Array<Partial<SocialCardSource>> = [
      { postId: '00000000-0000-4000-8000-000000000000' },
      { title: 'Hello!' },
      { siteName: 'Folio.' },
      { date: '2026-03-06T10:00:00.000Z' },
      { date: null },
      { coverUrl: null },
      { coverUrl: '/uploads/def.webp' },
    ];
    const others = changes.map((change) => socialCardFingerprint({ ...source, ...change }));
    expect(new Set([fingerprint, ...others]).size).toBe(changes.length + 1);
  });

  it('keeps the fingerprint for the same day however it is written', () => {
    const fingerprint = socialCardFingerprint(source);
    expect(socialCardFingerprint({ ...source, date: new Date('2026-03-05T10:00:00Z') })).toBe(fingerprint);
    expect(socialCardFingerprint({ ...source, date: '2026-03-05T10:00:00Z' })).toBe(fingerprint);
  });
});
