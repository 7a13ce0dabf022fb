import type { DayCount } from '@rumo/contract';
import { useId } from 'react';

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * A small bar chart of one count per day (decision 1405): plain SVG, no chart library. Screen
 * readers get the figures as a table (visually hidden), the image itself is described in one line.
 */
export function DayChart({ title, days }: { title: string; days: DayCount[] }) {
  const id = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const width = 300;
  const height = 96;
  const gap = 2;
  const bar = days.length ? (width - gap * (days.length - 1)) / days.length : 0;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">
          {total} em {days.length} dias
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-24 w-full text-brand-600"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${total} em ${days.length} dias, no máximo ${max} em um dia.`}
      >
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} className="stroke-slate-300" strokeWidth="1" />
        {days.map((d, index) => {
          const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (height - 4));
          return (
            <rect key={d.day} x={index * (bar + gap)} y={height - h} width={bar} height={h} rx="1" className="fill-current">
              <title>{`${dayMonth(d.day)}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{dayMonth(first.day)}</span>
          <span>{dayMonth(last.day)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}, por dia</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{dayMonth(d.day)}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
