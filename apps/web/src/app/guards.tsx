import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

/** Protected pages: without a session go to /login. Reacts to the session, so a 401 or a logout elsewhere redirects at once. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /, /login: a logged-in user has nothing to do here and goes to /dashboard. */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** /signup (decision 0100): logged in → /dashboard, logged out → /register. */
export function SignupRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/dashboard' : '/register'} replace />;
}
