import { media } from '../../images/media.adapter.js';

const WIDTH = 1200;
const HEIGHT = 630;

/** A cover drawn from two colours and the title's letters: soft circles over a gradient, no text. */
export function coverSvg(title: string, [from, to]: [string, string]): string {
  const seed = [...title].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 9973, 7);
  const circles = Array.from({ length: 6 }, (_, index) => {
    const x = (seed * (index + 3) * 37) % WIDTH;
    const y = (seed * (index + 5) * 53) % HEIGHT;
    const radius = 80 + ((seed * (index + 1)) % 160);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#ffffff" fill-opacity="${0.08 + index * 0.03}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${circles.join('\n  ')}
</svg>`;
}

export function renderCover(title: string, palette: [string, string]): Promise<Buffer> {
  return media.svgToWebp(coverSvg(title, palette));
}
