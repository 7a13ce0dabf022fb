import { describe, expect, it, vi } from 'vitest';
import { demoSession, setSignedInCookie, startSession } from '../test/fixtures.ts';
import { clearSession, forgetStoredTokens, getSession, saveSession, SIGNED_IN_COOKIE, subscribeSession, updateSessionUser, USER_KEY } from './session.ts';

const dropSignedInCookie = () => (document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`);

describe('session', () => {
  it('is read from the API’s hint cookie, with the user kept in localStorage and no token in Web Storage', () => {
    expect(getSession()).toBeNull();
    setSignedInCookie();
    saveSession(demoSession);
    expect(getSession()).toEqual(demoSession);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual(demoSession.user);
    expect(localStorage.getItem('data.token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('without the hint cookie there is no session, and a stored user left behind is removed', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(demoSession.user));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('with the hint cookie but no stored user, the session greets nobody by name', () => {
    setSignedInCookie();
    expect(getSession()).toEqual({ user: { name: '', uuid: '' } });
  });

  it('returns the same object until the cookie or the stored user changes, and follows updates', () => {
    startSession();
    const first = getSession();
    expect(getSession()).toBe(first);
    updateSessionUser({ name: 'Ana Lima' });
    expect(getSession()?.user.name).toBe('Ana Lima');
    expect(localStorage.getItem(USER_KEY)).toContain('Ana Lima');
    dropSignedInCookie();
    expect(getSession()).toBeNull();
  });

  it('survives corrupt user data, and logout clears the stored user and the hint cookie', () => {
    setSignedInCookie();
    localStorage.setItem(USER_KEY, '{not json');
    expect(getSession()).toEqual({ user: { name: '', uuid: '' } });
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it('forgets the tokens an earlier version left in Web Storage, keeping the stored user’s name and uuid', () => {
    localStorage.setItem('data.token', 'tok_old');
    localStorage.setItem(USER_KEY, JSON.stringify({ ...demoSession.user, token: 'tok_old' }));
    sessionStorage.setItem('data.token', 'tok_old_tab');
    sessionStorage.setItem(USER_KEY, JSON.stringify({ ...demoSession.user, token: 'tok_old_tab' }));
    forgetStoredTokens();
    expect(localStorage.getItem('data.token')).toBeNull();
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual(demoSession.user);
    expect(sessionStorage.length).toBe(0);
  });

  it('follows another tab: its logout (the stored user removed) and a cookie that went while this tab was away', () => {
    startSession();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, oldValue: JSON.stringify(demoSession.user), newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'rumo.theme' }));
    expect(listener).toHaveBeenCalledTimes(1);
    dropSignedInCookie();
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(getSession()).toBeNull();
    unsubscribe();
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
