import { Download, ExternalLink } from 'lucide-react';
import { SafeUrlContent } from '../../../../components/ui/safe-url-content.tsx';

const LINK_CLASSES = 'inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline';

/** An uploaded file's address (the files API, decision 1602), as opposed to a shipped /media file or another site. */
const isUpload = (src: string) => src.startsWith('/files/');
const withParam = (src: string, param: string) => `${src}${src.includes('?') ? '&' : '?'}${param}`;

/**
 * Spec: file contents are a PDF preview in a frame. An uploaded PDF is an attachment unless this
 * frame asks for it with `?inline=1`; the API sandboxes it by its CSP, so the frame has no
 * `sandbox` attribute, which Chromium's PDF viewer refuses to render in. Its link downloads it.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  return (
    <SafeUrlContent url={url}>
      {(src) => (
        <div className="flex flex-col gap-3">
          <iframe
            src={isUpload(src) ? withParam(src, 'inline=1') : src}
            title={`Pré-visualização: ${title}`}
            className="h-[70vh] min-h-96 w-full rounded-xl border border-slate-200 bg-slate-50"
          />
          {isUpload(src) ? (
            <a href={withParam(src, 'download=1')} className={LINK_CLASSES}>
              <Download aria-hidden="true" className="size-4" /> Baixar o PDF
            </a>
          ) : (
            <a href={src} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
              <ExternalLink aria-hidden="true" className="size-4" /> Abrir o PDF em uma nova aba
            </a>
          )}
        </div>
      )}
    </SafeUrlContent>
  );
}
