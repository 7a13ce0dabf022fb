import { clsx } from 'clsx';
import { initials } from '../../lib/initials.ts';

export type AvatarProps = { name: string; src?: string | null; size?: 'sm' | 'md' | 'lg'; className?: string };

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' };

/** Photo when there is one, otherwise the initials. Decorative: the name is always shown next to it. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const classes = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', sizes[size], className);
  if (src) return <img src={src} alt="" className={clsx(classes, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={clsx(classes, 'bg-brand-100 font-semibold text-brand-800')}>
      {initials(name)}
    </span>
  );
}
