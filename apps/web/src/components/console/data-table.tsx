import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';
export type TableSort = { key: string; order: SortOrder };

export type DataColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header becomes a button that sorts by `key` (the API sorts; this only asks). */
  sortable?: boolean;
  className?: string;
};

export type DataTableProps<T> = {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** How a row is named in its checkbox label, e.g. the job's title. */
  rowLabel?: (row: T) => string;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Checkboxes for bulk actions: the selected row keys on this page. */
  selection?: { selected: Set<string>; onChange: (next: Set<string>) => void };
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

const nextSort = (sort: TableSort | undefined, key: string): TableSort => (sort?.key === key && sort.order === 'asc' ? { key, order: 'desc' } : { key, order: 'asc' });

function SortIcon({ active, order }: { active: boolean; order?: SortOrder }) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className={clsx('size-4 shrink-0', active ? 'text-brand-700' : 'text-slate-400')} />;
}

/**
 * The console's tables (decision 1406): sortable headers with aria-sort, optional row checkboxes
 * with select-all for bulk actions; on phones each row is a card with the same fields and controls.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowLabel, sort, onSortChange, selection, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <>{empty}</>;
  const keys = rows.map(rowKey);
  const allSelected = selection ? keys.every((key) => selection.selected.has(key)) : false;
  const someSelected = selection ? keys.some((key) => selection.selected.has(key)) : false;
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => selection?.onChange(allSelected ? new Set() : new Set(keys));
  const labelOf = (row: T) => `Selecionar ${rowLabel ? rowLabel(row) : rowKey(row)}`;
  const sortableColumns = columns.filter((column) => column.sortable);

  return (
    <div className="flex flex-col gap-3">
      {/* Phones: cards. The sort control is a select, since there is no header row to click. */}
      <div className="flex flex-col gap-3 md:hidden">
        {(selection || (sortableColumns.length > 0 && onSortChange)) && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {selection && (
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-5 accent-brand-700" checked={allSelected} onChange={toggleAll} />
                Selecionar todos desta página
              </label>
            )}
            {sortableColumns.length > 0 && onSortChange && (
              <label className="flex items-center gap-2 text-sm text-slate-700">
                Ordenar por
                <select
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                  value={sort ? `${sort.key}:${sort.order}` : ''}
                  onChange={(event) => {
                    const [key = '', order] = event.target.value.split(':');
                    onSortChange({ key, order: order === 'desc' ? 'desc' : 'asc' });
                  }}
                >
                  {sortableColumns.flatMap((column) => [
                    <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
                      {column.header} (crescente)
                    </option>,
                    <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
                      {column.header} (decrescente)
                    </option>,
                  ])}
                </select>
              </label>
            )}
          </div>
        )}
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <li key={key} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
                {selection && (
                  <input
                    type="checkbox"
                    aria-label={labelOf(row)}
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                    checked={selection.selected.has(key)}
                    onChange={() => toggle(key)}
                  />
                )}
                <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-slate-600">{column.header}</dt>
                      <dd className="min-w-0 break-words text-slate-900">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              {selection && (
                <th scope="col" className="w-12 px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label="Selecionar todos desta página"
                    className="size-4 accent-brand-700"
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = someSelected && !allSelected;
                    }}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const active = sort?.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                    className={clsx('px-4 py-3 font-semibold', column.className)}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-slate-900"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <SortIcon active={active} order={sort?.order} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => {
              const key = rowKey(row);
              const selected = selection?.selected.has(key) ?? false;
              return (
                <tr key={key} className={clsx(selected && 'bg-brand-50')}>
                  {selection && (
                    <td className="px-4 py-3">
                      <input type="checkbox" aria-label={labelOf(row)} className="size-4 accent-brand-700" checked={selected} onChange={() => toggle(key)} />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={clsx('px-4 py-3 align-top text-slate-900', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
