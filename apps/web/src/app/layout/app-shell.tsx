import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/auth/api/use-logout.ts';
import { AppHeader } from './app-header.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { MENU_COLLAPSED_KEY as COLLAPSED_KEY } from './menu-collapsed-key.ts';
import { SideMenu } from './side-menu.tsx';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

export type AppShellProps = Pick<ComponentProps<typeof SideMenu>, 'items' | 'navLabel' | 'homeTo' | 'primaryLink'> & {
  /** The job seeker's bottom bar on phones; the console has none (decision 1406). */
  bottomBar?: boolean;
  /** A word beside the logo in the header, e.g. 'Administração'. */
  context?: string;
  /** Given to the screens through useOutletContext (the console passes its menu). */
  outletContext?: unknown;
};

/**
 * Shell of every logged-in screen: side menu (drawer on small screens), header, content, bottom bar.
 * The job seeker's app and the staff console share it with their own menus (decision 1406).
 */
export function AppShell({ items, navLabel, homeTo, primaryLink, bottomBar = true, context, outletContext }: AppShellProps) {
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { logout, pending } = useLogout();
  const { pathname } = useLocation();

  // Closing with the X, the overlay or Escape gives focus back to the button that opened the drawer.
  // The button sits in the part of the page that is inert while the drawer is open: the drawer is
  // closed (and the inert attribute gone) synchronously first, or the focus would find it inert.
  const close = useCallback(() => {
    flushSync(() => setOpen(false));
    menuButtonRef.current?.focus();
  }, []);
  const closeOnNavigate = useCallback(() => setOpen(false), []);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Not remembering the preference is fine.
      }
      return !value;
    });
  }, []);

  // A new screen closes the drawer (links also close it, this covers back/forward).
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="min-h-dvh lg:flex">
      {/* Out of the tab order while the drawer is open; when focused it shows below the header,
          so it never covers the menu button (decision 1320). */}
      <a
        href="#main"
        inert={open || undefined}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-1/2 focus:top-[4.5rem] focus:-translate-x-1/2 focus:whitespace-nowrap"
      >
        Pular para o conteúdo
      </a>
      {/* On wide screens this column fills the page height while the menu inside stays sticky. */}
      <div className="contents lg:block lg:shrink-0 lg:border-r lg:border-slate-200 lg:bg-white">
        <SideMenu
          open={open}
          collapsed={collapsed}
          onClose={close}
          onNavigate={closeOnNavigate}
          onToggleCollapsed={toggleCollapsed}
          onLogout={() => void logout()}
          loggingOut={pending}
          items={items}
          navLabel={navLabel}
          homeTo={homeTo}
          primaryLink={primaryLink}
        />
      </div>
      {/* While the drawer is open the rest of the page is inert, so focus stays in the menu. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={open || undefined}>
        <AppHeader menuOpen={open} onOpenMenu={() => setOpen(true)} menuButtonRef={menuButtonRef} homeTo={homeTo} context={context} />
        <main id="main" tabIndex={-1} className={clsx('flex-1 px-4 pt-6 outline-none sm:px-6 lg:px-8 lg:pb-10 lg:pt-8', bottomBar ? 'pb-28' : 'pb-10')}>
          <div className="mx-auto w-full max-w-6xl">
            <Outlet context={outletContext} />
          </div>
        </main>
      </div>
      {bottomBar && (
        <div inert={open || undefined}>
          <BottomBar />
        </div>
      )}
    </div>
  );
}
