import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which destinations a URL that staff or users give may reach (decision 1901). Only global unicast
 * addresses: loopback, RFC 1918, link-local (the cloud metadata service included), CGNAT,
 * unique-local, multicast, unspecified, documentation, 6to4/NAT64 and IPv4-mapped forms of any of
 * them are refused. `ipaddr.js` names each range; anything it does not call 'unicast' is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The ports a public feed is served on; any other needs `SOURCES_ALLOW_PRIVATE_ADDRESSES`. */
export const PUBLIC_PORTS = new Set(['', '80', '443', '8080', '8443']);

export type OutboundPolicy = {
  /** Private and loopback destinations and any port (test suites' fake feeds, mirrors on a private network). */
  allowPrivateAddresses: boolean;
  /**
   * Which addresses count as public; `isPublicAddress` unless given. The suites name a loopback
   * address here to stand for a public feed, so that what it redirects to is checked as in production.
   */
  isPublic?: (address: string) => boolean;
};

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: 'invalid' | 'refused' };

/**
 * Checks a URL before any request: http(s) only, no credentials, a public port, and a host that is
 * not a private address written as a literal (the WHATWG parser has already turned `127.1`,
 * `2130706433` and `0x7f000001` into `127.0.0.1`). Names are checked again when they resolve
 * (`publicOnlyLookup`), since only the resolver knows where a name points.
 */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'refused' };
  if (policy.allowPrivateAddresses) return { ok: true, url };
  if (!PUBLIC_PORTS.has(url.port)) return { ok: false, reason: 'refused' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return (policy.isPublic ?? isPublicAddress)(host) ? { ok: true, url } : { ok: false, reason: 'refused' };
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return { ok: false, reason: 'refused' };
  return { ok: true, url };
}

/**
 * A base URL or page URL as staff save it: what `checkOutboundUrl` asks, and no fragment (a `#`
 * at its end turns every path a source appends into a fragment, so the request goes to the path
 * the URL names instead of the feed's).
 */
export function checkConfiguredUrl(raw: string, policy: OutboundPolicy): UrlVerdict {
  const verdict = checkOutboundUrl(raw, policy);
  if (!verdict.ok) return verdict;
  if (verdict.url.href.includes('#')) return { ok: false, reason: 'refused' };
  return verdict;
}
