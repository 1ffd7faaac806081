import { csvCell } from '../subscribers/subscribers-csv.js';
import type { StatsTable } from './stats.dto.js';
import type { DayRow, TopPostRow, TopReferrerRow } from './stats.repository.js';

const line = (cells: Array<string | number>) => `${cells.map((cell) => csvCell(String(cell))).join(',')}\r\n`;

/** A table of the statistics as CSV; every cell guarded against spreadsheet formulas (a post's title may start with =). */
export function statsCsv(table: StatsTable, rows: DayRow[] | TopPostRow[] | TopReferrerRow[]): string {
  if (table === 'days') return line(['date', 'views', 'visitors']) + (rows as DayRow[]).map((row) => line([row.day, row.views, row.visitors])).join('');
  if (table === 'posts') return line(['title', 'path', 'views']) + (rows as TopPostRow[]).map((row) => line([row.title, postPath(row), row.views])).join('');
  return line(['referrer', 'views']) + (rows as TopReferrerRow[]).map((row) => line([row.host, row.views])).join('');
}

export function postPath(post: Pick<TopPostRow, 'slug' | 'type'>): string {
  return post.type === 'page' ? `/${post.slug}` : `/blog/${post.slug}`;
}
