import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner.tsx';

export type RichTextEditorProps = {
  /** The editable area's id (a label elsewhere may point at it). */
  id: string;
  label: string;
  /** HTML; the server sanitises it again when it is saved (decision 0404). */
  value: string;
  /** The editor's HTML, or '' when it holds no text. */
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
};

// Tiptap (ProseMirror) is ~110 KB gzipped: it is loaded when an editor first opens, in its own chunk,
// never with the console's lists or the learner's screens (decision 1606).
const TiptapEditor = lazy(() => import('./rich-text-editor-tiptap.tsx'));

/**
 * The console's rich-text field (highlights now, the journey's text contents later): bold, italic,
 * headings, lists, quote, code and links — the tags the server's HTML policy keeps — with a toolbar
 * of labelled toggle buttons and the usual keyboard shortcuts.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-800">{props.label}</span>
          <div className="flex min-h-48 items-center justify-center rounded-lg border border-slate-300 bg-white">
            <Spinner label="Carregando o editor de texto" />
          </div>
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
