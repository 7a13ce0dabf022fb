/** A URL we may put into `href` or `src`. */
export type SafeLink = {
  href: string;
  /** Another site: a link to it opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
};

const hasControlOrSpace = (text: string): boolean => [...text].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || /\s/.test(c));

/**
 * The one check for URLs that come from data (a job's apply link, journey and highlight media):
 * an absolute http(s) URL, or a path on our own host ('/media/x.mp4'). Anything else (`javascript:`,
 * `data:`, `blob:`, protocol-relative `//evil`, a bare 'x.mp4', garbage) is null. A URL on our own
 * origin comes back as its path, so it stays same-origin whatever host served the page.
 */
export function safeLink(url: string | null | undefined, origin: string = window.location.origin): SafeLink | null {
  const raw = (url ?? '').trim();
  // Control characters are dropped by the URL parser ('java\nscript:'); refusing them keeps the check honest.
  if (!raw || hasControlOrSpace(raw)) return null;
  if (/^https?:\/\//i.test(raw)) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return null;
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return null;
    return parsed.origin === origin ? { href: parsed.pathname + parsed.search + parsed.hash, external: false } : { href: parsed.href, external: true };
  }
  // A path on our host: '/x', never '//host' or '/\host' (browsers read both as another host).
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    try {
      const resolved = new URL(raw, origin);
      if (resolved.origin === origin) return { href: resolved.pathname + resolved.search + resolved.hash, external: false };
    } catch {
      return null;
    }
  }
  return null;
}

/** Just the `href`/`src` of safeLink, or null. */
export function safeUrl(url: string | null | undefined, origin?: string): string | null {
  return safeLink(url, origin)?.href ?? null;
}
