import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { matchPath, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../app/full-page-spinner.tsx';
import { AppShell } from '../app/layout/app-shell.tsx';
import { Screen } from '../app/lazy-screen.tsx';
import { RouteErrorBoundary } from '../app/route-error-boundary.tsx';
import { Component as NotFoundPage } from '../app/routes/not-found.tsx';
import { ScreenSpinner } from '../app/screen-spinner.tsx';
import { ApiError } from '../lib/api-client.ts';
import { getSession } from '../lib/session.ts';
import { ConsoleNotFound } from './console-not-found.tsx';
import { consoleScreens, type ConsoleScreen } from './console-screens.ts';
import type { ConsoleContext } from './console-context.ts';
import { MenuCount } from './menu-count.tsx';
import { staffMeQueryOptions, useStaffMe } from '../components/console/staff-api.ts';

const BACK_TO_APP = { to: '/dashboard', label: 'Voltar ao Rumo', icon: ArrowLeft };

const screenElement = (screen: ConsoleScreen) => (
  // An error inside a screen keeps the console's menu on screen.
  <RouteErrorBoundary>
    <Screen screen={screen.screen} fallback={<ScreenSpinner />} />
  </RouteErrorBoundary>
);

/**
 * The staff console at /admin (decision 1406): a second shell in the same app, loaded only when
 * opened. Someone who is not staff gets the ordinary 404 page, with no trace of the console; staff
 * see the screens their capabilities allow (the server checks every call again).
 */
function ConsoleApp() {
  const { data: me, error, isPending } = useStaffMe();
  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && error.status === 403) return <NotFoundPage />;
  if (error) throw error;

  const screens = consoleScreens.filter((screen) => me.capabilities.includes(screen.capability));
  const items = screens
    .filter((screen) => screen.inMenu !== false)
    .map((screen) => ({
      to: screen.path ? `/admin/${screen.path}` : '/admin',
      label: screen.label,
      icon: screen.icon,
      end: screen.path === '',
      badge: screen.useBadge ? <MenuCount useCount={screen.useBadge} /> : undefined,
    }));

  const context: ConsoleContext = { areas: items.filter((item) => item.to !== '/admin') };
  return (
    <Routes>
      <Route
        element={
          <AppShell items={items} navLabel="Menu da administração" homeTo="/admin" primaryLink={BACK_TO_APP} bottomBar={false} context="Administração" outletContext={context} />
        }
      >
        {screens.map((screen) =>
          screen.path ? <Route key={screen.path} path={screen.path} element={screenElement(screen)} /> : <Route key="index" index element={screenElement(screen)} />,
        )}
        <Route path="*" element={<ConsoleNotFound />} />
      </Route>
    </Routes>
  );
}

export { ConsoleApp as Component };

/**
 * Starts loading the console screen the address opens, and who the person is for the console (the
 * early answer of index.html's script, decision 1802). The router waits for both with the console's
 * own module before the app's first render, so the console is drawn whole, in place of the static
 * shell, without a spinner in between (docs/decisions/1812, 1814).
 */
export function preloadConsoleScreen(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const screen = consoleScreens.find((s) => matchPath(s.path ? `/admin/${s.path}` : '/admin', pathname));
  return Promise.allSettled([screen?.screen.preload(), getSession() ? queryClient.prefetchQuery(staffMeQueryOptions()) : undefined]);
}
