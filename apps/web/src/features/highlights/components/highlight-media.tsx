import { EMBED_PROVIDER_LABEL, embedSrc, isEmbedId, type Highlight } from '@rumo/contract';
import { SafeUrlContent } from '../../../components/ui/safe-url-content.tsx';
import { safeUrl } from '../../../lib/safe-url.ts';

/**
 * An embed from an allow-listed provider (decision 1606): the iframe's address is built here from
 * the provider and the id (never taken from data), and only those players' origins are framed by
 * the CSP. Sandboxed to what a player needs; the referrer is sent as YouTube requires.
 */
function EmbedPlayer({ highlight, embed }: { highlight: Highlight; embed: NonNullable<Highlight['embed']> }) {
  if (!isEmbedId(embed.provider, embed.id)) return <p className="text-sm text-slate-700">Conteúdo indisponível.</p>;
  const audio = embed.provider === 'spotify';
  return (
    <iframe
      src={embedSrc(embed)}
      title={`${audio ? 'Podcast' : 'Vídeo'} no ${EMBED_PROVIDER_LABEL[embed.provider]}: ${highlight.title}`}
      loading="lazy"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      className={audio ? 'h-[232px] w-full rounded-2xl border-0' : 'aspect-video w-full rounded-2xl border-0 bg-slate-900 dark:bg-black'}
    />
  );
}

/**
 * Native players for our own media files (docs/decisions/0402), or an allow-listed embed (1606).
 * A file's URL must pass lib/safe-url.ts, or the player gives way to 'Conteúdo indisponível.'.
 */
export function HighlightMedia({ highlight }: { highlight: Highlight }) {
  if (highlight.embed) return <EmbedPlayer highlight={highlight} embed={highlight.embed} />;
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
