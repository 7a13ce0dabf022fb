import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClasses } from './field.tsx';

export type InputProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Control shown inside the right edge of the input (e.g. a show-password button). */
  trailing?: ReactNode;
  /** Class of the wrapper (label + control + messages). */
  containerClassName?: string;
};

/** Labelled text input; spread react-hook-form's `register()` into it (ref included). */
export function Input({ label, error, hint, optional, trailing, containerClassName, className, id, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={containerClassName} id={id}>
      {({ id: controlId, describedBy, invalid }) => {
        const input = (
          <input
            id={controlId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={controlClasses(invalid, trailing ? `pr-12 ${className ?? ''}` : className)}
            {...rest}
          />
        );
        if (!trailing) return input;
        return (
          <div className="relative">
            {input}
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          </div>
        );
      }}
    </Field>
  );
}
