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
 *   chunks are preloaded once the first frame has painted.
 *
 * Nothing here may break the page: any failure leaves the app to load as it would without it.
 */
export type FirstScreenConfig = {
  global: string;
  tokenKey: string;
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
  /** The entry chunk's address in a build (index.html then only preloads it); absent in development, where index.html loads it itself. */
  entry?: string;
  /** `shell`: the job seeker's screens, drawn inside AppShell (the console has its own shell). */
  /** `screenClass`: put on <html> so the static shell draws the screen's fixed page header (decision 1806). */
  routes: { pattern: string; shell: boolean; api: string[]; preload: number[]; screenClass?: string }[];
};

export function bootFirstScreen(config: FirstScreenConfig): void {
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
    // Once the page is parsed, the next frame paints the static shell; the task after that frame
    // runs the app. A hidden tab paints no frame: the app starts at once there.
    const afterPaint = () => {
      try {
        if (document.visibilityState === 'hidden') start();
        else requestAnimationFrame(() => setTimeout(start, 0));
      } catch {
        start();
      }
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
    else afterPaint();
  }
  try {
    const theme = localStorage.getItem(config.themeKey);
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
    // The same order as lib/session.ts: 'Lembrar-me' keeps the session in localStorage, otherwise sessionStorage.
    const store = localStorage.getItem(config.tokenKey) ? localStorage : sessionStorage;
    const token = store.getItem(config.tokenKey);
    if (!token) return;
    for (const route of config.routes) {
      const match = new RegExp(route.pattern).exec(location.pathname);
      if (!match) continue;
      if (route.shell) document.documentElement.classList.add(config.shellClass);
      // The first name as lib/initials.ts firstName() takes it, as a CSS string (JSON's escapes are CSS's).
      try {
        const user = JSON.parse(store.getItem(config.userKey) ?? '{}') as { name?: unknown };
        const first = (typeof user.name === 'string' ? user.name : '').trim().split(/\s+/)[0] ?? '';
        if (first) document.documentElement.style.setProperty(config.firstNameProperty, JSON.stringify(`, ${first}`));
      } catch {
        // A stored user that is not JSON: the greeting shows without the name.
      }
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
      // After the first paint (the frame rAF runs before, then a task): on a slow connection the
      // chunks would share it with the rest of index.html (its stylesheet and static shell) that
      // paint waits for (decisions 1806, 1807; at once measured worse, 1807).
      requestAnimationFrame(() => setTimeout(preload, 0));
      // A list filtered by its query string asks for other URLs than these.
      if (location.search) return;
      const answers: Record<string, Promise<Response>> = {};
      for (const path of route.api) {
        const url = new URL(`/api${path.replace(/:id/g, match[1] ?? '')}`, location.origin).toString();
        const answer = fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
        // Not taken (the screen changed its mind) and failed: no unhandled rejection in the console.
        answer.catch(() => undefined);
        answers[`GET ${url}`] = answer;
      }
      (window as unknown as Record<string, unknown>)[config.global] = { token, startedAt: performance.now(), answers };
      return;
    }
  } catch {
    // Storage blocked or an old browser: the app asks for everything itself.
  }
}
