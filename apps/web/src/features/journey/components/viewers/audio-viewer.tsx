import { Headphones, Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { SafeUrlContent } from '../../../../components/ui/safe-url-content.tsx';
import { MEDIA_ADVANCE_FRACTION } from '../../lib/course-tree.ts';
import { useMediaProgress } from './use-media-progress.ts';

const clock = (seconds: number) => {
  const s = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

type AudioViewerProps = { url: string; title: string; onHalfway?: () => void };

/** Spec: the audio player toggles playing/paused and resets to the start at the end. */
export function AudioViewer({ url, ...rest }: AudioViewerProps) {
  return <SafeUrlContent url={url}>{(src) => <AudioPlayer url={src} {...rest} />}</SafeUrlContent>;
}

function AudioPlayer({ url, title, onHalfway }: AudioViewerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const media = useMediaProgress(MEDIA_ADVANCE_FRACTION, onHalfway);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const percent = time.duration > 0 ? Math.round((time.current / time.duration) * 100) : 0;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6">
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? `Pausar ${title}` : `Reproduzir ${title}`}
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800"
        >
          {playing ? <Pause aria-hidden="true" className="size-6" /> : <Play aria-hidden="true" className="size-6" />}
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <Headphones aria-hidden="true" className="size-4" /> {playing ? 'Reproduzindo' : 'Pausado'}
          </p>
          <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-700">
            <span className="sr-only">Tempo: </span>
            {clock(time.current)} / {clock(time.duration)}
          </p>
        </div>
      </div>
      <audio
        key={url}
        ref={audio}
        src={url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={(e) => setTime({ current: 0, duration: e.currentTarget.duration })}
        onTimeUpdate={(e) => {
          setTime({ current: e.currentTarget.currentTime, duration: e.currentTarget.duration });
          media.onTimeUpdate(e);
        }}
        onEnded={(e) => {
          media.onEnded(e);
          setPlaying(false);
          setTime((t) => ({ ...t, current: 0 }));
        }}
      />
    </div>
  );
}
