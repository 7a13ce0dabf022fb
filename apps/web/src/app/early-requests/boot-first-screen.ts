/**
 * The inline script of index.html (docs/decisions/1802), serialised by `fn.toString()` at build
 * time (apps/web/first-screen-html.ts), so it must stay self-contained: no imports, no outer
 * variables, everything it needs in `config`. It runs before the stylesheet and the entry chunk:
 *
 * - the app's entry module (`config.entry`, downloaded from the start through a modulepreload link)
 *   runs only once the parsed page has painted, so the static shell paints before the app's code
 *   keeps the main thread busy (docs/decisions/1807);
 * - the stored theme goes on <html> (as lib/theme.ts does later), so the static shell paints in it;
 * - with a session and a logged-in screen's URL, <html> gets `config.shellClass` (the static shell
 *   of index.html shows; app/layout/app-shell-placeholder.tsx), its first GET requests start, left
 *   in `window[config.global]` for apiFetch (lib/early-answers.ts) to take, and the screen's
 *   chunks are preloaded once the first frame has painted;
 * - the strings the static shell draws from those answers (`texts`: the job's title, the first
 *   highlight's image, the current step and its first course) are set as CSS custom properties on
 *   <html> when each answer arrives, and the app starts once they have painted (decisions 1810, 1815).
 *
 * Nothing here may break the page: any failure leaves the app to load as it would without it.
 */
export type FirstScreenConfig = {
  global: string;
  /** The API's hint cookie (lib/session.ts SIGNED_IN_COOKIE): present while the browser holds a session. */
  signedInCookie: string;
  /** The stored user (lib/session.ts USER_KEY): its first name greets the person in the static shell. */
  userKey: string;
  /** The CSS custom property that carries ', Maria' to the shell's greeting (app/layout/greeting.ts, decision 1807). */
  firstNameProperty: string;
  themeKey: string;
  shellClass: string;
  /** AppShell's 'Recolher menu' choice (app-shell.tsx): with it, <html> gets collapsedClass and the static menu is narrow. */
  collapsedKey: string;
  collapsedClass: string;
  /** Chunk addresses, written once; a route's `preload` holds indexes into it (routes share most chunks). */
  chunks: string[];
  /** How long after the page is parsed the app may wait for the shell's texts (docs/decisions/1810). */
  textsWaitMs?: number;
  /** The `elementtiming` of the shell's text elements, by which the script sees them painted. */
  textTiming?: string;
  /** The entry chunk's address in a build (index.html then only preloads it); absent in development, where index.html loads it itself. */
  entry?: string;
  /** `shell`: the screens drawn inside an AppShell: the job seeker's, and the console's home (decision 1814). */
  /** `screenClass`: put on <html> so the static shell draws the screen's fixed page header (decision 1806). */
  /** `texts`: strings the static shell draws from an early answer (docs/decisions/1810): `api` indexes the route's `api`, `at` is the path to the string in its JSON, `property` the CSS custom property set to it. */
  routes: { pattern: string; shell: boolean; api: string[]; preload: number[]; screenClass?: string; texts?: ShellText[] }[];
};

/** A string (or number) of an early answer that the static shell draws through a CSS custom property (docs/decisions/1810, 1815). */
export type ShellText = {
  api: number;
  at: (string | number)[];
  property: string;
  /**
   * Without a format, a non-empty string, set as a CSS string for `content`.
   * `url`: the string is an image's address, set as `url("…")` (the highlights' first image).
   * `number`: a finite number, set bare, for `calc()` (a progress bar's width); `number-text`: the
   * same number's digits as a CSS string, for `content` (the step's number and percentage).
   */
  format?: 'url' | 'number' | 'number-text';
  /** Put on <html> once the text is drawn (the shell shows what surrounds it then). */
  className?: string;
  /** Drawn only when each of these values of the same answer is exactly `is` (the steps' shell: the first step is the current one, decision 1815). */
  when?: { at: (string | number)[]; is: string | number | boolean | null }[];
};

export function bootFirstScreen(config: FirstScreenConfig): void {
  /** One per shell text: settles, never rejects, with whether the text was drawn, once its answer is read or has failed. */
  const texts: Promise<boolean>[] = [];
  let textsOnScreen: Promise<void> | undefined;
  /**
   * Settles once a drawn text is on screen: its element (`elementtiming` = `config.textTiming`)
   * has painted, by Element Timing where the browser has it, otherwise when a second frame begins
   * (the first, which drew the text, has painted by then).
   */
  const onScreen = () =>
    (textsOnScreen ??= new Promise<void>((resolve) => {
      try {
        if (!PerformanceObserver.supportedEntryTypes?.includes('element')) throw new Error('no Element Timing');
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === config.textTiming)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: 'element', buffered: true });
      } catch {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }
    }));
  /**
   * Runs `then` in a task after the frame that paints the static shell (rAF runs before that
   * frame's paint, the task after it). When the shell draws texts of the answers (the job's
   * title, the first highlight's image), once they are on screen instead, so the app's first render does not hold their paint
   * back, but never more than `textsWaitMs` later (docs/decisions/1807, 1810).
   */
  const afterShellPaint = (then: () => void): void => {
    const afterFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      then();
    };
    if (!texts.length) {
      afterFrame();
      return;
    }
    setTimeout(once, config.textsWaitMs ?? 0);
    Promise.all(texts).then((drawn) => {
      if (drawn.includes(true)) void onScreen().then(() => setTimeout(once, 0));
      else afterFrame();
    }, once);
  };
  if (config.entry) {
    const entry = config.entry;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    };
    // Once the page is parsed, the app runs after the shell has painted, so its first render does
    // not hold that paint back. A hidden tab paints no frame: the app starts at once there.
    const afterPaint = () => {
      try {
        if (document.visibilityState === 'hidden') start();
        else afterShellPaint(start);
      } catch {
        start();
      }
    };
    // Once this script has run to its end, so the texts below are known when it decides.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
    else queueMicrotask(afterPaint);
  }
  try {
    const theme = localStorage.getItem(config.themeKey);
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
    // The same rule as lib/session.ts: a session while the hint cookie is there (the session cookie
    // itself is HttpOnly, and the browser sends it with the requests below).
    const signedIn = document.cookie.split(';').some((pair) => {
      const [name, value] = pair.trim().split('=');
      return name === config.signedInCookie && Boolean(value);
    });
    if (!signedIn) return;
    let user: { name?: unknown; uuid?: unknown } | null = {};
    try {
      user = JSON.parse(localStorage.getItem(config.userKey) ?? '{}') as typeof user;
    } catch {
      // A stored user that is not JSON: the greeting shows without the name.
    }
    for (const route of config.routes) {
      const match = new RegExp(route.pattern).exec(location.pathname);
      if (!match) continue;
      if (route.shell) document.documentElement.classList.add(config.shellClass);
      // The first name as lib/initials.ts firstName() takes it, as a CSS string (JSON's escapes are CSS's).
      const first = (typeof user?.name === 'string' ? user.name : '').trim().split(/\s+/)[0] ?? '';
      if (first) document.documentElement.style.setProperty(config.firstNameProperty, JSON.stringify(`, ${first}`));
      if (route.screenClass) document.documentElement.classList.add(route.screenClass);
      if (localStorage.getItem(config.collapsedKey) === '1') document.documentElement.classList.add(config.collapsedClass);
      const preload = () => {
        for (const index of route.preload) {
          const href = config.chunks[index];
          if (!href) continue;
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        }
      };
      // After the shell has painted: on a slow connection the chunks would share it with what that
      // paint waits for, the rest of index.html (its stylesheet and static shell) and the answers
      // the shell draws texts of (decisions 1806, 1810; at once measured worse, 1807).
      // A list filtered by its query string asks for other URLs than these.
      if (location.search) {
        afterShellPaint(preload);
        return;
      }
      const answers: Record<string, Promise<Response>> = {};
      // A 401 means the server ended the session, and cleared its cookies, maybe before the app
      // runs: noted for lib/session.ts, so /login still says that the session expired.
      const early: { refused?: boolean } = {};
      const inOrder: Promise<Response>[] = [];
      for (const path of route.api) {
        const url = new URL(`/api${path.replace(/:id/g, match[1] ?? '')}`, location.origin).toString();
        const answer = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
        // Not taken (the screen changed its mind) and failed: no unhandled rejection in the console.
        answer.then(
          (response) => {
            if (response.status === 401) early.refused = true;
          },
          () => undefined,
        );
        answers[`GET ${url}`] = answer;
        inOrder.push(answer);
      }
      // The shell draws what it can of the answers as they arrive (the job's title, the first
      // highlight's image, the current step): a copy of each answer is read once, so the texts of
      // one answer are set in the same task, and the app still takes the answer itself.
      // As a CSS string (JSON's escapes: no quote or backslash can end it), so the text is never
      // markup and an address never more than one `url()`; a number bare only when it is finite.
      const bodies: Promise<unknown>[] = [];
      const valueAt = (body: unknown, path: (string | number)[]): unknown => {
        let value = body;
        for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
        return value;
      };
      /** The CSS value a text sets, or '' when the answer holds nothing the shell can draw there. */
      const cssOf = (value: unknown, format: ShellText['format']): string => {
        if (format === 'number' || format === 'number-text') {
          if (typeof value !== 'number' || !Number.isFinite(value)) return '';
          return format === 'number' ? String(value) : JSON.stringify(String(value));
        }
        if (typeof value !== 'string' || !value) return '';
        return format === 'url' ? `url(${JSON.stringify(value)})` : JSON.stringify(value);
      };
      for (const text of route.texts ?? []) {
        const answer = inOrder[text.api];
        if (!answer) continue;
        const body = (bodies[text.api] ??= answer.then((response) => (response.ok ? response.clone().json() : null)));
        const drawn = body
          .then((body: unknown) => {
            if (text.when?.some((condition) => valueAt(body, condition.at) !== condition.is)) return false;
            const value = valueAt(body, text.at);
            const css = cssOf(value, text.format);
            if (!css) return false;
            document.documentElement.style.setProperty(text.property, css);
            if (text.className) document.documentElement.classList.add(text.className);
            return true;
          })
          .catch(() => false);
        texts.push(drawn);
      }
      afterShellPaint(preload);
      // Matched by the user's uuid (lib/early-answers.ts): the app takes them only for the same person.
      const uuid = typeof user?.uuid === 'string' ? user.uuid : '';
      (window as unknown as Record<string, unknown>)[config.global] = Object.assign(early, { user: uuid, startedAt: performance.now(), answers });
      return;
    }
  } catch {
    // Storage blocked or an old browser: the app asks for everything itself.
  }
}
