import { safeLink, type SafeLink } from '../../../lib/safe-url.ts';

export type SafeJobLink = SafeLink;

const HOME: SafeJobLink = { href: '/', external: false };

/**
 * Decision 0103: follow a job's url only when it is an absolute http(s) URL or a path on our own
 * host (the shared check in lib/safe-url.ts); anything else sends the user to `/`.
 */
export function safeJobLink(url: string | null | undefined, origin: string): SafeJobLink {
  return safeLink(url, origin) ?? HOME;
}
