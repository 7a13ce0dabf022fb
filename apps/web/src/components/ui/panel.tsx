import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type PanelProps = {
  title?: ReactNode;
  /** Heading level of the title; pages have one h1, so panels default to h2. */
  headingLevel?: 2 | 3;
  /** Link or button at the right of the title (e.g. 'Ver todas'). */
  action?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
};

/** White rounded card with an optional title row; the building block of dashboard panels and settings sections. */
export function Panel({ title, headingLevel = 2, action, description, children, className, as: Tag = 'section' }: PanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag className={clsx('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {(title || action) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            {title && <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>}
            {description && <p className="text-sm text-slate-600">{description}</p>}
          </div>
          {action}
        </div>
      )}
      {children}
    </Tag>
  );
}
