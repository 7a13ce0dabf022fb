import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { EARLY_ANSWERS_GLOBAL } from '../../lib/early-answers.ts';
import { firstName } from '../../lib/initials.ts';
import { getSession, saveSession, sessionExpired, SIGNED_IN_COOKIE, USER_KEY } from '../../lib/session.ts';
import { FIRST_NAME_PROPERTY } from '../layout/greeting.ts';
import { THEME_KEY } from '../../lib/theme.ts';
import { demoSession, startSession } from '../../test/fixtures.ts';
import { server } from '../../test/server.ts';
import { bootFirstScreen, type FirstScreenConfig } from './boot-first-screen.ts';

const config: FirstScreenConfig = {
  global: EARLY_ANSWERS_GLOBAL,
  signedInCookie: SIGNED_IN_COOKIE,
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

const TITLE_PROPERTY = '--test-title';
/** The job page's route with the shell drawing the job's title from its answer (decision 1810). */
const withTitle = (extra: Partial<FirstScreenConfig> = {}): FirstScreenConfig => ({
  ...config,
  textTiming: 'test-text',
  textsWaitMs: 10_000,
  routes: [
    { pattern: '^/jobs/([A-Za-z0-9-]+)/?$', shell: true, api: ['/v1/users/me', '/v1/jobs/:id'], preload: [], texts: [{ api: 1, at: ['data', 'title'], property: TITLE_PROPERTY }] },
  ],
  ...extra,
});
const shellTitle = () => document.documentElement.style.getPropertyValue(TITLE_PROPERTY);
/** Serves the job's answer only when the test lets it go. */
function heldJobAnswer(body: JsonBodyType, status = 200) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/v1/jobs/:uuid', async () => {
      await released;
      return HttpResponse.json(body, { status });
    }),
  );
  return release;
}
const entryScripts = () => document.head.querySelectorAll('script[src]').length;

/** The requests the script sends, with the headers the app's own would carry. */
function recordRequests() {
  const seen: { url: string; accept: string | null; authorization: string | null; credentials: RequestCredentials }[] = [];
  server.use(
    http.get('*/api/v1/jobs/:uuid', ({ request }) => {
      seen.push({
        url: new URL(request.url).pathname,
        accept: request.headers.get('accept'),
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
      });
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
  document.documentElement.style.removeProperty(TITLE_PROPERTY);
  document.head.querySelectorAll('link[rel=modulepreload], script[src]').forEach((element) => element.remove());
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
});

describe('index.html’s first-screen script (docs/decisions/1802)', () => {
  it('with a session on a screen it serves: shows the shell, preloads the chunks, asks early with the app’s headers, and the app takes the answer', async () => {
    startSession();
    const seen = recordRequests();
    window.history.replaceState(null, '', '/jobs/abc-123');
    bootFirstScreen(config);
    expect(document.documentElement).toHaveClass(config.shellClass);
    // The chunks are preloaded after the first paint, not before it (decision 1806).
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname);
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual(config.chunks));
    expect(await apiRequest('/v1/jobs/abc-123')).toEqual({ from: 'server' });
    // One request only: the script's, taken by apiRequest; the session cookie goes with it, no bearer token.
    expect(seen).toEqual([{ url: '/api/v1/jobs/abc-123', accept: 'application/json', authorization: null, credentials: 'same-origin' }]);
  });

  it('decides on the hint cookie and keeps its answers for the stored user’s uuid, never a token', () => {
    recordRequests();
    window.history.replaceState(null, '', '/jobs/abc-123');
    // A stored user without the cookie is what a session that ended leaves behind: nothing to ask.
    saveSession(demoSession);
    bootFirstScreen(config);
    expect(window).not.toHaveProperty(EARLY_ANSWERS_GLOBAL);
    expect(document.documentElement).not.toHaveClass(config.shellClass);
    startSession();
    bootFirstScreen(config);
    const early = (window as unknown as Record<string, { user: string; answers: object }>)[EARLY_ANSWERS_GLOBAL];
    expect(early?.user).toBe(demoSession.user.uuid);
    expect(Object.keys(early ?? {}).sort()).toEqual(['answers', 'startedAt', 'user']);
  });

  it('a 401 to an early request, whose answer cleared the cookies before the app ran, still ends the session as expired', async () => {
    startSession();
    server.use(
      http.get('*/api/v1/jobs/:uuid', () => {
        // The API clears both cookies with its 401.
        document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
        return HttpResponse.json({ message: 'Sessão inválida ou expirada. Faça login novamente.' }, { status: 401 });
      }),
    );
    window.history.replaceState(null, '', '/jobs/abc-123');
    bootFirstScreen(config);
    const early = (window as unknown as Record<string, { refused?: boolean }>)[EARLY_ANSWERS_GLOBAL];
    await vi.waitFor(() => expect(early?.refused).toBe(true));
    expect(sessionExpired()).toBe(false);
    expect(getSession()).toBeNull();
    expect(sessionExpired()).toBe(true);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('asks nothing without a session, or on a URL it does not serve, or when a query string filters the screen', () => {
    const seen = recordRequests();
    window.history.replaceState(null, '', '/jobs/abc-123');
    bootFirstScreen(config);
    startSession();
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
    startSession();
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
      await Promise.resolve();
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

  it('starts the entry at once in a hidden tab, which paints no frame', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      bootFirstScreen({ ...config, entry: '/assets/index-test.js' });
      await Promise.resolve();
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
      startSession({ user: { ...demoSession.user, name } });
      window.history.replaceState(null, '', '/dashboard');
      document.documentElement.style.removeProperty(FIRST_NAME_PROPERTY);
      bootFirstScreen({ ...config, routes: [{ pattern: '^/dashboard/?$', shell: true, api: [], preload: [] }] });
      const value = document.documentElement.style.getPropertyValue(FIRST_NAME_PROPERTY);
      const expected = firstName(name);
      expect(value ? (JSON.parse(value) as string) : '').toBe(expected ? `, ${expected}` : '');
    }
  });

  it('leaves the greeting without a name when the stored user is not JSON', () => {
    startSession();
    localStorage.setItem(USER_KEY, '{not json');
    window.history.replaceState(null, '', '/steps');
    bootFirstScreen(config);
    expect(document.documentElement).toHaveClass(config.shellClass, 'test-screen-steps');
    expect(document.documentElement.style.getPropertyValue(FIRST_NAME_PROPERTY)).toBe('');
  });

  describe('texts of the answers drawn by the shell (decision 1810)', () => {
    it('sets the job’s title from its early answer as a CSS string, whatever it holds, and the app still takes the whole answer', async () => {
      const title = 'Dev "Sênior" \\ C++ ");color:red;content:("x';
      const body = { data: { title, company: 'Tucano' } };
      heldJobAnswer(body)();
      startSession();
      window.history.replaceState(null, '', '/jobs/abc-123');
      bootFirstScreen(withTitle());
      await vi.waitFor(() => expect(shellTitle()).not.toBe(''));
      expect(JSON.parse(shellTitle())).toBe(title);
      // The property is one CSS string token: the browser reads back exactly the title.
      const probe = document.createElement('p');
      probe.style.setProperty('content', shellTitle());
      expect(probe.style.getPropertyValue('content')).toBe(shellTitle());
      expect(await apiRequest('/v1/jobs/abc-123')).toEqual(body);
    });

    it('sets an image’s address as one CSS url() and puts the text’s class on <html> once drawn', async () => {
      const address = '/media/highlights/a "b" \\ c).svg';
      server.use(http.get('*/api/v1/highlights', () => HttpResponse.json({ data: [{ thumbnail: address }], meta: {} })));
      startSession();
      window.history.replaceState(null, '', '/highlights');
      bootFirstScreen({
        ...config,
        routes: [
          {
            pattern: '^/highlights/?$',
            shell: true,
            api: ['/v1/highlights'],
            preload: [],
            texts: [{ api: 0, at: ['data', 0, 'thumbnail'], property: TITLE_PROPERTY, format: 'url', className: 'test-drawn' }],
          },
        ],
      });
      expect(document.documentElement).not.toHaveClass('test-drawn');
      await vi.waitFor(() => expect(document.documentElement).toHaveClass('test-drawn'));
      expect(shellTitle()).toBe(`url(${JSON.stringify(address)})`);
      document.documentElement.classList.remove('test-drawn');
    });

    it('sets a number bare for calc() or as its digits for content, and only when every `when` of the answer holds (decision 1815)', async () => {
      const steps = (first: Record<string, unknown>) => ({ data: [{ order: 2, is_locked: false, ended_at: null, progress: { percent: 40 }, name: 'Fundamentos', ...first }] });
      const when = [
        { at: ['data', 0, 'is_locked'], is: false },
        { at: ['data', 0, 'ended_at'], is: null },
      ];
      const properties = ['--test-order', '--test-percent', '--test-name'];
      const route = {
        pattern: '^/steps/?$',
        shell: true,
        api: ['/v1/steps'],
        preload: [],
        texts: [
          { api: 0, at: ['data', 0, 'order'], property: properties[0]!, format: 'number-text' as const, when },
          { api: 0, at: ['data', 0, 'progress', 'percent'], property: properties[1]!, format: 'number' as const, when },
          { api: 0, at: ['data', 0, 'name'], property: properties[2]!, when, className: 'test-drawn' },
        ],
      };
      const drawn = () => properties.map((property) => document.documentElement.style.getPropertyValue(property));
      const boot = async (body: JsonBodyType) => {
        server.use(http.get('*/api/v1/steps', () => HttpResponse.json(body)));
        bootFirstScreen({ ...config, routes: [route] });
        const answers = (window as unknown as Record<string, { answers: Record<string, Promise<Response>> }>)[EARLY_ANSWERS_GLOBAL]!.answers;
        await Promise.all(Object.values(answers));
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
      startSession();
      window.history.replaceState(null, '', '/steps');
      try {
        await boot(steps({}));
        expect(drawn()).toEqual(['"2"', '40', '"Fundamentos"']);
        expect(document.documentElement).toHaveClass('test-drawn');
        for (const first of [{ is_locked: true }, { ended_at: '2026-11-01T10:00:00Z' }, { is_locked: 'false' }]) {
          for (const property of properties) document.documentElement.style.removeProperty(property);
          document.documentElement.classList.remove('test-drawn');
          await boot(steps(first));
          expect(drawn(), JSON.stringify(first)).toEqual(['', '', '']);
          expect(document.documentElement).not.toHaveClass('test-drawn');
        }
        // A number where a number is drawn, and nothing else: a string is never set bare.
        for (const property of properties) document.documentElement.style.removeProperty(property);
        await boot(steps({ order: '2', progress: { percent: '40%);color:red' } }));
        expect(drawn()).toEqual(['', '', '"Fundamentos"']);
      } finally {
        for (const property of properties) document.documentElement.style.removeProperty(property);
        document.documentElement.classList.remove('test-drawn');
      }
    });

    it('draws nothing from an answer that failed or does not hold a string there', async () => {
      startSession();
      window.history.replaceState(null, '', '/jobs/abc-123');
      for (const [body, status] of [
        [{ message: 'Vaga não encontrada.' }, 404],
        [{ data: { title: 42 } }, 200],
        [{ data: { title: '' } }, 200],
        [[], 200],
      ] as const) {
        heldJobAnswer(body, status)();
        bootFirstScreen(withTitle());
        const answers = (window as unknown as Record<string, { answers: Record<string, Promise<Response>> }>)[EARLY_ANSWERS_GLOBAL]!.answers;
        await Promise.all(Object.values(answers));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(shellTitle()).toBe('');
      }
    });

    it('starts the app once the drawn title has painted: not before its answer, then after two frames where Element Timing is missing', async () => {
      startSession();
      window.history.replaceState(null, '', '/jobs/abc-123');
      const release = heldJobAnswer({ data: { title: 'Analista de Dados' } });
      const frames: FrameRequestCallback[] = [];
      const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      const runFrames = () => frames.splice(0).forEach((frame) => frame(performance.now()));
      try {
        bootFirstScreen(withTitle({ entry: '/assets/index-test.js' }));
        await new Promise((resolve) => setTimeout(resolve, 50));
        runFrames();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(entryScripts()).toBe(0);
        release();
        await vi.waitFor(() => expect(shellTitle()).not.toBe(''));
        // The frame that paints the title, then the next one: only then the app.
        await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
        runFrames();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(entryScripts()).toBe(0);
        runFrames();
        await vi.waitFor(() => expect(entryScripts()).toBe(1));
      } finally {
        raf.mockRestore();
      }
    });

    it('where Element Timing exists, starts the app when the shell’s text element has painted, not before', async () => {
      startSession();
      window.history.replaceState(null, '', '/jobs/abc-123');
      heldJobAnswer({ data: { title: 'Analista de Dados' } })();
      const observers: ((entries: { identifier: string }[]) => void)[] = [];
      class FakeObserver {
        static supportedEntryTypes = ['element', 'largest-contentful-paint'];
        readonly callback: (list: { getEntries: () => { identifier: string }[] }) => void;
        constructor(callback: (list: { getEntries: () => { identifier: string }[] }) => void) {
          this.callback = callback;
        }
        observe() {
          observers.push((entries) => this.callback({ getEntries: () => entries }));
        }
        disconnect() {}
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver);
      try {
        bootFirstScreen(withTitle({ entry: '/assets/index-test.js' }));
        await vi.waitFor(() => expect(observers.length).toBeGreaterThan(0));
        observers.forEach((notify) => notify([{ identifier: 'something-else' }]));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(entryScripts()).toBe(0);
        observers.forEach((notify) => notify([{ identifier: 'test-text' }]));
        await vi.waitFor(() => expect(entryScripts()).toBe(1));
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('does not wait past textsWaitMs for an answer that does not come, and not at all for one that drew nothing', async () => {
      startSession();
      window.history.replaceState(null, '', '/jobs/abc-123');
      heldJobAnswer({ data: { title: 'Nunca' } });
      bootFirstScreen(withTitle({ entry: '/assets/index-test.js', textsWaitMs: 60 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(entryScripts()).toBe(0);
      await vi.waitFor(() => expect(entryScripts()).toBe(1), { timeout: 1_000 });
      document.head.querySelectorAll('script[src]').forEach((element) => element.remove());

      heldJobAnswer({ message: 'Vaga não encontrada.' }, 404)();
      bootFirstScreen(withTitle({ entry: '/assets/index-test.js' }));
      // textsWaitMs is 10 s here: the app starts after the next frame, as without texts.
      await vi.waitFor(() => expect(entryScripts()).toBe(1), { timeout: 1_000 });
      expect(shellTitle()).toBe('');
    });
  });
});
