import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { onUnauthorized } from '../lib/api-client.ts';
import { NotificationBanner } from '../lib/notifications.tsx';

/** Top of every screen: the notification banner and the global 401 redirect (the API client has already cleared the session). */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(() => onUnauthorized(() => void navigate('/login', { replace: true })), [navigate]);

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
