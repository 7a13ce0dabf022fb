import { clsx } from 'clsx';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Field, controlClasses } from './field.tsx';

export type ComboboxProps<T> = {
  label: string;
  hint?: string;
  error?: string;
  /** The text in the field. */
  value: string;
  /** The person typed: `text` is the whole new value. */
  onChange: (text: string) => void;
  /** The person picked a suggestion (Enter on the active one, or a click). */
  onSelect: (option: T) => void;
  /** What the list offers for the current text, already filtered by the caller. */
  suggestions: readonly T[];
  optionKey: (option: T) => string | number;
  optionLabel: (option: T) => string;
  /** True when `option` is what the field already holds: a list of just that one is not shown. */
  isChosen: (option: T) => boolean;
  /** Accessible name of the popup list. */
  listLabel: string;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * Text field with a suggestion list (WAI-ARIA combobox with a listbox popup, aria-activedescendant):
 * arrows move (and open the list), Enter picks the active option, Escape closes the list only.
 */
export function Combobox<T>({
  label,
  hint,
  error,
  value,
  onChange,
  onSelect,
  suggestions,
  optionKey,
  optionLabel,
  isChosen,
  listLabel,
  name,
  placeholder,
  required,
  disabled,
  inputRef,
  onBlur,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  // Nothing to suggest when the text already is the only option.
  const only = suggestions.length === 1 ? suggestions[0] : undefined;
  const visible = open && suggestions.length > 0 && !(only !== undefined && isChosen(only));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: T) => {
    onSelect(option);
    close();
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
      if (option !== undefined) choose(option);
    } else if (event.key === 'Escape' && visible) {
      // Close the list only: a modal around the field must stay open.
      event.preventDefault();
      event.stopPropagation();
      close();
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
            aria-required={required || undefined}
            disabled={disabled}
            placeholder={placeholder}
            className={controlClasses(invalid)}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            // A click reopens a list closed with Escape while the field kept focus.
            onClick={() => setOpen(true)}
            onBlur={() => {
              close();
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={listLabel}
            hidden={!visible}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {visible &&
              suggestions.map((option, index) => (
                <li
                  key={optionKey(option)}
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
                  {optionLabel(option)}
                </li>
              ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
