import { X } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field, controlClasses } from './field.tsx';

export type TagInputProps = {
  label: ReactNode;
  value: string[];
  onChange: (next: string[]) => void;
  /** How many tags the list holds at most. */
  max: number;
  /** Characters per tag. */
  maxLength: number;
  /** Two tags with the same key are the same tag (e.g. 'Node.js' and 'nodejs'); default: lower case. */
  keyOf?: (tag: string) => string;
  /** The remove button's accessible name for a tag; default 'Remover <tag>'. */
  removeLabel?: (tag: string) => string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  id?: string;
  className?: string;
  placeholder?: string;
};

const defaultKey = (tag: string) => tag.trim().toLowerCase();

/**
 * A list of short texts typed one by one: Enter or a comma adds what is typed (a pasted 'a, b, c'
 * adds each, read from the changed text: paste itself is never intercepted, ASVS 6.2.7), each tag
 * has its own labelled remove button, Backspace on an empty box removes the
 * last one. Why a text is not added (repeated, the list is full) is said in a live region.
 */
export function TagInput({ label, value, onChange, max, maxLength, keyOf = defaultKey, removeLabel, hint, error, optional, id, className, placeholder }: TagInputProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');

  const add = (raw: string[]) => {
    const next = [...value];
    const keys = new Set(next.map(keyOf));
    let message = '';
    for (const candidate of raw.map((t) => t.trim()).filter(Boolean)) {
      const tag = candidate.slice(0, maxLength);
      if (tag.length < candidate.length) message = `“${tag}” foi cortada em ${maxLength} caracteres.`;
      const key = keyOf(tag);
      if (!key) continue;
      if (keys.has(key)) {
        message = `“${tag}” já está na lista.`;
        continue;
      }
      if (next.length >= max) {
        message = `A lista já tem o máximo de ${max}.`;
        break;
      }
      next.push(tag);
      keys.add(key);
    }
    setNotice(message);
    if (next.length !== value.length) onChange(next);
  };

  const commit = () => {
    if (!text.trim()) return;
    add([text]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      const last = value[value.length - 1];
      onChange(value.slice(0, -1));
      setNotice(`“${last}” removida.`);
    }
  };

  // A comma in the new text (typed on a keyboard that sends no key event, or in a pasted list)
  // adds every part before the last one; the last stays in the box to go on typing.
  const onText = (next: string) => {
    const parts = next.split(',');
    if (parts.length > 1) add(parts.slice(0, -1));
    setText(parts.length > 1 ? parts[parts.length - 1]!.trimStart() : next);
  };

  const remove = (index: number) => {
    const tag = value[index];
    onChange(value.filter((_, i) => i !== index));
    setNotice(`“${tag}” removida.`);
  };

  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className="flex flex-col gap-2">
          {value.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={`${typeof label === 'string' ? label : 'Itens'}: ${value.length} de ${max}`}>
              {value.map((tag, index) => (
                <li
                  key={`${keyOf(tag)}-${index}`}
                  className="inline-flex min-w-0 items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
                >
                  <span className="min-w-0 wrap-anywhere">{tag}</span>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={removeLabel ? removeLabel(tag) : `Remover ${tag}`}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={controlId}
            type="text"
            value={text}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
            className={controlClasses(invalid)}
          />
          <p aria-live="polite" className="text-xs text-slate-700 empty:hidden">
            {notice}
          </p>
        </div>
      )}
    </Field>
  );
}
