import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client is counted under by the rate limits (docs/decisions/0705): its IPv4 address,
 * or the /64 prefix of its IPv6 address — one IPv6 subscriber usually holds a whole /64, so
 * counting single addresses would let them rotate through 2^64 of them.
 *
 * The address itself is Fastify's `request.ip`: the socket's peer unless TRUST_PROXY names the
 * proxies in front of us, so `X-Forwarded-For` from anyone else changes nothing.
 */
export function clientSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip || 'unknown';
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
