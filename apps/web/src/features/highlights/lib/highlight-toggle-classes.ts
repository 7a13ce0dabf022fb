import { clsx } from 'clsx';

/** A type or 'Favoritos' toggle of the highlights' filters; the static shell draws the same, unpressed (decision 1810). */
export const highlightToggleClasses = (pressed: boolean) =>
  clsx(
    'inline-flex min-h-11 items-center gap-2 rounded-full border px-2.5 text-sm font-semibold transition-colors sm:px-4',
    pressed ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  );
