import dns from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { Agent, fetch, type Response } from 'undici';
import { checkOutboundUrl, isPublicAddress, type OutboundPolicy } from './address-policy.ts';

/** A destination the policy refuses: a private address, a port or credentials it does not allow. */
export class RefusedDestination extends Error {
  readonly destination: string;

  constructor(destination: string) {
    super(`destino recusado: ${destination}`);
    this.destination = destination;
    this.name = 'RefusedDestination';
  }
}

/** The redirect chain was longer than `maxRedirects`, or pointed somewhere that is not http(s). */
export class BadRedirect extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'BadRedirect';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The resolver of every guarded connection: the name is resolved once, every address it gives must
 * be public, and the connection is made to those same addresses, so a DNS answer that changes
 * between a check and the connection (rebinding) cannot send it elsewhere.
 */
export function publicOnlyLookup(isPublic: (address: string) => boolean = isPublicAddress) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      const refused = addresses.find((a) => !isPublic(a.address));
      if (refused || addresses.length === 0) return callback(new RefusedDestination(`${hostname} → ${refused?.address ?? 'nenhum endereço'}`), '');
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const publicAgent = new Agent({ connect: { lookup: publicOnlyLookup() } });
const anyAgent = new Agent();
const agentsByClassifier = new WeakMap<(address: string) => boolean, Agent>();

function agentFor(policy: OutboundPolicy): Agent {
  if (policy.allowPrivateAddresses) return anyAgent;
  if (!policy.isPublic) return publicAgent;
  let agent = agentsByClassifier.get(policy.isPublic);
  if (!agent) agentsByClassifier.set(policy.isPublic, (agent = new Agent({ connect: { lookup: publicOnlyLookup(policy.isPublic) } })));
  return agent;
}

/** What `guardedGet` answers: undici's Response, whose body stream is typed apart from the DOM's. */
export type GuardedResponse = Response;

export type GuardedRequest = { headers: Record<string, string>; signal: AbortSignal; policy: OutboundPolicy; maxRedirects?: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GET through the policy (decision 1901): the URL and each redirect target are checked before
 * their request, at most `maxRedirects` (3) redirects are followed, and names resolve through
 * `publicOnlyLookup`. Failures are thrown (RefusedDestination, BadRedirect, or undici's own).
 */
export async function guardedGet(start: string, request: GuardedRequest): Promise<Response> {
  const maxRedirects = request.maxRedirects ?? 3;
  const dispatcher = agentFor(request.policy);
  let current = start;
  for (let hop = 0; ; hop += 1) {
    const verdict = checkOutboundUrl(current, request.policy);
    if (!verdict.ok) {
      if (verdict.reason === 'refused') throw new RefusedDestination(current);
      throw new BadRedirect(`endereço inválido: ${current}`);
    }
    verdict.url.hash = '';
    const response = await fetch(verdict.url, { headers: request.headers, signal: request.signal, redirect: 'manual', dispatcher });
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return response;
    await response.body?.cancel();
    if (hop >= maxRedirects) throw new BadRedirect(`mais de ${maxRedirects} redirecionamentos a partir de ${start}`);
    try {
      current = new URL(location, verdict.url).toString();
    } catch {
      throw new BadRedirect(`redirecionamento para um endereço inválido: ${location}`);
    }
  }
}
