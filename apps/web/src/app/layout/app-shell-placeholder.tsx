import { Logo } from '../../components/ui/logo.tsx';
import { greetingParts, type GreetingHeader } from './greeting.ts';
import { SCREEN_HEADERS } from './screen-headers.ts';

/** As many bars as the job seeker's menu has entries (nav-items.ts), so the menu's height does not change. */
const MENU_BARS = 9;

/**
 * A logged-in screen before its layout's code has run: the header, the side menu (wide screens,
 * 16 rem, 5 rem when the person collapsed it) and the bottom bar (phones) at the places and in
 * the colours AppShell draws them, with nothing in them yet. index.html carries the same markup
 * between its 'app shell' comments, painted before any JavaScript (app-shell-placeholder.test.tsx
 * keeps the two equal); React shows this one while the query boundary and the layout load, so the
 * static shell gives way to it and then to AppShell without anything moving. docs/decisions/1802, 1806
 */
export function AppShellPlaceholder() {
  return (
    <div className="min-h-dvh lg:flex">
      <div className="hidden lg:block lg:shrink-0 lg:border-r lg:border-slate-200 lg:bg-white">
        <div className="sticky top-0 flex h-dvh w-64 flex-col in-[.rumo-menu-collapsed]:w-20">
          <div className="flex h-16 shrink-0 items-center overflow-hidden px-4 in-[.rumo-menu-collapsed]:px-6">
            <Logo />
          </div>
          <div className="flex flex-col gap-1 px-3">
            {Array.from({ length: MENU_BARS }, (_, i) => (
              <div key={i} className="h-11 rounded-lg bg-slate-100" />
            ))}
          </div>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 sm:px-6 lg:px-8">
          <div className="-ml-2 size-11 lg:hidden" />
          <div className="lg:hidden">
            <Logo />
          </div>
          <div className="ml-auto flex items-center gap-3 py-1 pl-1 pr-3">
            <div className="size-10 rounded-full bg-brand-100" />
            <div className="h-4 w-24 rounded bg-slate-100" />
          </div>
        </div>
        {/* AppShell's <main> padding and width; each fixed page header as PageHeader draws it, shown
            only for its own screen's address (screen-headers.ts, decision 1806). */}
        <div role="status" className="flex-1 px-4 pt-6 sm:px-6 lg:px-8 lg:pt-8">
          <span className="sr-only">Carregando…</span>
          <div aria-hidden="true" className="mx-auto w-full max-w-6xl">
            {SCREEN_HEADERS.map(({ className, visibleClass, header }) => (
              <div key={className} className={`mb-6 hidden flex-col gap-4 sm:flex-row sm:items-end sm:justify-between ${visibleClass}`}>
                <div className="flex flex-col gap-1">
                  <p className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{'firstNameAt' in header ? <ShellGreeting header={header} /> : header.title}</p>
                  <p className="text-slate-600">{header.description}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white/95 lg:hidden" />
    </div>
  );
}

/** 'Olá' + ', Maria' from index.html's script (greeting.ts, FIRST_NAME_PROPERTY; decision 1807) + '!'. */
function ShellGreeting({ header }: { header: GreetingHeader }) {
  const [before, after] = greetingParts(header);
  return (
    <>
      {before}
      <span className="before:content-(--rumo-first-name)" />
      {after}
    </>
  );
}
