import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { bootFirstScreen, type FirstScreenConfig } from './src/app/early-requests/boot-first-screen.ts';
import { EARLY_REQUEST_ROUTES } from './src/app/early-requests/early-request-routes.ts';
import { EARLY_ANSWERS_GLOBAL } from './src/lib/early-answers.ts';
import { SIGNED_IN_COOKIE, USER_KEY } from './src/lib/session.ts';
import { FIRST_NAME_PROPERTY } from './src/app/layout/greeting.ts';
import { THEME_KEY } from './src/lib/theme.ts';
import { MENU_COLLAPSED_KEY } from './src/app/layout/menu-collapsed-key.ts';
import { SHELL_TEXT_TIMING } from './src/app/layout/shell-text-timing.ts';

/** Where index.html wants the script: before the stylesheet, which would otherwise hold it back. */
const MARKER = '<!-- first-screen script -->';
/** On <html> while the static shell of index.html is to be seen, and when the menu is collapsed (the shell's classes use them). */
export const SHELL_CLASS = 'rumo-app-shell';
const COLLAPSED_CLASS = 'rumo-menu-collapsed';
/**
 * How long the app's start may wait, once the page is parsed, for the shell to draw its texts (the
 * job's title, the first highlight's image, the current step) from their early answers
 * (docs/decisions/1810, 1815). On a slow phone the answer (a few KB) arrives before the app's code
 * (~90 KB), so nothing waits; this bounds what a slow answer on a fast link can cost.
 */
const TEXTS_WAIT_MS = 500;

/** A route path with at most one `:id` → the pattern the script matches `location.pathname` with. */
function pattern(routePath: string): string {
  return `^${routePath.replace(':id', '([A-Za-z0-9-]+)')}/?$`;
}

/** A chunk's file and those of its static imports, except what the entry already needs (Vite preloads those itself). */
function chunkFiles(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, skip: Set<string>, into = new Set<string>()): Set<string> {
  if (skip.has(chunk.fileName) || into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') chunkFiles(bundle, imported, skip, into);
  }
  return into;
}

/**
 * Writes the first-screen script into index.html (docs/decisions/1802): `bootFirstScreen` with
 * each early-request route's pattern, API paths and, in a build, its chunks to preload. The API
 * allows it in its CSP by the hash of the built index.html's script (plugins/inline-script-hashes.ts).
 */
export function firstScreenHtml(): Plugin {
  let root = '';
  return {
    name: 'rumo-first-screen-html',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
        const bundle = ctx.bundle;
        const chunks = bundle ? Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk') : [];
        const entry = chunks.find((c) => c.isEntry);
        const entryFiles = bundle && entry ? chunkFiles(bundle, entry, new Set()) : new Set<string>();
        const addresses: string[] = [];
        const preload = (modules: string[]) => {
          if (!bundle) return [];
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, module));
            if (!chunk) throw new Error(`no chunk for ${module} (early-request-routes.ts)`);
            chunkFiles(bundle, chunk, entryFiles, files);
          }
          return [...files].map((file) => {
            if (!addresses.includes(`/${file}`)) addresses.push(`/${file}`);
            return addresses.indexOf(`/${file}`);
          });
        };
        const routes = EARLY_REQUEST_ROUTES.map((route) => ({
          pattern: pattern(route.path),
          shell: route.shell,
          api: route.api,
          preload: preload(route.modules),
          ...(route.screenClass ? { screenClass: route.screenClass } : {}),
          ...(route.texts
            ? {
                texts: route.texts.map(({ when, ...text }) => {
                  const api = route.api.indexOf(text.api);
                  if (api < 0) throw new Error(`${route.path}: a shell text reads ${text.api}, which is not one of its early requests`);
                  return { ...text, api, at: [...text.at], ...(when ? { when: when.map((w) => ({ at: [...w.at], is: w.is })) } : {}) };
                }),
              }
            : {}),
        }));
        // The entry runs after the first paint (decision 1807): index.html only preloads it, the script starts it.
        let page = html;
        let entryAddress: string | undefined;
        if (entry) {
          entryAddress = `/${entry.fileName}`;
          const tag = `<script type="module" crossorigin src="${entryAddress}"></script>`;
          if (!page.includes(tag)) throw new Error(`index.html has no ${tag}`);
          page = page.replace(tag, `<link rel="modulepreload" crossorigin href="${entryAddress}">`);
        }
        const config: FirstScreenConfig = {
          global: EARLY_ANSWERS_GLOBAL,
          signedInCookie: SIGNED_IN_COOKIE,
          userKey: USER_KEY,
          firstNameProperty: FIRST_NAME_PROPERTY,
          themeKey: THEME_KEY,
          shellClass: SHELL_CLASS,
          collapsedKey: MENU_COLLAPSED_KEY,
          collapsedClass: COLLAPSED_CLASS,
          chunks: addresses,
          routes,
          textsWaitMs: TEXTS_WAIT_MS,
          textTiming: SHELL_TEXT_TIMING,
          ...(entryAddress ? { entry: entryAddress } : {}),
        };
        // `<` escaped: the script's text can never close its own element.
        const code = `(${bootFirstScreen.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
        return page.replace(MARKER, `<script>${code}</script>`);
      },
    },
  };
}
