import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClasses } from './field.tsx';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentProps<'select'> & {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty option ("Selecione…"). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
};

export function Select({ label, options, placeholder, error, hint, optional, containerClassName, className, id, ...rest }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={containerClassName} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <select id={controlId} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={controlClasses(invalid, className)} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
