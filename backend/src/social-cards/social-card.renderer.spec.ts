import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { renderSocialCard } from './social-card.renderer.js';

const base = { title: 'Notes on a small blog', siteName: 'Folio', date: '2026-03-05T10:00:00.000Z' };

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

async function meanColour(png: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(png).stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean];
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, index) => value - b[index]!));

const solid = (background: string) => sharp({ create: { width: 1600, height: 900, channels: 3, background } }).jpeg().toBuffer();

describe('renderSocialCard', () => {
  it('draws a 1200×630 PNG', async () => {
    const metadata = await sharp(await renderSocialCard(base)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
  });

  it('draws the title, the site name and the date: changing any changes the pixels', async () => {
    const card = await pixels(await renderSocialCard(base));
    for (const change of [{ title: 'Notes on a large blog' }, { siteName: 'Elsewhere' }, { date: '2026-03-06T10:00:00.000Z' }, { date: null }]) {
      expect((await pixels(await renderSocialCard({ ...base, ...change }))).equals(card)).toBe(false);
    }
  });

  it('gives the same bytes for the same content', async () => {
    expect((await renderSocialCard(base)).equals(await renderSocialCard({ ...base }))).toBe(true);
  });

  it.each([
    ['a long title', 'A very long title that goes on and on '.repeat(12)],
    ['an unbroken word', 'x'.repeat(500)],
    ['CJK and emoji only', '漢字かな交じり文 😀👍🏽👨‍👩‍👧'],
    ['markup', '<script>alert("x")</script> & <b>bold</b> "quotes" \'apostrophes\' ]]> <!--'],
    ['control and format characters', 'tab\there\u0000nul\u200bzero-width\u202eRTL override\uFEFF\uD800lone surrogate'],
    ['nothing drawable', '\u{1F600}\u{1F601}'],
  ])('draws %s without failing', async (_label, title) => {
    const metadata = await sharp(await renderSocialCard({ ...base, title, siteName: `${title} & <site>` })).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });

  it('never lets a title into the SVG: markup that would paint the card red draws as text', async () => {
    const title = '"/><rect width="1200" height="630" fill="#ff0000"/><path d="';
    const { data, info } = await sharp(await renderSocialCard({ ...base, title })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let index = 0; index < data.length; index += info.channels) if (data[index]! > 200 && data[index + 1]! < 60 && data[index + 2]! < 60) red++;
    expect(red).toBe(0);
  });

  it('lays the cover under the text: the card takes its colour', async () => {
    const plain = await renderSocialCard(base);
    const blue = [29, 111, 184];
    const red = [200, 30, 40];
    const overBlue = await renderSocialCard({ ...base, cover: await solid('#1d6fb8') });
    const overRed = await renderSocialCard({ ...base, cover: await solid('#c81e28') });
    expect((await pixels(overBlue)).equals(await pixels(plain))).toBe(false);
    const [plainMean, blueMean, redMean] = await Promise.all([meanColour(plain), meanColour(overBlue), meanColour(overRed)]);
    expect(distance(blueMean, blue)).toBeLessThan(distance(plainMean, blue));
    expect(distance(redMean, red)).toBeLessThan(distance(plainMean, red));
    expect(blueMean[2]).toBeGreaterThan(blueMean[0]);
    expect(redMean[0]).toBeGreaterThan(redMean[2]);
  });

  it('shades the cover so that light text stays readable: even a white cover comes out dark', async () => {
    const [r, g, b] = await meanColour(await renderSocialCard({ ...base, cover: await solid('#ffffff') }));
    expect((r + g + b) / 3).toBeLessThan(128);
  });

  it('draws a card without the cover when the cover does not decode', async () => {
    const plain = await renderSocialCard(base);
    expect((await renderSocialCard({ ...base, cover: Buffer.from('not an image') })).equals(plain)).toBe(true);
    const truncated = (await solid('#1d6fb8')).subarray(0, 400);
    expect((await renderSocialCard({ ...base, cover: truncated })).equals(plain)).toBe(true);
  });
});
