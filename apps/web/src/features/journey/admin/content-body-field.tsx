import { useId, useImperativeHandle, type Ref } from 'react';
import { RichTextEditor } from '../../../components/console/rich-text-editor.tsx';

/** What react-hook-form needs of the field to put the focus on it after a refused save. */
export type FocusHandle = { focus: () => void };

/** `ref` lets react-hook-form's Controller focus the editor when the server (or the form) refuses the text. */
export type ContentBodyFieldProps = { value: string; onChange: (html: string) => void; error?: string; ref?: Ref<FocusHandle> };

/**
 * The body of a text content: the console's shared rich-text editor (Tiptap, lazily loaded,
 * decision 1606) behind the value/onChange of a plain field (decision 1604). It writes only the
 * tags the server's one HTML policy keeps, and the server sanitises the HTML again (decision 0404).
 */
export function ContentBodyField({ value, onChange, error, ref }: ContentBodyFieldProps) {
  const id = `content-body-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // The editable area is Tiptap's, in a lazy chunk: found by its id when the focus is asked for.
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(id)?.focus() }), [id]);
  return (
    <RichTextEditor id={id} label="Texto" value={value} onChange={onChange} error={error} hint="Títulos, listas, citações e links; o servidor remove o que não é permitido." />
  );
}
