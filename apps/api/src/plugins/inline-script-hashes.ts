import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A <script> element without `src`, and its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built index.html — the first-screen
 * script that starts a screen's requests before the JavaScript arrives (docs/decisions/1802).
 * Read once at start, from the same file the SPA plugin serves, so the policy allows exactly the
 * script that build contains and no other inline script. None without a build.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const file = webDist === undefined ? undefined : path.join(webDist, 'index.html');
  if (file === undefined || !fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
}
