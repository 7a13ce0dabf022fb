import { clsx } from 'clsx';
import { ChevronsLeft, ChevronsRight, Crown, LogOut, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { sideMenuItems, type NavItem } from './nav-items.ts';

export type SideMenuProps = {
  /** Small screens: the drawer is visible. */
  open: boolean;
  /** Wide screens: icons only. */
  collapsed: boolean;
  onClose: () => void;
  /** A link was followed (closes the drawer without moving focus). */
  onNavigate: () => void;
  onToggleCollapsed: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** The console passes its own entries (decision 1406); the job seeker's menu by default. */
  items?: (NavItem & { badge?: ReactNode; end?: boolean })[];
  navLabel?: string;
  /** Where the logo leads. */
  homeTo?: string;
  /** The highlighted link above Logout: 'Planos' for job seekers, 'Voltar ao Rumo' in the console. */
  primaryLink?: { to: string; label: string; icon: LucideIcon };
};

const PLANS_LINK = { to: '/plans', label: 'Planos', icon: Crown };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Wraps Tab from the last focusable element to the first, and Shift+Tab from the first to the last. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.checkVisibility?.() ?? true);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

const itemClasses = (collapsed: boolean) =>
  clsx('flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors', collapsed && 'lg:justify-center lg:px-0');

/** The labels stay in the accessibility tree when collapsed (sr-only), so names never disappear. */
const labelClasses = (collapsed: boolean) => clsx('truncate', collapsed && 'lg:sr-only');

export function SideMenu({
  open,
  collapsed,
  onClose,
  onNavigate,
  onToggleCollapsed,
  onLogout,
  loggingOut,
  items = sideMenuItems,
  navLabel = 'Menu principal',
  homeTo = '/dashboard',
  primaryLink = PLANS_LINK,
}: SideMenuProps) {
  const PrimaryIcon = primaryLink.icon;
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The open drawer is modal: focus moves in, Escape closes it, and Tab / Shift+Tab cycle inside it
  // (the page behind is inert, see app-layout.tsx; decision 1320).
  useEffect(() => {
    if (!open) return;
    // The drawer's visibility changes with its slide transition, a frame or more after it opens, and a
    // hidden button takes no focus: try each frame until the focus is in (at most half a second).
    let frame = 0;
    let tries = 0;
    const focusClose = () => {
      const button = closeRef.current;
      button?.focus();
      if (button && document.activeElement !== button && ++tries < 30) frame = requestAnimationFrame(focusClose);
    };
    focusClose();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && panelRef.current) keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={clsx('fixed inset-0 z-40 bg-slate-900/50 dark:bg-black/60 transition-opacity lg:hidden', open ? 'opacity-100' : 'pointer-events-none opacity-0')}
      />
      <div
        ref={panelRef}
        id="side-menu"
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-slate-200 bg-white transition-[translate,width,visibility] duration-200',
          'lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:max-w-none lg:translate-x-0 lg:border-r-0',
          open ? 'translate-x-0' : 'max-lg:invisible max-lg:-translate-x-full',
          collapsed ? 'lg:w-20' : 'lg:w-64',
        )}
      >
        <div className={clsx('flex h-16 shrink-0 items-center justify-between gap-2 px-4', collapsed && 'lg:justify-center lg:px-2')}>
          <Link to={homeTo} onClick={onNavigate} className="rounded-lg" aria-label="Rumo, ir para a página inicial">
            <Logo compact={collapsed} />
          </Link>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Fechar menu"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>

        <nav aria-label={navLabel} className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 pb-4">
          <ul className="flex flex-col gap-1">
            {items.map(({ to, label, icon: Icon, badge, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  title={collapsed ? label : undefined}
                  className={({ isActive }) =>
                    clsx(itemClasses(collapsed), isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className={labelClasses(collapsed)}>{label}</span>
                  {badge}
                </NavLink>
              </li>
            ))}
          </ul>

          <div className="mt-auto flex flex-col gap-2">
            <Link
              to={primaryLink.to}
              onClick={onNavigate}
              title={collapsed ? primaryLink.label : undefined}
              className={clsx(itemClasses(collapsed), 'bg-brand-700 font-semibold text-white hover:bg-brand-800')}
            >
              <PrimaryIcon aria-hidden="true" className="size-5 shrink-0" />
              <span className={labelClasses(collapsed)}>{primaryLink.label}</span>
            </Link>
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              title={collapsed ? 'Logout' : undefined}
              className={clsx(itemClasses(collapsed), 'text-slate-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60')}
            >
              {loggingOut ? <Spinner size="sm" className="shrink-0" /> : <LogOut aria-hidden="true" className="size-5 shrink-0" />}
              <span className={labelClasses(collapsed)}>Logout</span>
            </button>
          </div>
        </nav>

        <div className="hidden border-t border-slate-200 p-3 lg:block">
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            title={collapsed ? 'Expandir menu' : 'Recolher menu'}
            className={clsx(itemClasses(collapsed), 'w-full text-slate-700 hover:bg-slate-100')}
          >
            {collapsed ? <ChevronsRight aria-hidden="true" className="size-5 shrink-0" /> : <ChevronsLeft aria-hidden="true" className="size-5 shrink-0" />}
            <span className={labelClasses(collapsed)} aria-hidden="true">
              Recolher menu
            </span>
          </button>
        </div>
      </div>
    </>
  );
}
