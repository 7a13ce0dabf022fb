import { Headphones, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { SafeUrlContent } from '../../../../components/ui/safe-url-content.tsx';
import { MEDIA_ADVANCE_FRACTION } from '../../lib/course-tree.ts';
import { useMediaProgress } from './use-media-progress.ts';

const clock = (seconds: number) => {
  const s = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Arrow keys move the position 5 s, Page Up/Down 30 s; Home/End go to the start/end. */
const SEEK_STEP = 5;
const SEEK_PAGE = 30;
/** Arrow keys move the volume 5 points, Page Up/Down 20. */
const VOLUME_STEP = 5;
const VOLUME_PAGE = 20;

/**
 * The new value a key gives a range, or null for other keys. Handled here (not left to the
 * browser) so the steps are the same everywhere and the value is never snapped to `step`.
 */
function rangeKey(key: string, value: number, max: number, step: number, page: number): number | null {
  const delta: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: page, PageDown: -page };
  if (key === 'Home') return 0;
  if (key === 'End') return max;
  if (key in delta) return Math.min(max, Math.max(0, value + delta[key]!));
  return null;
}

type AudioViewerProps = { url: string; title: string; onHalfway?: () => void };

/**
 * Spec: the audio player toggles playing/paused and resets to the start at the end. Issue 13:
 * a seek bar ('Posição'), the time and a volume control, all native ranges operable by keyboard.
 */
export function AudioViewer({ url, ...rest }: AudioViewerProps) {
  return <SafeUrlContent url={url}>{(src) => <AudioPlayer url={src} {...rest} />}</SafeUrlContent>;
}

function AudioPlayer({ url, title, onHalfway }: AudioViewerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [volume, setVolume] = useState(100);
  const volumeId = useId();
  const media = useMediaProgress(MEDIA_ADVANCE_FRACTION, onHalfway);
  const duration = Number.isFinite(time.duration) && time.duration > 0 ? time.duration : 0;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const seek = (seconds: number) => {
    const element = audio.current;
    if (!element || duration === 0) return;
    const at = Math.min(duration, Math.max(0, seconds));
    element.currentTime = at;
    setTime({ current: at, duration });
  };

  const changeVolume = (percent: number) => {
    const value = Math.min(100, Math.max(0, Math.round(percent)));
    if (audio.current) audio.current.volume = value / 100;
    setVolume(value);
  };

  const position = `${clock(time.current)} de ${clock(duration)}`;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
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
          <input
            type="range"
            aria-label="Posição"
            aria-valuetext={position}
            min={0}
            max={duration}
            step="any"
            value={Math.min(time.current, duration)}
            disabled={duration === 0}
            onChange={(e) => seek(e.currentTarget.valueAsNumber)}
            onKeyDown={(e) => {
              const next = rangeKey(e.key, time.current, duration, SEEK_STEP, SEEK_PAGE);
              if (next === null) return;
              e.preventDefault();
              seek(next);
            }}
            className="h-6 w-full cursor-pointer accent-brand-700 disabled:cursor-default"
          />
          <p className="flex justify-between text-xs tabular-nums text-slate-700">
            <span>
              <span className="sr-only">Tempo: </span>
              {clock(time.current)}
            </span>
            <span>
              <span className="sr-only">Duração: </span>
              {clock(duration)}
            </span>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3 sm:ml-18">
        {volume === 0 ? <VolumeX aria-hidden="true" className="size-4 shrink-0 text-slate-700" /> : <Volume2 aria-hidden="true" className="size-4 shrink-0 text-slate-700" />}
        <label htmlFor={volumeId} className="text-sm text-slate-800">
          Volume
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={VOLUME_STEP}
          value={volume}
          aria-valuetext={`${volume}%`}
          onChange={(e) => changeVolume(e.currentTarget.valueAsNumber)}
          onKeyDown={(e) => {
            const next = rangeKey(e.key, volume, 100, VOLUME_STEP, VOLUME_PAGE);
            if (next === null) return;
            e.preventDefault();
            changeVolume(next);
          }}
          className="h-6 w-full max-w-48 cursor-pointer accent-brand-700"
        />
      </div>
      <audio
        key={url}
        ref={audio}
        src={url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={(e) => setTime({ current: 0, duration: e.currentTarget.duration })}
        onDurationChange={(e) => setTime((t) => ({ ...t, duration: e.currentTarget.duration }))}
        onTimeUpdate={(e) => {
          setTime({ current: e.currentTarget.currentTime, duration: e.currentTarget.duration });
          media.onTimeUpdate(e);
        }}
        onVolumeChange={(e) => setVolume(e.currentTarget.muted ? 0 : Math.round(e.currentTarget.volume * 100))}
        onEnded={(e) => {
          media.onEnded(e);
          setPlaying(false);
          setTime((t) => ({ ...t, current: 0 }));
        }}
      />
    </div>
  );
}
