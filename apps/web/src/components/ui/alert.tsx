import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { toneClasses, toneIcons, type Tone } from './tones.ts';

export type AlertProps = { type?: Tone; title?: ReactNode; children?: ReactNode; action?: ReactNode; className?: string };

/** In-page message that stays (a load error with a retry button, an expired link…). For passing news use useNotify(). */
export function Alert({ type = 'info', title, children, action, className }: AlertProps) {
  const Icon = toneIcons[type];
  return (
    <div role={type === 'error' ? 'alert' : undefined} className={clsx('flex gap-3 rounded-xl border p-4 text-sm', toneClasses[type], className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
        {action && <div>{action}</div>}
      </div>
    </div>
  );
}
