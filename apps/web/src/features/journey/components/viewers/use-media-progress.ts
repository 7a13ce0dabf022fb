import { useCallback, useRef } from 'react';

/**
 * Calls `onReached` once when playback passes `fraction` of the media (spec: auto-advance at 50%),
 * and rewinds to the start at the end (spec: the player resets to the start).
 */
export function useMediaProgress(fraction: number, onReached: (() => void) | undefined) {
  const reached = useRef(false);
  const onTimeUpdate = useCallback(
    (event: React.SyntheticEvent<HTMLMediaElement>) => {
      const media = event.currentTarget;
      if (reached.current || !onReached || !Number.isFinite(media.duration) || media.duration <= 0) return;
      if (media.currentTime / media.duration >= fraction) {
        reached.current = true;
        onReached();
      }
    },
    [fraction, onReached],
  );
  const onEnded = useCallback((event: React.SyntheticEvent<HTMLMediaElement>) => {
    const media = event.currentTarget;
    media.pause();
    media.currentTime = 0;
  }, []);
  return { onTimeUpdate, onEnded };
}
