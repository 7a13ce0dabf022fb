import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { onUnauthorized } from '../lib/api-client.ts';
import { NotificationBanner } from '../lib/notifications.tsx';
import { loginPathFor } from '../lib/return-path.ts';

/**
 * Top of every screen: the notification banner and the global 401 redirect (the API client has
 * already cleared the session, marked as expired): /login says so and keeps the way back (docs/decisions/1304).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        // Several calls may fail together, and RequireAuth reacts to the cleared session too: the
        // first one to act has already gone to /login (with the same ?next=).
        if (here.current.pathname === '/login') return;
        void navigate(loginPathFor(here.current), { replace: true });
      }),
    [navigate],
  );

  return (
    <>
      <NotificationBanner />
      <Outlet />
      <ScrollToTop />
    </>
  );
}

/**
 * A new page starts at the top; back and forward keep the browser's own scroll restoration.
 * (The data router's <ScrollRestoration> is not available in declarative mode.)
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
