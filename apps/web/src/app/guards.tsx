import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { loginPathFor, RETURN_PARAM, safeReturnPath } from '../lib/return-path.ts';
import { loggedOut, useSession } from '../lib/session.ts';

/**
 * Protected pages: without a session go to /login, which brings the user back here afterwards
 * (not after a logout: the next person to log in starts at the dashboard). Reacts to the session,
 * so a 401 or a logout elsewhere redirects at once.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loggedOut() ? '/login' : loginPathFor(location)} replace />;
  return <Outlet />;
}

/** /, /login: a logged-in user has nothing to do here and goes to the safe `?next=` path, else /dashboard. */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? '/dashboard'} replace />;
  return <Outlet />;
}

/** /signup (decision 0100): logged in → /dashboard, logged out → /register. */
export function SignupRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/dashboard' : '/register'} replace />;
}
