import type { Ref } from 'react';
import { Textarea } from '../../../components/ui/textarea.tsx';

/** `ref` reaches the control, so a server error can focus it (react-hook-form's Controller). */
export type ContentBodyFieldProps = { value: string; onChange: (html: string) => void; onBlur?: () => void; error?: string; ref?: Ref<HTMLTextAreaElement> };

/**
 * The body of a text content, as HTML (sanitised by the server's one policy, decision 0404). A
 * labelled textarea for now: the shared rich-text editor takes its place behind this same
 * value/onChange API (decision 1604).
 */
export function ContentBodyField({ value, onChange, onBlur, error, ref }: ContentBodyFieldProps) {
  return (
    <Textarea
      ref={ref}
      label="Texto (HTML)"
      rows={12}
      maxLength={200_000}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
      hint="Use parágrafos <p>, títulos <h2>, listas e links; o servidor remove o que não é permitido."
      className="font-mono text-sm"
    />
  );
}
