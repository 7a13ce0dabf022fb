import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';

export type PageHeaderProps = {
  /** The page's only h1; also sets the tab title. */
  title: string;
  /** The tab title when it differs from the h1 (the console adds 'Administração'). */
  tabTitle?: string;
  description?: ReactNode;
  /** Buttons at the right (below the title on small screens). */
  actions?: ReactNode;
};

export function PageHeader({ title, tabTitle, description, actions }: PageHeaderProps) {
  usePageTitle(tabTitle ?? title);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
