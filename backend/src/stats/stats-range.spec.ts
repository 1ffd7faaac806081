import { describe, expect, it } from '@jest/globals';
import { statsCsv } from './stats-csv.js';
import { statsRange } from './stats-range.js';

describe('the range of a statistics read', () => {
  it('is the last 30 days by default, or the days asked for', () => {
    expect(statsRange(undefined, undefined, '2026-11-29')).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(statsRange(undefined, '2026-03-01', '2026-11-29')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(statsRange('2024-01-01', '2024-12-31', '2026-11-29')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it.each([
    ['2026-02-30', '2026-03-01', 'from is not a real date: 2026-02-30'],
    ['2026-11-02', '2026-11-01', 'from must not be after to'],
    ['2024-01-01', '2025-01-01', 'The range may cover at most 366 days'],
  ])('refuses from=%s to=%s', (from, to, message) => {
    expect(() => statsRange(from, to, '2026-11-29')).toThrow(message);
  });
});

describe('the statistics as CSV', () => {
  it('guards every cell against spreadsheet formulas and quotes what needs it', () => {
    const csv = statsCsv('posts', [
      { post_id: 'x', title: '=HYPERLINK("https://evil.example","click")', slug: 'evil', type: 'post', views: 3 },
      { post_id: 'y', title: 'About, us', slug: 'about', type: 'page', views: 1 },
    ]);
    expect(csv).toBe('title,path,views\r\n"\'=HYPERLINK(""https://evil.example"",""click"")",/blog/evil,3\r\n"About, us",/about,1\r\n');
    expect(statsCsv('days', [{ day: '2026-11-29', views: 4, visitors: 2 }])).toBe('date,views,visitors\r\n2026-11-29,4,2\r\n');
  });
});
