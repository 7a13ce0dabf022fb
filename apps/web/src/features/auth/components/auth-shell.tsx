import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';

/** Public pages (login, register, password reset): logo on top, one centred card, optional side panel on large screens. */
export function AuthShell({ children, aside, wide = false }: { children: ReactNode; aside?: ReactNode; wide?: boolean }) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      {aside}
      <main className={aside ? 'flex flex-col px-4 py-8 sm:px-8 lg:justify-center' : 'flex flex-col px-4 py-8 sm:px-8 lg:col-span-2'}>
        <div className={`mx-auto flex w-full flex-col gap-8 ${wide ? 'max-w-xl' : 'max-w-md'}`}>
          <Link to="/" className={`self-start rounded-lg ${aside ? 'lg:hidden' : ''}`} aria-label="Rumo, página inicial">
            <Logo />
          </Link>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
