import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { EARLY_ANSWERS_GLOBAL } from '../../lib/early-answers.ts';
import { firstName } from '../../lib/initials.ts';
import { saveSession, TOKEN_KEY, USER_KEY } from '../../lib/session.ts';
import { FIRST_NAME_PROPERTY } from '../layout/greeting.ts';
import { THEME_KEY } from '../../lib/theme.ts';
import { demoSession } from '../../test/fixtures.ts';
import { server } from '../../test/server.ts';
import { bootFirstScreen, type FirstScreenConfig } from './boot-first-screen.ts';

const config: FirstScreenConfig = {
  global: EARLY_ANSWERS_GLOBAL,
  tokenKey: TOKEN_KEY,
  userKey: USER_KEY,
  firstNameProperty: FIRST_NAME_PROPERTY,
  themeKey: THEME_KEY,
  shellClass: 'test-shell',
  collapsedKey: 'test-collapsed',
  collapsedClass: 'test-collapsed',
  chunks: ['/assets/query-boundary-x.js', '/assets/job-detail-y.js'],
  routes: [
    { pattern: '^/jobs/([A-Za-z0-9-]+)/?$', shell: true, api: ['/v1/jobs/:id', '/v1/users/me'], preload: [0, 1] },
    { pattern: '^/steps/?$', shell: true, api: ['/v1/users/me'], preload: [0], screenClass: 'test-screen-steps' },
  ],
};

/** The requests the script sends, with the headers the app's own would carry. */
function recordRequests() {
  const seen: { url: string; accept: string | null; authorization: string | null }[] = [];
  server.use(
    http.get('*/api/v1/jobs/:uuid', ({ request }) => {
      seen.push({ url: new URL(request.url).pathname, accept: request.headers.get('accept'), authorization: request.headers.get('authorization') });
      return HttpResponse.json({ from: 'server' });
    }),
  );
  return seen;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.classList.remove(config.shellClass, 'test-screen-steps');
  delete document.documentElement.dataset.theme;
  document.documentElement.style.removeProperty(FIRST_NAME_PROPERTY);
  document.head.querySelectorAll('link[rel=modulepreload], script[src]').forEach((element) => element.remove());
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
});

describe('index.html’s first-screen script (docs/decisions/1802)', () => {
  it('with a session on a screen it serves: shows the shell, preloads the chunks, asks early with the app’s headers, and the app takes the answer', async () => {
    saveSession(demoSession, false); // sessionStorage, as without 'Lembrar-me'
    const seen = recordRequests();
    window.history.replaceState(null, '', '/jobs/abc-123');
    bootFirstScreen(config);
    expect(document.documentElement).toHaveClass(config.shellClass);
    // The chunks are preloaded after the first paint, not before it (decision 1806).
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname);
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual(config.chunks));
    expect(await apiRequest('/v1/jobs/abc-123')).toEqual({ from: 'server' });
    // One request only: the script's, taken by apiRequest.
    expect(seen).toEqual([{ url: '/api/v1/jobs/abc-123', accept: 'application/json', authorization: `Bearer ${demoSession.token}` }]);
  });

  it('asks nothing without a session, or on a URL it does not serve, or when a query string filters the screen', () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/jobs/abc-123');
    bootFirstScreen(config);
    saveSession(demoSession, true);
    window.history.replaceState(null, '', '/account');
    bootFirstScreen(config);
    expect(document.documentElement).not.toHaveClass(config.shellClass);
    window.history.replaceState(null, '', '/jobs/abc-123?from=alert');
    bootFirstScreen(config);
    expect(document.documentElement).toHaveClass(config.shellClass);
    expect(window).not.toHaveProperty(EARLY_ANSWERS_GLOBAL);
    expect(seen).toEqual([]);
  });

  it('with a session, puts the screen’s class on <html> for the static page header (decision 1806), and only on its own address', () => {
    saveSession(demoSession, true);
    window.history.replaceState(null, '', '/jobs/abc-123');
    bootFirstScreen(config);
    expect(document.documentElement).not.toHaveClass('test-screen-steps');
    window.history.replaceState(null, '', '/steps');
    bootFirstScreen(config);
    expect(document.documentElement).toHaveClass(config.shellClass, 'test-screen-steps');
  });

  it('puts the stored theme on <html> and ignores anything else stored there', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    bootFirstScreen(config);
    expect(document.documentElement.dataset.theme).toBe('dark');
    delete document.documentElement.dataset.theme;
    localStorage.setItem(THEME_KEY, '"><script>');
    bootFirstScreen(config);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('starts the app’s entry module after the parsed page has painted, with or without a session (decision 1807)', async () => {
    const entry = '/assets/index-test.js';
    const entryScripts = () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({ type: s.type, src: new URL(s.src).pathname, crossOrigin: s.crossOrigin }));
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      bootFirstScreen({ ...config, entry });
      // Nothing before the frame that paints the page, nor in the frame itself: in the task after it.
      expect(entryScripts()).toEqual([]);
      expect(frames).toHaveLength(1);
      frames[0]!(performance.now());
      expect(entryScripts()).toEqual([]);
      await vi.waitFor(() => expect(entryScripts()).toEqual([{ type: 'module', src: entry, crossOrigin: '' }]));
    } finally {
      raf.mockRestore();
    }
  });

  it('while the page is still being parsed, waits for it to be parsed before waiting for the frame', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      bootFirstScreen({ ...config, entry: '/assets/index-test.js' });
      expect(frames).toEqual([]);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(frames).toHaveLength(1);
      expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    } finally {
      loading.mockRestore();
      raf.mockRestore();
    }
  });

  it('starts the entry at once in a hidden tab, which paints no frame', () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      bootFirstScreen({ ...config, entry: '/assets/index-test.js' });
      expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
    } finally {
      hidden.mockRestore();
    }
  });

  it('adds no script in development, where index.html loads the entry itself (no `entry`)', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      bootFirstScreen(config);
      // Without a session nothing else waits for a frame either: nothing is scheduled at all.
      expect(frames).toEqual([]);
      expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    } finally {
      raf.mockRestore();
    }
  });

  it('gives the shell’s greeting the stored first name as lib/initials.ts takes it, as a CSS string (decision 1807)', () => {
    for (const name of ['Ana Souza', '  José   da Silva ', 'Zoë "Zo" O’Neil', 'Back\\slash', '']) {
      saveSession({ ...demoSession, user: { ...demoSession.user, name } }, true);
      window.history.replaceState(null, '', '/dashboard');
      document.documentElement.style.removeProperty(FIRST_NAME_PROPERTY);
      bootFirstScreen({ ...config, routes: [{ pattern: '^/dashboard/?$', shell: true, api: [], preload: [] }] });
      const value = document.documentElement.style.getPropertyValue(FIRST_NAME_PROPERTY);
      const expected = firstName(name);
      expect(value ? (JSON.parse(value) as string) : '').toBe(expected ? `, ${expected}` : '');
    }
  });

  it('leaves the greeting without a name when the stored user is not JSON', () => {
    saveSession(demoSession, true);
    localStorage.setItem(USER_KEY, '{not json');
    window.history.replaceState(null, '', '/steps');
    bootFirstScreen(config);
    expect(document.documentElement).toHaveClass(config.shellClass, 'test-screen-steps');
    expect(document.documentElement.style.getPropertyValue(FIRST_NAME_PROPERTY)).toBe('');
  });
});
