import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { getSession } from '../lib/session.ts';
import { FIRST_QUERIES_WAIT_MS, keepFirstErrors, settledWithin, type FirstQueries } from './first-queries.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { GuestOnly, RequireAuth, SignupRedirect } from './guards.tsx';
import { lazyScreen, Screen, type LazyScreen } from './lazy-screen.tsx';
import { AppShellPlaceholder } from './layout/app-shell-placeholder.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ScreenSpinner } from './screen-spinner.tsx';

/*
 * Every screen is a lazy module in ./routes/<screen>.tsx that exports `Component`, so each
 * screen is its own chunk and replacing a screen means replacing that one file.
 * React Router runs in declarative mode (<Routes>): its data router would add ≈ 17 KB gzipped
 * to the first screen (docs/decisions/0752-web-declarative-router.md). Only the root, the
 * guards and the login page are in the first download; the query boundary and the app layout
 * are lazy too (docs/decisions/0101-web-first-screen-budget.md).
 */
const queryBoundary = lazyScreen(() => import('./query-boundary.tsx'));
const appLayout = lazyScreen(() => import('./layout/app-layout.tsx'));
const login = lazyScreen(() => import('./routes/login.tsx'));
const notFound = lazyScreen(() => import('./routes/not-found.tsx'));

const appScreens: [path: string, screen: LazyScreen][] = [
  ['/dashboard', lazyScreen(() => import('./routes/dashboard.tsx'))],
  ['/steps', lazyScreen(() => import('./routes/steps.tsx'))],
  ['/step/:id', lazyScreen(() => import('./routes/course-player.tsx'))],
  ['/modules/preview/:id', lazyScreen(() => import('./routes/module-preview.tsx'))],
  ['/jobs', lazyScreen(() => import('./routes/jobs.tsx'))],
  ['/jobs/:id', lazyScreen(() => import('./routes/job-detail.tsx'))],
  ['/applications', lazyScreen(() => import('./routes/applications.tsx'))],
  ['/job-alerts', lazyScreen(() => import('./routes/job-alerts.tsx'))],
  ['/curriculum', lazyScreen(() => import('./routes/curriculum-list.tsx'))],
  ['/curriculum/:id', lazyScreen(() => import('./routes/curriculum-edit.tsx'))],
  ['/plans', lazyScreen(() => import('./routes/plans.tsx'))],
  ['/highlights', lazyScreen(() => import('./routes/highlights.tsx'))],
  ['/highlights/:id', lazyScreen(() => import('./routes/highlight-detail.tsx'))],
  ['/account', lazyScreen(() => import('./routes/account.tsx'))],
  ['/support', lazyScreen(() => import('./routes/support.tsx'))],
  ['/support/tickets/:id', lazyScreen(() => import('./routes/support-ticket.tsx'))],
  ['/about', lazyScreen(() => import('./routes/about.tsx'))],
];

// The staff console (decision 1406): its own shell and routes, in chunks the job seeker never loads.
const consoleApp = lazyScreen(() => import('../admin/console-app.tsx'));

// Printable page: no menu, header or bottom bar around the CV.
const curriculumPreview = lazyScreen(() => import('./routes/curriculum-preview.tsx'));

// Public without redirect: the wizard stores the session itself and must still show its last step;
// a certificate's verification page is for anyone holding its code, logged in or not (decision 1703).
const querySideScreens: [path: string, screen: LazyScreen][] = [
  ['/register', lazyScreen(() => import('./routes/register.tsx'))],
  ['/certificados/:code', lazyScreen(() => import('./routes/certificate-public.tsx'))],
  ['/forgot-password', lazyScreen(() => import('./routes/forgot-password.tsx'))],
  ['/reset-password', lazyScreen(() => import('./routes/reset-password.tsx'))],
];

/**
 * Starts, together, every module the URL needs (as the data router did), so a deep link does not
 * wait for the query boundary, then the layout, then the screen, one after the other. Settles once
 * they have loaded (or failed: the route's error page then says so).
 */
export function preloadFor(pathname: string): Promise<unknown> {
  const inApp = appScreens.find(([path]) => matchPath(path, pathname));
  if (inApp) return Promise.allSettled([queryBoundary.preload(), appLayout.preload(), inApp[1].preload()]);
  if (matchPath('/admin/*', pathname)) {
    // The console's own screen and who the person is for it: console-app.tsx knows what the URL opens (decision 1814).
    return Promise.allSettled([
      Promise.all([queryBoundary.preload(), consoleApp.preload()]).then(([boundary, console]) => console.preloadConsoleScreen(pathname, boundary.queryClient)),
    ]);
  }
  if (matchPath('/curriculum/:id/preview', pathname)) return Promise.allSettled([queryBoundary.preload(), curriculumPreview.preload()]);
  const querySide = querySideScreens.find(([path]) => matchPath(path, pathname));
  if (querySide) return Promise.allSettled([queryBoundary.preload(), querySide[1].preload()]);
  if (pathname === '/' || matchPath('/login', pathname)) return Promise.allSettled([login.preload()]);
  // '/signup' only redirects; every other address is the 404 page.
  return matchPath('/signup', pathname) ? Promise.resolve() : Promise.allSettled([notFound.preload()]);
}

/**
 * What the app's first render waits for (main.tsx): the modules of the address (preloadFor) and,
 * for a job seeker's screen, the answers its first render asks for, for at most
 * FIRST_QUERIES_WAIT_MS. The screen then draws its data in that render, which is sliced (decision
 * 1816), instead of drawing its loading state and then drawing again, all at once, as each answer
 * lands (docs/decisions/1818).
 */
export async function firstRenderReady({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  await preloadFor(pathname);
  const inApp = appScreens.find(([path]) => matchPath(path, pathname));
  if (!inApp || !getSession()) return;
  const [boundary, layout, screen] = await Promise.all([queryBoundary.preload(), appLayout.preload(), inApp[1].preload()]).catch(() => []);
  if (!boundary || !layout || !screen) return;
  const url = { params: matchPath(inApp[0], pathname)?.params ?? {}, search: new URLSearchParams(search) };
  const firstQueries = [layout, screen].flatMap((module) => (module as { firstQueries?: FirstQueries }).firstQueries?.(boundary.queryClient, url) ?? []);
  await settledWithin(firstQueries, FIRST_QUERIES_WAIT_MS);
  keepFirstErrors(boundary.queryClient);
}

const page = (screen: LazyScreen) => <Screen screen={screen} fallback={<FullPageSpinner />} />;

/**
 * While the query boundary or the layout of a job seeker's screen loads: the shell index.html
 * painted before any JavaScript, drawn again by React, so nothing jumps (docs/decisions/1802).
 */
function ShellOrSpinner() {
  const { pathname } = useLocation();
  return appScreens.some(([path]) => matchPath(path, pathname)) ? <AppShellPlaceholder /> : <FullPageSpinner />;
}
const inShell = (screen: LazyScreen) => <Screen screen={screen} fallback={<ShellOrSpinner />} />;

export function AppRoutes() {
  void preloadFor(useLocation().pathname);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<GuestOnly />}>
          <Route path="/" element={page(login)} />
          <Route path="/login" element={page(login)} />
        </Route>
        <Route path="/signup" element={<SignupRedirect />} />
        <Route element={page(queryBoundary)}>
          {querySideScreens.map(([path, screen]) => (
            <Route key={path} path={path} element={page(screen)} />
          ))}
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={inShell(queryBoundary)}>
            <Route element={inShell(appLayout)}>
              {appScreens.map(([path, screen]) => (
                // Errors inside a screen keep the menu on screen.
                <Route
                  key={path}
                  path={path}
                  element={
                    <RouteErrorBoundary>
                      <Screen screen={screen} fallback={<ScreenSpinner />} />
                    </RouteErrorBoundary>
                  }
                />
              ))}
            </Route>
            <Route path="/curriculum/:id/preview" element={page(curriculumPreview)} />
            <Route path="/admin/*" element={page(consoleApp)} />
          </Route>
        </Route>
        <Route path="/404" element={page(notFound)} />
        <Route path="*" element={page(notFound)} />
      </Route>
    </Routes>
  );
}

/** The whole route table under one error page and one loading state; used by the app and by `renderApp` in tests. */
export function AppRouter() {
  return (
    <RouteErrorBoundary standalone>
      <Suspense fallback={<FullPageSpinner />}>
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
