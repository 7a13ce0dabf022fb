import { checkConfiguredUrl, type OutboundPolicy } from '../../lib/outbound/address-policy.ts';
import type { SourceKindName } from './source-kind.ts';

export const BASE_URL_REFUSED = 'Endereço base recusado: use um endereço público, sem usuário e senha, sem "#" e nas portas 80, 443, 8080 ou 8443.';
export const PAGE_URL_REFUSED = 'Endereço recusado: use uma página pública, sem usuário e senha, sem "#" e nas portas 80, 443, 8080 ou 8443.';

/** Kinds whose key is itself the URL that is read. */
const URL_KEYS: ReadonlySet<SourceKindName> = new Set(['jsonld']);

/** The base URL a source is saved with, against the outbound policy (decision 1901): a pt-BR message, or null. */
export function baseUrlProblem(baseUrl: string | null | undefined, policy: OutboundPolicy): string | null {
  return baseUrl && !checkConfiguredUrl(baseUrl, policy).ok ? BASE_URL_REFUSED : null;
}

/** The key of a kind that reads its key as a URL, against the same policy: a pt-BR message, or null. */
export function keyUrlProblem(kind: SourceKindName, key: string, policy: OutboundPolicy): string | null {
  return URL_KEYS.has(kind) && !checkConfiguredUrl(key, policy).ok ? PAGE_URL_REFUSED : null;
}
