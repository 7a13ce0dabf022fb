import type { FilterOption } from '@rumo/contract';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { useId, useState } from 'react';

export type FilterGroupProps = {
  title: string;
  /** Label of the "no filter" choice ('Todos', 'Todas'). */
  allLabel: string;
  options: FilterOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** How an option's value is shown (UF → state name, 'remoto' → 'Remoto'). */
  formatLabel?: (value: string) => string;
  defaultOpen?: boolean;
};

/**
 * A collapsible filter (spec: Estado, Cidade) whose choices come from the API with their counts.
 * The header shows the current choice, so a closed group still says what it filters.
 */
export function FilterGroup({ title, allLabel, options, value, onChange, formatLabel = (v) => v, defaultOpen = false }: FilterGroupProps) {
  const [open, setOpen] = useState(defaultOpen || Boolean(value));
  const id = useId();
  // The URL (the source of truth) updates a moment after the click; until then show the click's
  // choice, so a radio never flickers back to its old state.
  const [picked, setPicked] = useState<{ value: string | undefined; over: string | undefined } | null>(null);
  if (picked && picked.over !== value) setPicked(null);
  const current = picked ? picked.value : value;
  // A chosen value with no remaining results still shows, so the user can see and undo it.
  // Options without counts (count -1: the salary thresholds) say no count for it either.
  const unlisted = { value: current ?? '', count: options.some((o) => o.count >= 0) ? 0 : -1 };
  const shown = current && !options.some((o) => o.value === current) ? [unlisted, ...options] : options;
  return (
    <div className="border-b border-slate-200 py-1 last:border-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-1 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span>
            {title}
            {current && <span className="ml-2 font-normal text-brand-800">{formatLabel(current)}</span>}
          </span>
          <ChevronDown aria-hidden="true" className={clsx('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      <div id={`${id}-panel`} hidden={!open} className="pb-2">
        <fieldset>
          <legend className="sr-only">{title}</legend>
          <ul className="flex max-h-64 flex-col gap-0.5 overflow-y-auto pr-1">
            {[{ value: '', count: -1 }, ...shown].map((option) => {
              const checked = (current ?? '') === option.value;
              return (
                <li key={option.value || '__all'}>
                  <label
                    className={clsx(
                      'flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-slate-50',
                      checked ? 'font-semibold text-slate-900' : 'text-slate-700',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-radio`}
                      value={option.value}
                      checked={checked}
                      onChange={() => {
                        setPicked({ value: option.value || undefined, over: value });
                        onChange(option.value || undefined);
                      }}
                      className="size-4 accent-brand-700"
                    />
                    <span className="flex-1">{option.value ? formatLabel(option.value) : allLabel}</span>{' '}
                    {option.count >= 0 && (
                      <span className="text-xs text-slate-600">
                        {option.count.toLocaleString('pt-BR')} <span className="sr-only">{option.count === 1 ? 'vaga' : 'vagas'}</span>
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}
