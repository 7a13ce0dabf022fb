import type { Plugin, Rollup } from 'vite';

/** The stylesheet link Vite writes into index.html for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * index.html's stylesheet links replaced by the sheets themselves, in a <style> each. `readCss`
 * gives a built file's text (undefined: not in this build, which is an error).
 */
export function inlineStylesheets(html: string, readCss: (fileName: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
    const css = readCss(fileName);
    if (css === undefined) throw new Error(`index.html links ${fileName}, which the build does not hold`);
    // The HTML parser ends a <style> at the first '</style': a sheet holding one would spill into the page.
    if (/<\/style/i.test(css)) throw new Error(`${fileName} holds '</style': it cannot be written inline`);
    return `<style>${css}</style>`;
  });
}

/**
 * Writes the app's stylesheet into index.html instead of linking it (docs/decisions/1807): the
 * static shell paints as soon as the HTML has arrived, without a second request that paint would
 * wait for. The API's CSP allows this <style> by its hash (apps/api/src/plugins/inline-hashes.ts).
 * The sheets that lazy chunks load themselves (the printable CV, the public certificate) stay files.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'rumo-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (fileName) => {
          const asset = bundle[fileName] as Rollup.OutputAsset | Rollup.OutputChunk | undefined;
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
