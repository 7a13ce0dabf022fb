import { Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { useToggleFavorite } from '../api/highlights-api.ts';

export type FavoriteButtonProps = {
  id: string;
  title: string;
  isFavorite: boolean;
  /** 'overlay' sits on a card's cover; 'inline' is the detail page's labelled button. */
  variant?: 'overlay' | 'inline';
  className?: string;
};

/**
 * A toggle button (aria-pressed) whose name stays the same in both states, as screen readers
 * expect of toggles. The heart changes only after the server confirms (spec section 4).
 */
export function FavoriteButton({ id, title, isFavorite, variant = 'overlay', className }: FavoriteButtonProps) {
  const toggle = useToggleFavorite();
  const pending = toggle.isPending && toggle.variables === id;
  const onClick = () => {
    if (!pending) toggle.mutate(id);
  };
  const heart = <Heart aria-hidden="true" className={clsx('size-5 transition-colors', isFavorite ? 'fill-red-600 text-red-600' : 'text-slate-700')} />;

  if (variant === 'inline') {
    return (
      <button
        type="button"
        aria-pressed={isFavorite}
        aria-busy={pending || undefined}
        onClick={onClick}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50',
          pending && 'opacity-70',
          className,
        )}
      >
        {heart}
        {isFavorite ? 'Favoritado' : 'Favoritar'}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={`Favoritar: ${title}`}
      title={isFavorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      aria-pressed={isFavorite}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={clsx('inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow-md hover:bg-white', pending && 'opacity-70', className)}
    >
      {heart}
    </button>
  );
}
