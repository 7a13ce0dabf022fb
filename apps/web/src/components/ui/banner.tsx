import { X } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { toneClasses, toneIcons, type Tone } from './tones.ts';

export type BannerProps = {
  type: Tone;
  message: ReactNode;
  /** Shows a close button when given. */
  onClose?: () => void;
  className?: string;
};

/** A one-message notice. Errors and warnings interrupt screen readers (alert); the rest wait (status). */
export function Banner({ type, message, onClose, className }: BannerProps) {
  const Icon = toneIcons[type];
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-sm', toneClasses[type], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1 font-medium leading-6">{message}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Fechar notificação"
          className="-m-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
