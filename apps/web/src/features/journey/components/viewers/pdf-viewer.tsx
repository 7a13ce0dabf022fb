import { ExternalLink } from 'lucide-react';
import { SafeUrlContent } from '../../../../components/ui/safe-url-content.tsx';

/** Spec: file contents are a PDF preview in a frame. */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  return (
    <SafeUrlContent url={url}>
      {(src) => (
        <div className="flex flex-col gap-3">
          <iframe src={src} title={`Pré-visualização: ${title}`} className="h-[70vh] min-h-96 w-full rounded-xl border border-slate-200 bg-slate-50" />
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Abrir o PDF em uma nova aba
          </a>
        </div>
      )}
    </SafeUrlContent>
  );
}
