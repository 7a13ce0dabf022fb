import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BreakdownRow = {
  label: ReactNode;
  /** One cell a column (the range's minimum, its maximum). */
  cells: ReactNode[];
  kind?: 'total' | 'apart';
};

/** A regime's lines, one column a amount: a real table, so a screen reader reads each figure with its line and column. */
export function BreakdownTable({ caption, columns, rows }: { caption: ReactNode; columns: string[]; rows: BreakdownRow[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <th scope="col" className="py-2 pr-2 text-left font-medium">
            Item
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-2 pl-2 text-right font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={index}
            className={clsx(
              'border-b border-slate-100 align-top',
              row.kind === 'total' && 'border-t-2 border-t-slate-300 font-semibold text-slate-900',
              row.kind === 'apart' && 'text-slate-600',
            )}
          >
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {row.kind === 'total' ? <span className="font-semibold">{row.label}</span> : row.label}
            </th>
            {row.cells.map((cell, i) => (
              <td key={i} className="py-2 pl-2 text-right tabular-nums whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A figure with a small line under it (the annex and rate of a DAS, the pró-labore of its INSS). */
export function Figure({ value, note }: { value: string; note?: string }) {
  return (
    <span className="flex flex-col items-end">
      <span>{value}</span>
      {note && <span className="text-right text-xs font-normal whitespace-normal text-slate-600">{note}</span>}
    </span>
  );
}
