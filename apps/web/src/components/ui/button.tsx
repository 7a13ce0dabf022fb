import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  link: 'text-brand-700 underline-offset-4 hover:underline',
  /** On dark brand backgrounds. */
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 active:bg-brand-100',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-sm gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
};

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

/** Button look for anything clickable, e.g. a router <Link> that should look like a button. */
export function buttonClasses({ variant = 'primary', size = 'md', block = false, className }: ButtonStyle = {}): string {
  return clsx(
    'inline-flex items-center justify-center rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variant === 'link' ? 'min-h-0 px-0' : sizes[size],
    variant === 'link' && (size === 'lg' ? 'text-base' : 'text-sm'),
    variants[variant],
    block && 'w-full',
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** Shows a spinner and blocks clicks while an action is running. */
    loading?: boolean;
    /** Icon before the text (decorative; the text names the button). */
    icon?: ReactNode;
  };

export function Button({ variant, size, block, className, loading = false, icon, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={buttonClasses({ variant, size, block, className })} {...rest}>
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & { label: string; icon: ReactNode };

/** Square icon-only button; `label` is its accessible name (and tooltip). */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx('inline-flex size-11 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 active:bg-slate-200', className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
