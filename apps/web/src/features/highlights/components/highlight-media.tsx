import type { Highlight } from '@rumo/contract';

/**
 * Native players for our own media files (docs/decisions/0402): the spec's video iframe would need
 * a third-party origin, which the CSP does not allow and which we do not need.
 */
export function HighlightMedia({ highlight }: { highlight: Highlight }) {
  if (!highlight.mediaUrl) return null;
  if (highlight.type === 'video') {
    return (
      <video
        controls
        preload="metadata"
        poster={highlight.thumbnail}
        src={highlight.mediaUrl}
        aria-label={`Vídeo: ${highlight.title}`}
        className="aspect-video w-full rounded-2xl bg-slate-900"
      >
        Seu navegador não reproduz este vídeo. <a href={highlight.mediaUrl}>Baixe o arquivo</a>.
      </video>
    );
  }
  if (highlight.type === 'podcast') {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <audio controls preload="metadata" src={highlight.mediaUrl} aria-label={`Podcast: ${highlight.title}`} className="w-full">
          Seu navegador não reproduz este áudio. <a href={highlight.mediaUrl}>Baixe o arquivo</a>.
        </audio>
      </div>
    );
  }
  return null;
}
