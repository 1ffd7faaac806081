import { useId } from 'react';
import { formatShortDate } from '../../lib/dates';
import type { StatsDay } from './api';

const WIDTH = 600;
const HEIGHT = 160;
const TOP = 8;

/** A round top for the scale: 1, 2, 5 or 10 times a power of ten, at least the highest figure. */
export function scaleTop(highest: number): number {
  if (highest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest) ?? 10 * power);
}

const dayText = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/**
 * Views (bars) and visitors (a line) per day, drawn in plain SVG. The drawing is an image with a
 * one-line summary for screen readers; the same figures are in a table right behind it, visually
 * hidden, which is what assistive technology reads.
 */
export function ViewsChart({ days }: { days: StatsDay[] }) {
  const titleId = useId();
  const top = scaleTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const step = WIDTH / Math.max(days.length, 1);
  const y = (value: number) => HEIGHT - ((HEIGHT - TOP) * value) / top;
  const visitorsLine = days.map((day, index) => `${(index + 0.5) * step},${y(day.visitors)}`).join(' ');
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const first = days[0];
  const last = days[days.length - 1];
  const summary = first && last ? `Views and visitors per day, ${dayText(first.day)} to ${dayText(last.day)}: ${views} views in all.` : 'No days to show.';

  return (
    <figure className="views-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="views-chart__drawing" preserveAspectRatio="none">
        <title id={titleId}>{summary}</title>
        <line className="views-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        <line className="views-chart__grid" x1={0} x2={WIDTH} y1={y(top)} y2={y(top)} />
        {days.map((day, index) => (
          <rect
            key={day.day}
            className="views-chart__bar"
            x={index * step + step * 0.15}
            width={step * 0.7}
            y={y(day.views)}
            height={HEIGHT - y(day.views)}
            data-day={day.day}
          />
        ))}
        {days.length > 1 && <polyline className="views-chart__line" points={visitorsLine} fill="none" />}
      </svg>
      <div className="views-chart__scale" aria-hidden="true">
        <span>{first ? dayText(first.day) : ''}</span>
        <span>{`Top of scale: ${top}`}</span>
        <span>{last ? dayText(last.day) : ''}</span>
      </div>
      <figcaption className="views-chart__legend" aria-hidden="true">
        <span className="views-chart__key views-chart__key--views">Views</span>
        <span className="views-chart__key views-chart__key--visitors">Visitors</span>
      </figcaption>
      <table className="visually-hidden">
        <caption>Views and visitors per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayText(day.day)}</th>
              <td>{day.views}</td>
              <td>{day.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
