import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { bottomBarItems } from './nav-items.ts';

/** Small screens only (hidden from lg up). Active = the current path equals the entry's path exactly. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Atalhos" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden">
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {bottomBarItems.map(({ to, label, icon: Icon, activeOn, highlighted }) => {
          const active = activeOn.includes(pathname);
          return (
            <li key={to} className="flex justify-center">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex min-h-16 w-full flex-col items-center justify-center gap-1 text-xs font-medium',
                  active ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {highlighted ? (
                  <span
                    className={clsx('-mt-6 flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white', active ? 'bg-brand-800' : 'bg-brand-700')}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                ) : (
                  <Icon aria-hidden="true" className={clsx('size-6', active && 'stroke-[2.5]')} />
                )}
                <span className={clsx(active && 'font-semibold')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
