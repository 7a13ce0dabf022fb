import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClasses } from './field.tsx';

export type TextareaProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
};

export function Textarea({ label, error, hint, optional, containerClassName, className, id, rows = 4, ...rest }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={containerClassName} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <textarea id={controlId} rows={rows} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={controlClasses(invalid, className)} {...rest} />
      )}
    </Field>
  );
}
