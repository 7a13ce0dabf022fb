import { useSyncExternalStore } from 'react';

/** Storage keys kept from the original product (spec section 9). */
export const TOKEN_KEY = 'data.token';
export const USER_KEY = 'data.user_data';

export type SessionUser = { name: string; uuid: string; token: string };
export type Session = { token: string; user: SessionUser };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    // Storage can throw when cookies are blocked; the app then simply has no session.
    return null;
  }
}

function readRaw(): { token: string | null; user: string | null } {
  // 'Lembrar-me' writes to localStorage, otherwise sessionStorage; only one of them holds the session.
  for (const store of [safeStorage('localStorage'), safeStorage('sessionStorage')]) {
    const token = store?.getItem(TOKEN_KEY) ?? null;
    if (token) return { token, user: store?.getItem(USER_KEY) ?? null };
  }
  return { token: null, user: null };
}

function parseUser(raw: string | null, token: string): SessionUser {
  try {
    const value = JSON.parse(raw ?? '{}') as Partial<SessionUser>;
    return { name: typeof value.name === 'string' ? value.name : '', uuid: typeof value.uuid === 'string' ? value.uuid : '', token };
  } catch {
    return { name: '', uuid: '', token };
  }
}

/** The current session, or null. The same object is returned until storage changes (for useSyncExternalStore). */
export function getSession(): Session | null {
  const { token, user } = readRaw();
  const raw = token === null ? null : `${token}\n${user ?? ''}`;
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = token === null ? null : { token, user: parseUser(user, token) };
  return cachedSession;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function removeFrom(store: Storage | null): void {
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
}

/**
 * Why the last session ended: 'expired' when the server refused its token (a 401), 'logout' when
 * the person logged out or deleted the account; null before any session or after a new login
 * (docs/decisions/1304).
 */
export type SessionEnd = 'expired' | 'logout' | null;
let ended: SessionEnd = null;

/** Whether /login should say 'Sua sessão expirou. Entre novamente.': true from a 401 until the next login. */
export function sessionExpired(): boolean {
  return ended === 'expired';
}

/** Whether the person has just logged out: /login then carries no way back to the page they left. */
export function loggedOut(): boolean {
  return ended === 'logout';
}

export function saveSession(session: Session, remember: boolean): void {
  ended = null;
  const target = safeStorage(remember ? 'localStorage' : 'sessionStorage');
  removeFrom(safeStorage(remember ? 'sessionStorage' : 'localStorage'));
  target?.setItem(TOKEN_KEY, session.token);
  target?.setItem(USER_KEY, JSON.stringify(session.user));
  emit();
}

/** Updates the stored user (e.g. after the name changes) in whichever storage holds the session. */
export function updateSessionUser(patch: Partial<Omit<SessionUser, 'token'>>): void {
  const current = getSession();
  if (!current) return;
  const store = safeStorage('localStorage')?.getItem(TOKEN_KEY) ? safeStorage('localStorage') : safeStorage('sessionStorage');
  store?.setItem(USER_KEY, JSON.stringify({ ...current.user, ...patch }));
  emit();
}

/** Forgets the session locally, saying why (`reason`) when it is known. */
export function clearSession(options: { reason?: SessionEnd } = {}): void {
  ended = options.reason ?? null;
  removeFrom(safeStorage('localStorage'));
  removeFrom(safeStorage('sessionStorage'));
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
