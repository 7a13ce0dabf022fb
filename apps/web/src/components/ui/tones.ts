import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

export type Tone = 'success' | 'error' | 'warning' | 'info';

/** Colour pairs chosen for at least 4.5:1 text contrast on their background. */
export const toneClasses: Record<Tone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

export const toneIcons: Record<Tone, LucideIcon> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleAlert,
  info: Info,
};
