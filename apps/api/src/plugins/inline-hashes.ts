import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A <script> element without `src`, and its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
/** A <style> element, and its text. */
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

/** The CSP sources of the built index.html's inline elements: `script-src` and `style-src`. */
export type InlineHashes = { scripts: string[]; styles: string[] };

/** No build, no inline element: nothing beyond 'self'. */
export const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP sources ('sha256-…') of the inline scripts and stylesheets of the built index.html: the
 * first-screen script that starts a screen's requests before the JavaScript arrives
 * (docs/decisions/1802) and the app's stylesheet, written into the page so the static shell paints
 * without waiting for a second request (docs/decisions/1807). Read once at start, from the same
 * file the SPA plugin serves, so the policy allows exactly what that build contains and no other
 * inline script or stylesheet. None without a build.
 */
export function inlineHashes(webDist: string | undefined): InlineHashes {
  const file = webDist === undefined ? undefined : path.join(webDist, 'index.html');
  if (file === undefined || !fs.existsSync(file)) return NO_INLINE;
  const html = fs.readFileSync(file, 'utf8');
  return {
    scripts: [...html.matchAll(INLINE_SCRIPT)].map((m) => sha256(m[1]!)),
    styles: [...html.matchAll(INLINE_STYLE)].map((m) => sha256(m[1]!)),
  };
}
