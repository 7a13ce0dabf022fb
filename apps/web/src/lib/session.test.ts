import { describe, expect, it } from 'vitest';
import { demoSession } from '../test/fixtures.ts';
import { clearSession, getSession, saveSession, TOKEN_KEY, updateSessionUser, USER_KEY } from './session.ts';

describe('session storage', () => {
  it("'Lembrar-me' keeps the session in localStorage under data.token / data.user_data", () => {
    saveSession(demoSession, true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(demoSession.token);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual(demoSession.user);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('without it the session lives in sessionStorage only', () => {
    saveSession(demoSession, true);
    saveSession(demoSession, false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(demoSession.token);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSession()).toEqual(demoSession);
  });

  it('returns the same object until storage changes, and follows updates', () => {
    saveSession(demoSession, true);
    const first = getSession();
    expect(getSession()).toBe(first);
    updateSessionUser({ name: 'Ana Lima' });
    expect(getSession()?.user.name).toBe('Ana Lima');
    expect(localStorage.getItem(USER_KEY)).toContain('Ana Lima');
  });

  it('survives corrupt user data and clears everything on logout', () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(USER_KEY, '{not json');
    expect(getSession()).toEqual({ token: 'abc', user: { name: '', uuid: '', token: 'abc' } });
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
