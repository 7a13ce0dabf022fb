import { safeLink } from './safe-url.ts';

/** The query parameter of /login that says where to go back to after logging in. */
export const RETURN_PARAM = 'next';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente.';

const isLoginPath = (path: string) => path === '/login' || path.startsWith('/login?') || path.startsWith('/login#');

/**
 * Where to go after logging in: only a relative path on our own origin ('/jobs?page=2'), never
 * another site ('https://evil.example', '//evil.example', '/\\evil.example', 'javascript:…') and
 * never /login itself; anything else is null (no open redirect, docs/decisions/1304).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/')) return null;
  const link = safeLink(raw);
  if (!link || link.external || isLoginPath(link.href)) return null;
  return link.href;
}

/** '/login?next=<path>' for a place in the app (path, query and hash). */
export function loginPathFor(place: { pathname: string; search: string; hash: string }): string {
  const back = safeReturnPath(place.pathname + place.search + place.hash);
  return back && back !== '/' ? `/login?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/login';
}
