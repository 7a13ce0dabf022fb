import type { JobPosition } from '@rumo/contract';
import { clsx } from 'clsx';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Field, controlClasses } from '../../../components/ui/field.tsx';
import { suggestPositions } from '../lib/suggest-positions.ts';

export type RoleComboboxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  positions: readonly JobPosition[];
  error?: string;
  hint?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Free-text role field with up to 10 suggestions from the positions list (WAI-ARIA combobox with a
 * listbox popup): arrows move, Enter picks, Escape closes. Without positions it is a plain text field.
 */
export function RoleCombobox({ label, value, onChange, onBlur, positions, error, hint, name, inputRef }: RoleComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const suggestions = useMemo(() => suggestPositions(positions, value), [positions, value]);
  // Nothing to suggest when the text already is one of the options.
  const visible = open && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0]?.position === value);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: JobPosition) => {
    onChange(option.position);
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
      // Close the list only; the surrounding modal must not close on this Escape.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={visible}
            aria-controls={listId}
            aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={controlClasses(invalid)}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
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
            aria-label="Sugestões"
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
                  // mousedown, not click: the input must not lose focus (and close the list) first.
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
