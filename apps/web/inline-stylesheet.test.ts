import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet.ts';

// Decision 1807: index.html carries the app's stylesheet instead of linking it.
const head = (link: string) =>
  `<head><link rel="icon" type="image/svg+xml" href="/favicon.svg" />` + `<link rel="modulepreload" crossorigin href="/assets/index-a.js">${link}</head>`;

describe('inlineStylesheets', () => {
  it('replaces the stylesheet link Vite writes with a <style> holding the built sheet, and leaves other links alone', () => {
    const css = '.bg-slate-50{background-color:#f8fafc}';
    const html = inlineStylesheets(head('<link rel="stylesheet" crossorigin href="/assets/web-x.css">'), (file) => (file === 'assets/web-x.css' ? css : undefined));
    expect(html).toBe(head(`<style>${css}</style>`));
  });

  it('fails the build when the linked sheet is not in it', () => {
    expect(() => inlineStylesheets(head('<link rel="stylesheet" crossorigin href="/assets/gone.css">'), () => undefined)).toThrow(/assets\/gone\.css/);
  });

  it('refuses a sheet that would close its <style> early', () => {
    expect(() => inlineStylesheets(head('<link rel="stylesheet" href="/assets/web-x.css">'), () => 'a::after{content:"</STYLE><script>"}')).toThrow(/<\/style/);
  });
});
