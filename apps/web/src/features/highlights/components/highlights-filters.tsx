import { Heart, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { controlClasses } from '../../../components/ui/field.tsx';
import { HIGHLIGHT_TYPE_FILTERS } from '../lib/highlight-type-filters.ts';
import { highlightToggleClasses } from '../lib/highlight-toggle-classes.ts';
import { toggleType, type HighlightsView } from '../lib/highlights-search-params.ts';

export type HighlightsFiltersProps = {
  view: HighlightsView;
  text: string;
  onTextChange: (text: string) => void;
  onChange: (patch: Partial<HighlightsView>) => void;
};

/** Search box, multi-select type toggles and the 'Favoritos' toggle (spec: Highlights). */
export function HighlightsFilters({ view, text, onTextChange, onChange }: HighlightsFiltersProps) {
  const searchId = useId();
  return (
    <div className="mb-6 flex flex-col gap-4">
      <div role="search" className="relative">
        <label htmlFor={searchId} className="sr-only">
          Buscar conteúdo
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={200}
          placeholder="Buscar conteúdo..."
          onChange={(event) => onTextChange(event.target.value)}
          className={controlClasses(false, 'pl-10')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Tipo de conteúdo" className="flex flex-wrap gap-1.5 sm:gap-2">
          {HIGHLIGHT_TYPE_FILTERS.map(({ type, label }) => {
            const pressed = view.types.includes(type);
            return (
              <button key={type} type="button" aria-pressed={pressed} className={highlightToggleClasses(pressed)} onClick={() => onChange({ types: toggleType(view.types, type) })}>
                {label}
              </button>
            );
          })}
        </div>
        <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" />
        <button type="button" aria-pressed={view.favorite} className={highlightToggleClasses(view.favorite)} onClick={() => onChange({ favorite: !view.favorite })}>
          <Heart aria-hidden="true" className={clsx('size-4', view.favorite && 'fill-current')} />
          Favoritos
        </button>
      </div>
    </div>
  );
}
