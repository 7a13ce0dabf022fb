import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header.tsx';

export type ConsolePageProps = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** A console screen: its only h1, the tab title ('Vagas · Administração · Rumo'), actions, content. */
export function ConsolePage({ title, description, actions, children }: ConsolePageProps) {
  return (
    <>
      <PageHeader title={title} tabTitle={`${title} · Administração`} description={description} actions={actions} />
      <div className="flex flex-col gap-6">{children}</div>
    </>
  );
}
