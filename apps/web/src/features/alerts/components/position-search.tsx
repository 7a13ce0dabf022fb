import type { JobPosition } from '@rumo/contract';
import { clsx } from 'clsx';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Field, controlClasses } from '../../../components/ui/field.tsx';
import { exactPosition, suggestPositions } from '../lib/suggest-positions.ts';

export type PositionSearchProps = {
  text: string;
  /** Called with the typed text and the position it names exactly (or null). */
  onChange: (text: string, position: JobPosition | null) => void;
  positions: readonly JobPosition[];
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * Cargo field: type to search the positions list, pick one of up to 10 suggestions (spec, section
 * 5). WAI-ARIA combobox: arrows move, Enter picks, Escape closes. Only a listed position can be saved.
 */
export function PositionSearch({ text, onChange, positions, error, disabled, inputRef, onBlur }: PositionSearchProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const suggestions = useMemo(() => suggestPositions(positions, text), [positions, text]);
  const chosen = exactPosition(positions, text);
  const visible = open && suggestions.length > 0 && !(suggestions.length === 1 && chosen?.id === suggestions[0]?.id);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: JobPosition) => {
    onChange(option.position, option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!visible) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && visible && active >= 0) {
      event.preventDefault();
      const option = suggestions[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && visible) {
      // Close the list only: the modal around it must stay open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field label="Cargo" error={error} hint="Digite para buscar e escolha um cargo da lista.">
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={visible}
            aria-controls={listId}
            aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required="true"
            disabled={disabled}
            placeholder="Ex.: Desenvolvedor Front-end"
            className={controlClasses(invalid)}
            value={text}
            onChange={(event) => {
              const typed = event.target.value;
              onChange(typed, exactPosition(positions, typed) ?? null);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Cargos sugeridos"
            hidden={!visible}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {visible &&
              suggestions.map((option, index) => (
                <li
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // mousedown, not click: the input must keep focus so the list does not close first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  className={clsx('cursor-pointer px-3 py-2 text-sm text-slate-800', index === active ? 'bg-brand-100 text-brand-900' : 'hover:bg-slate-100')}
                >
                  {option.position}
                </li>
              ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
