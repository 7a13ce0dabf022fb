import type { Highlight } from '@rumo/contract';
import { SafeUrlContent } from '../../../components/ui/safe-url-content.tsx';
import { safeUrl } from '../../../lib/safe-url.ts';

/**
 * Native players for our own media files (docs/decisions/0402): the spec's video iframe would need
 * a third-party origin, which the CSP does not allow and which we do not need. The media URL must
 * pass lib/safe-url.ts, or the player gives way to 'Conteúdo indisponível.'.
 */
export function HighlightMedia({ highlight }: { highlight: Highlight }) {
  if (!highlight.mediaUrl) return null;
  if (highlight.type === 'video') {
    return (
      <SafeUrlContent url={highlight.mediaUrl}>
        {(src) => (
          <video
            controls
            preload="metadata"
            poster={safeUrl(highlight.thumbnail) ?? undefined}
            src={src}
            aria-label={`Vídeo: ${highlight.title}`}
            className="aspect-video w-full rounded-2xl bg-slate-900 dark:bg-black"
          >
            {src.startsWith('/media/') && <track kind="captions" src={src.replace(/\.[a-z0-9]+$/i, '.vtt')} srcLang="pt-BR" label="Português" default />}
            Seu navegador não reproduz este vídeo. <a href={src}>Baixe o arquivo</a>.
          </video>
        )}
      </SafeUrlContent>
    );
  }
  if (highlight.type === 'podcast') {
    return (
      <SafeUrlContent url={highlight.mediaUrl}>
        {(src) => (
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <audio controls preload="metadata" src={src} aria-label={`Podcast: ${highlight.title}`} className="w-full">
              Seu navegador não reproduz este áudio. <a href={src}>Baixe o arquivo</a>.
            </audio>
          </div>
        )}
      </SafeUrlContent>
    );
  }
  return null;
}
