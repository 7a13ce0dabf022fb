import { useSyncExternalStore } from 'react';
import { takeEarlySessionRefusal } from './early-answers.ts';

/** Storage key kept from the original product (spec section 9): the user's name and uuid, no secret. */
export const USER_KEY = 'data.user_data';
/**
 * The cookie the API sets beside the HttpOnly session cookie, with the same lifetime, for scripts
 * to read: while it is there the browser holds a session. The session cookie itself is HttpOnly,
 * out of reach of any script an XSS could run (docs/decisions/1905).
 */
export const SIGNED_IN_COOKIE = 'rumo_signed_in';

/** Where earlier versions kept the token (and a copy of it inside the stored user): see forgetStoredTokens. */
const LEGACY_TOKEN_KEY = 'data.token';

export type SessionUser = { name: string; uuid: string };
export type Session = { user: SessionUser };

/**
 * Why the last session ended: 'expired' when the server refused its cookie (a 401), 'logout' when
 * the person logged out or deleted the account; null before any session or after a new login
 * (docs/decisions/1304).
 */
export type SessionEnd = 'expired' | 'logout' | null;
let ended: SessionEnd = null;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the app then simply has no stored user.
    return null;
  }
}

/** Whether the API's hint cookie is there (document.cookie throws in a sandboxed document: no session then). */
function hasSignedInCookie(): boolean {
  try {
    return document.cookie.split(';').some((pair) => {
      const [name, value] = pair.trim().split('=');
      return name === SIGNED_IN_COOKIE && Boolean(value);
    });
  } catch {
    return false;
  }
}

function parseUser(raw: string | null): SessionUser {
  try {
    const value = JSON.parse(raw ?? '{}') as Partial<SessionUser>;
    return { name: typeof value.name === 'string' ? value.name : '', uuid: typeof value.uuid === 'string' ? value.uuid : '' };
  } catch {
    return { name: '', uuid: '' };
  }
}

/**
 * The current session, or null. The same object is returned until the cookie or the stored user
 * changes (for useSyncExternalStore). Without the hint cookie the stored user is a leftover (the
 * cookie expired, or the server cleared it with a 401) and is removed.
 */
export function getSession(): Session | null {
  const store = safeLocalStorage();
  let raw: string | null = null;
  if (hasSignedInCookie()) raw = store?.getItem(USER_KEY) ?? '';
  else {
    if (store?.getItem(USER_KEY) !== null) store?.removeItem(USER_KEY);
    // The 401 that cleared the cookie answered index.html's early request, before the app ran.
    if (ended === null && takeEarlySessionRefusal()) ended = 'expired';
  }
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = raw === null ? null : { user: parseUser(raw) };
  return cachedSession;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Whether /login should say 'Sua sessão expirou. Entre novamente.': true from a 401 until the next login. */
export function sessionExpired(): boolean {
  return ended === 'expired';
}

/** Whether the person has just logged out: /login then carries no way back to the page they left. */
export function loggedOut(): boolean {
  return ended === 'logout';
}

/**
 * Keeps the user of a session the API has just opened (its answer set the cookies) in
 * localStorage, which every tab reads: the cookies, and so the session, are shared by every tab.
 */
export function saveSession(session: Session): void {
  ended = null;
  takeEarlySessionRefusal();
  safeLocalStorage()?.setItem(USER_KEY, JSON.stringify(session.user));
  emit();
}

/** Updates the stored user (e.g. after the name changes). */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const current = getSession();
  if (!current) return;
  safeLocalStorage()?.setItem(USER_KEY, JSON.stringify({ ...current.user, ...patch }));
  emit();
}

/**
 * Forgets the session locally, saying why (`reason`) when it is known. The session cookie is
 * HttpOnly: the API ends it (POST /v1/auth/logout, or its 401, which clears both cookies). The hint
 * cookie goes here too, so the app is logged out even when that call could not reach the server.
 */
export function clearSession(options: { reason?: SessionEnd } = {}): void {
  ended = options.reason ?? null;
  // A 401 to an early request is part of this ending, not of a later one.
  takeEarlySessionRefusal();
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  } catch {
    // A sandboxed document has no cookies to clear.
  }
  safeLocalStorage()?.removeItem(USER_KEY);
  emit();
}

/**
 * Removes what earlier versions of the app left in Web Storage: the token under `data.token`, and
 * the stored user that carried it too, in sessionStorage (a stored user in localStorage is
 * rewritten at the next login, or removed without the hint cookie). Called once at start.
 */
export function forgetStoredTokens(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[kind].removeItem(LEGACY_TOKEN_KEY);
      if (kind === 'sessionStorage') window[kind].removeItem(USER_KEY);
      else if (window[kind].getItem(USER_KEY)?.includes('"token"')) window[kind].setItem(USER_KEY, JSON.stringify(parseUser(window[kind].getItem(USER_KEY))));
    } catch {
      // Storage blocked: there is nothing stored to forget.
    }
  }
}

type CookieChanges = { addEventListener(type: 'change', listener: () => void): void; removeEventListener(type: 'change', listener: () => void): void };

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out writes or removes the stored user; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY) listener();
  };
  // A cookie that expired or was cleared by an answer to another tab fires no storage event: the
  // cookie is read again when the person comes back to this tab, and at once where the browser
  // reports cookie changes (the Cookie Store API).
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  const cookieStore = 'cookieStore' in window ? (window.cookieStore as CookieChanges | undefined) : undefined;
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisible);
  cookieStore?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisible);
    cookieStore?.removeEventListener('change', listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
