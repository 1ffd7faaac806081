import { BadRequestException } from '@nestjs/common';

/** The longest range one read may ask for: a year and a day, so a leap year fits. */
export const MAX_RANGE_DAYS = 366;
/** The dashboard's chart: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(value: string, name: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) throw new BadRequestException(`${name} is not a real date: ${value}`);
  return time;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days a read covers: `to` defaults to today, `from` to 29 days before `to`; 400 for a date that does not exist, from after to, or too long a range. */
export function statsRange(from: string | undefined, to: string | undefined, today: string): { from: string; to: string } {
  const end = to === undefined ? parseDay(today, 'today') : parseDay(to, 'to');
  const start = from === undefined ? end - (DEFAULT_RANGE_DAYS - 1) * DAY_MS : parseDay(from, 'from');
  if (start > end) throw new BadRequestException('from must not be after to');
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new BadRequestException(`The range may cover at most ${MAX_RANGE_DAYS} days`);
  return { from: dayOf(start), to: dayOf(end) };
}
