import { Download } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { SafeUrlContent } from '../../../../components/ui/safe-url-content.tsx';

/** Spec: a button opening the content in a new tab; clicking it is what completes a download. */
export function DownloadViewer({ url, title, onOpen }: { url: string; title: string; onOpen?: () => void }) {
  return (
    <SafeUrlContent url={url}>
      {(href) => (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6">
          <p className="text-slate-800">Material de apoio: {title}.</p>
          <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => onOpen?.()} className={buttonClasses({ size: 'lg' })}>
            <Download aria-hidden="true" className="size-5" />
            Download
          </a>
        </div>
      )}
    </SafeUrlContent>
  );
}
