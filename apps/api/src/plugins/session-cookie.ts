import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser's session (shared/DECISIONS.md, decision 1905): the token, never readable by scripts. */
export const SESSION_COOKIE = 'rumo_session';
/** The hint the SPA reads to know someone is signed in: no secret, the same lifetime as the session cookie. */
export const SIGNED_IN_COOKIE = 'rumo_signed_in';
/** A session's absolute lifetime, which a remembered cookie matches. */
export const SESSION_LIFETIME_DAYS = 30;

export const CROSS_SITE_REFUSED = 'Pedido recusado: ele veio de outro site.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Secure when the public address is https, or when the request came over https (a trusted proxy's
 * X-Forwarded-Proto counts only with TRUST_PROXY, which decides `request.protocol`).
 */
function secure(request: FastifyRequest, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || request.protocol === 'https';
}

const attributes = (request: FastifyRequest, publicUrl: string) => ({ path: '/', sameSite: 'lax' as const, secure: secure(request, publicUrl) });

/**
 * Signs the browser in: the token as an HttpOnly cookie and the readable hint beside it. Without
 * 'Lembrar-me' both last as long as the browser session (every tab shares them); with it, as long
 * as the session itself.
 */
export function setSessionCookies(reply: FastifyReply, request: FastifyRequest, token: string, options: { remember: boolean; publicUrl: string }): void {
  const lifetime = options.remember ? { maxAge: SESSION_LIFETIME_DAYS * 86_400 } : {};
  const base = attributes(request, options.publicUrl);
  reply.setCookie(SESSION_COOKIE, token, { ...base, ...lifetime, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...base, ...lifetime, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest, publicUrl: string): void {
  const base = attributes(request, publicUrl);
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, base);
}

/**
 * An unsafe request sent by another site (CSRF): the browser says so in `Sec-Fetch-Site`, or its
 * `Origin` is neither the public address nor the host it was sent to. A request with neither
 * header comes from no browser page (curl, a script), which sends no ambient cookie by itself.
 */
export function isCrossSiteUnsafe(request: FastifyRequest, publicUrl: string): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`;
}
