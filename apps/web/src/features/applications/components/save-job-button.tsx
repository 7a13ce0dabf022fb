import { Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useToggleSavedJob } from '../api/saved-jobs-api.ts';

export type SaveJobButtonProps = {
  jobUuid: string;
  title: string;
  saved: boolean;
  /** 'overlay' sits on a job card (above its stretched link); 'inline' is the job page's labelled button. */
  variant?: 'overlay' | 'inline';
  className?: string;
};

const SAVE_FAILED = 'Não foi possível atualizar suas vagas salvas. Tente novamente.';

/**
 * The heart of 'Vagas salvas' (decision 1702): a toggle (aria-pressed) named for what a press does,
 * 'Salvar vaga: {título}' or 'Remover dos salvos: {título}'. The heart changes once the server answered.
 */
export function SaveJobButton({ jobUuid, title, saved, variant = 'overlay', className }: SaveJobButtonProps) {
  const toggle = useToggleSavedJob();
  const notify = useNotify();
  // Each heart has its own mutation: pending is this job's.
  const pending = toggle.isPending;
  const action = saved ? 'Remover dos salvos' : 'Salvar vaga';
  const onClick = () => {
    if (pending) return;
    toggle.mutate(
      { jobUuid, save: !saved },
      {
        onSuccess: () => notify({ type: 'success', message: saved ? 'Vaga removida dos salvos.' : 'Vaga salva! Veja em Candidaturas › Vagas salvas.' }),
        // Removing a job already removed elsewhere (another tab) is what the person wanted.
        onError: (error) => {
          if (!(isApiError(error) && error.status === 404 && saved)) notify({ type: 'error', message: isApiError(error) && error.status === 422 ? error.message : SAVE_FAILED });
        },
      },
    );
  };
  const heart = <Heart aria-hidden="true" className={clsx('size-5 transition-colors', saved ? 'fill-red-600 text-red-600' : 'text-slate-700')} />;

  if (variant === 'inline') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={`${action}: ${title}`}
        aria-busy={pending || undefined}
        onClick={onClick}
        className={clsx(
          'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50',
          pending && 'opacity-70',
          className,
        )}
      >
        {heart}
        {action}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${action}: ${title}`}
      title={action}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={clsx('relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white hover:bg-slate-100', pending && 'opacity-70', className)}
    >
      {heart}
    </button>
  );
}
