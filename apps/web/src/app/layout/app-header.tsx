import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useSession } from '../../lib/session.ts';

export type AppHeaderProps = {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  homeTo?: string;
  /** Shown beside the logo, e.g. 'Administração' in the staff console. */
  context?: string;
};

export function AppHeader({ menuOpen, onOpenMenu, menuButtonRef, homeTo = '/dashboard', context }: AppHeaderProps) {
  const session = useSession();
  const name = session?.user.name || 'Usuário';
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenMenu}
        aria-label="Abrir menu"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Link to={homeTo} className="rounded-lg lg:hidden" aria-label="Rumo, ir para a página inicial">
        <Logo />
      </Link>
      {context && <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{context}</span>}
      <div className="ml-auto flex items-center gap-3">
        {/* The accessible name starts with the name on screen (WCAG 2.5.3, axe label-content-name-mismatch):
            the initials are decorative and the purpose is told to screen readers only (decision 1320). */}
        <Link to="/account" className={clsx('flex items-center gap-3 rounded-full py-1 pl-1 hover:bg-slate-100', context ? 'sm:pr-3' : 'pr-3')}>
          <Avatar name={name} />
          {/* Beside the console's label a phone has room for the initials only; the name stays for screen readers. */}
          <span className={clsx('max-w-32 truncate text-sm font-semibold text-slate-800 sm:max-w-56', context && 'max-sm:sr-only')}>{name}</span>
          <span className="sr-only">, configurações da conta</span>
        </Link>
      </div>
    </header>
  );
}
