import { SafeUrlContent } from '../../../../components/ui/safe-url-content.tsx';
import { MEDIA_ADVANCE_FRACTION } from '../../lib/course-tree.ts';
import { useMediaProgress } from './use-media-progress.ts';

/** Captions ship next to the project's own videos (same name, .vtt). */
function captionsFor(url: string): string | null {
  return url.startsWith('/media/') ? url.replace(/\.[a-z0-9]+$/i, '.vtt') : null;
}

type VideoViewerProps = { url: string; title: string; onHalfway?: () => void };

export function VideoViewer({ url, ...rest }: VideoViewerProps) {
  return <SafeUrlContent url={url}>{(src) => <VideoPlayer url={src} {...rest} />}</SafeUrlContent>;
}

function VideoPlayer({ url, title, onHalfway }: VideoViewerProps) {
  const media = useMediaProgress(MEDIA_ADVANCE_FRACTION, onHalfway);
  const captions = captionsFor(url);
  return (
    <video
      key={url}
      src={url}
      controls
      preload="metadata"
      playsInline
      aria-label={title}
      onTimeUpdate={media.onTimeUpdate}
      onEnded={media.onEnded}
      className="aspect-video w-full rounded-xl bg-slate-900 dark:bg-black"
    >
      {captions && <track kind="captions" src={captions} srcLang="pt-BR" label="Português" default />}
    </video>
  );
}
