import { ChevronDown, Heart, Search } from 'lucide-react';
import { Logo } from '../../components/ui/logo.tsx';
import { HIGHLIGHT_TYPE_FILTERS } from '../../features/highlights/lib/highlight-type-filters.ts';
import { highlightToggleClasses } from '../../features/highlights/lib/highlight-toggle-classes.ts';
import { greetingParts, type GreetingHeader } from './greeting.ts';
import { HIGHLIGHTS_SHELL } from './highlights-shell.ts';
import { JOB_DETAIL_SHELL } from './job-detail-shell.ts';
import { SHELL_TEXT_TIMING } from './shell-text-timing.ts';
import { SCREEN_HEADERS } from './screen-headers.ts';
import { STEPS_SHELL } from './steps-shell.ts';

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
          {/* The console's home: 'Administração' beside the logo and, on a phone, the initials
              alone, as AppHeader draws them for the console (decision 1814). */}
          <span className="hidden rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 in-[.rumo-screen-console-home]:inline">Administração</span>
          <div className="ml-auto flex items-center gap-3 py-1 pl-1 pr-3 in-[.rumo-screen-console-home]:max-sm:pr-0">
            <div className="size-10 rounded-full bg-brand-100" />
            <div className="h-4 w-24 rounded bg-slate-100 in-[.rumo-screen-console-home]:max-sm:hidden" />
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
            {/* The job page's header card as JobDetailView draws it: 'Voltar para as vagas', the badges'
                row, then the job's title once its early answer has arrived (decision 1810). */}
            <div className={`hidden flex-col gap-6 ${JOB_DETAIL_SHELL.visibleClass}`}>
              <div className="h-9" />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                  <div className="flex flex-col gap-2">
                    <div className="h-5" />
                    <p
                      elementtiming={SHELL_TEXT_TIMING}
                      className="min-h-8 text-2xl font-bold tracking-tight text-slate-900 wrap-anywhere before:content-(--rumo-job-title) sm:min-h-9 sm:text-3xl"
                    />
                  </div>
                </div>
              </div>
            </div>
            {/* 'Sua Jornada' on a phone once its steps have arrived and the first is the current one:
                that step open as the accordion draws it (StepSummary, then its first CourseCard's name
                and description), from the answer's texts (decision 1815). */}
            <div className={`hidden flex-col gap-3 ${STEPS_SHELL.visibleClass}`}>
              <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
                <div className="flex w-full items-start gap-2 p-4">
                  <span className="flex w-full items-start gap-3 text-left">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white before:content-(--rumo-step-order)" />
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="flex items-center gap-2 font-semibold text-slate-900 before:content-(--rumo-step-name)" />
                      <span className="text-sm font-normal text-slate-600 before:content-(--rumo-step-description)" />
                      <span className="mt-1 flex items-center gap-2">
                        <span className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
                          <span className="block h-full w-[calc(var(--rumo-step-percent)*1%)] rounded-full bg-brand-600" />
                        </span>
                        <span className="w-10 shrink-0 text-right text-xs font-semibold text-slate-700 before:content-(--rumo-step-percent-text)">%</span>
                      </span>
                    </span>
                  </span>
                  <ChevronDown aria-hidden="true" className="mt-2 size-5 shrink-0 rotate-180 text-slate-600" />
                </div>
                <div className="border-t border-slate-100 p-4">
                  <div className="grid gap-4 sm:grid-cols-2">
                    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
                      <p className="font-semibold text-slate-900 before:content-(--rumo-course-name)" />
                      <p elementtiming={SHELL_TEXT_TIMING} className="text-sm text-slate-700 before:content-(--rumo-course-description)" />
                    </div>
                  </div>
                </div>
              </div>
            </div>
            {/* 'Destaques' once its list has arrived: the filters as HighlightsFilters draws them,
                unpressed, then the first card's image at its place (decision 1810). */}
            <div className={`hidden flex-col ${HIGHLIGHTS_SHELL.visibleClass}`}>
              <div className="mb-6 flex flex-col gap-4">
                <div className="relative">
                  <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
                  <div className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 pl-10 text-base text-slate-500 shadow-sm">Buscar conteúdo...</div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <div className="flex flex-wrap gap-1.5 sm:gap-2">
                    {HIGHLIGHT_TYPE_FILTERS.map(({ type, label }) => (
                      <span key={type} className={highlightToggleClasses(false)}>
                        {label}
                      </span>
                    ))}
                  </div>
                  <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" />
                  <span className={highlightToggleClasses(false)}>
                    <Heart aria-hidden="true" className="size-4" />
                    Favoritos
                  </span>
                </div>
              </div>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                <div className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
                  {/* The card clips its image to its rounded inner edge; here the image rounds its own
                      corners, and is drawn ½ px taller than the box (into the card's edge, unseen):
                      Chromium measures the card's own <img> rounded up, and would count that same
                      picture, drawn by the app later, as a larger, later paint than this one. */}
                  <div className="relative aspect-video rounded-t-[calc(var(--radius-2xl)-1px)] bg-slate-100">
                    <img
                      elementtiming={SHELL_TEXT_TIMING}
                      alt=""
                      width={640}
                      height={360}
                      className="h-[calc(100%+0.5px)] w-full rounded-t-[calc(var(--radius-2xl)-1px)] object-cover content-(--rumo-highlight-image)"
                    />
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
      {/* The job seeker's bottom bar; the console has none. */}
      <div className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white/95 lg:hidden in-[.rumo-screen-console-home]:hidden" />
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
