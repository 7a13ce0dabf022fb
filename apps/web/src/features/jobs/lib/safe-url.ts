export type SafeJobLink = {
  /** Where the apply button may send the user. */
  href: string;
  /** Another site: opened in a new tab with rel="noopener noreferrer". */
  external: boolean;
};

const HOME: SafeJobLink = { href: '/', external: false };

const hasControlOrSpace = (text: string): boolean => [...text].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || /\s/.test(c));

/**
 * DECISIONS (Jobs): follow a job's url only when it is an absolute http(s) URL or a path on our own
 * host; anything else (`javascript:`, `data:`, protocol-relative `//evil`, garbage) sends the user to `/`.
 */
export function safeJobLink(url: string | null | undefined, origin: string): SafeJobLink {
  const raw = (url ?? '').trim();
  // Control characters are dropped by the URL parser ('java\nscript:'); refusing them keeps the check honest.
  if (!raw || hasControlOrSpace(raw)) return HOME;
  if (/^https?:\/\//i.test(raw)) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return HOME;
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return HOME;
    return parsed.origin === origin ? { href: parsed.pathname + parsed.search + parsed.hash, external: false } : { href: parsed.href, external: true };
  }
  // A path on our host: '/x', never '//host' or '/\host' (browsers read both as another host).
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    try {
      const resolved = new URL(raw, origin);
      if (resolved.origin === origin) return { href: resolved.pathname + resolved.search + resolved.hash, external: false };
    } catch {
      return HOME;
    }
  }
  return HOME;
}
