import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { OutboundPolicy } from '../../lib/outbound/address-policy.ts';
import { BadRedirect, RefusedDestination, guardedGet, type GuardedResponse } from '../../lib/outbound/guarded-fetch.ts';
import { systemClock, type FeedClock } from './feed-clock.ts';
import { HostQueue } from './host-queue.ts';
import { parseRetryAfter } from './retry-after.ts';

/** Names Rumo and where to reach it, as feed owners ask of crawlers (docs/decisions/1501). */
export const RUMO_USER_AGENT = 'RumoBot/1.0 (+https://rumo.app.br/sobre/fontes-de-vagas)';

export type FeedClientOptions = {
  userAgent?: string;
  /** Whole request, headers and body, per attempt. */
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** Pause between two requests to one host (Lever's robots.txt asks for 1 s). */
  hostPauseMs?: number;
  /** Retries after the first attempt, on 429, 5xx and network failures. */
  maxRetries?: number;
  backoffBaseMs?: number;
  /** A wait longer than this (ours or the server's Retry-After) is not waited: the request fails. */
  maxRetryDelayMs?: number;
  /** Lets feeds on private and loopback addresses and any port be read (SOURCES_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateAddresses?: boolean;
  /** Which addresses count as public (see OutboundPolicy); the suites' stand-in for the internet. */
  isPublicAddress?: (address: string) => boolean;
  /** Where the raw cause of a failure goes: the run log and the console show only its class. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  clock?: FeedClock;
};

export type Validators = { etag?: string | null; lastModified?: string | null };
export type FeedRequest = { url: string; validators?: Validators; headers?: Record<string, string> };

export type FeedErrorCode = 'invalid-url' | 'refused-address' | 'timeout' | 'too-large' | 'http' | 'network' | 'redirect' | 'invalid-json' | 'retry-too-long';
export type FeedError = { ok: false; code: FeedErrorCode; message: string; url: string; status?: number };
export type FeedBody<T> = { ok: true; notModified: false; url: string; status: number; body: T; validators: Validators; headers: Headers };
export type FeedNotModified = { ok: true; notModified: true; url: string; status: 304; validators: Validators; headers: Headers };
export type FeedResult<T> = FeedBody<T> | FeedNotModified | FeedError;

const DEFAULTS = {
  userAgent: RUMO_USER_AGENT,
  timeoutMs: 20_000,
  maxBodyBytes: 5 * 1024 * 1024,
  hostPauseMs: 1_000,
  maxRetries: 3,
  backoffBaseMs: 1_000,
  maxRetryDelayMs: 120_000,
  allowPrivateAddresses: false,
} as const;

class BodyTooLarge extends Error {}

const seconds = (ms: number) => (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * One plain sentence per class of failure (decision 1901): what staff can act on, and nothing that
 * tells an open port from a closed one. The raw cause goes to the server log only.
 */
export const FEED_FAILURE = {
  invalidUrl: 'Endereço inválido: use http:// ou https://.',
  refused: 'Endereço recusado: a fonte aponta para uma rede interna, uma porta não permitida ou um endereço com usuário e senha.',
  unreachable: 'Não foi possível acessar a fonte: o servidor não foi encontrado ou não aceitou a conexão.',
  redirect: 'A fonte redirecionou para um endereço inválido ou vezes demais.',
  invalidFormat: 'A resposta da fonte não está no formato esperado.',
  timeout: (ms: number) => `A fonte não respondeu em ${seconds(ms)} s.`,
  tooLarge: (bytes: number) => `A resposta da fonte passou do limite de ${bytes.toLocaleString('pt-BR')} bytes.`,
  http: (status: number) => `A fonte respondeu com o código HTTP ${status}.`,
} as const;

/**
 * The one polite HTTP client every source uses (ARCHITECTURE.md, Sources; docs/decisions/1501):
 * per-request timeout, body size cap read as a stream, one request at a time per host with a pause,
 * conditional requests, retries with exponential backoff honouring Retry-After. Failures are
 * values with a pt-BR message, never exceptions.
 */
export class FeedClient {
  private readonly options: Required<Omit<FeedClientOptions, 'clock' | 'log' | 'isPublicAddress'>>;
  private readonly clock: FeedClock;
  private readonly hosts: HostQueue;
  private readonly log: Pick<FastifyBaseLogger, 'warn'> | undefined;
  private readonly policy: OutboundPolicy;

  constructor(options: FeedClientOptions = {}) {
    const { clock, log, isPublicAddress, ...rest } = options;
    this.options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.clock = clock ?? systemClock;
    this.log = log;
    this.policy = { allowPrivateAddresses: this.options.allowPrivateAddresses, ...(isPublicAddress ? { isPublic: isPublicAddress } : {}) };
    this.hosts = new HostQueue(this.clock, this.options.hostPauseMs);
  }

  getText(request: FeedRequest | string): Promise<FeedResult<string>> {
    return this.fetchFeed(typeof request === 'string' ? { url: request } : request, 'text');
  }

  async getJson(request: FeedRequest | string): Promise<FeedResult<unknown>> {
    const req = typeof request === 'string' ? { url: request } : request;
    const result = await this.fetchFeed(req, 'json');
    if (!result.ok || result.notModified) return result;
    try {
      return { ...result, body: JSON.parse(result.body) as unknown };
    } catch {
      return this.failed({ ok: false, code: 'invalid-json', message: FEED_FAILURE.invalidFormat, url: req.url }, 'invalid JSON');
    }
  }

  private async fetchFeed(request: FeedRequest, kind: 'json' | 'text'): Promise<FeedResult<string>> {
    let url: URL;
    try {
      url = new URL(request.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    } catch {
      return { ok: false, code: 'invalid-url', message: FEED_FAILURE.invalidUrl, url: request.url };
    }
    return this.hosts.run(url.host, async () => {
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await this.attempt(request, kind);
        if (!('retry' in outcome)) return outcome;
        if (attempt >= this.options.maxRetries) return this.failed(outcome.error, outcome.cause);
        const backoff = this.options.backoffBaseMs * 2 ** attempt;
        const wait = outcome.retryAfterMs ?? backoff;
        if (wait > this.options.maxRetryDelayMs) {
          return this.failed(
            {
              ...outcome.error,
              code: 'retry-too-long',
              message: `${outcome.error.message} O servidor pediu para esperar ${seconds(wait)} s, mais que o limite de ${seconds(this.options.maxRetryDelayMs)} s; a fonte fica para a próxima sincronização.`,
            },
            outcome.cause,
          );
        }
        await this.clock.sleep(wait);
      }
    });
  }

  /** Logs the raw cause of a failure for the operators and gives back the failure staff see. */
  private failed(error: FeedError, cause: unknown): FeedError {
    const detail = cause instanceof Error ? `${cause.message}${cause.cause instanceof Error ? `: ${cause.cause.message}` : ''}` : String(cause);
    this.log?.warn({ url: error.url, code: error.code, status: error.status, cause: detail }, 'feed request failed');
    return error;
  }

  private async attempt(request: FeedRequest, kind: 'json' | 'text'): Promise<FeedResult<string> | { retry: true; error: FeedError; cause: unknown; retryAfterMs: number | null }> {
    const { url } = request;
    const headers: Record<string, string> = {
      'user-agent': this.options.userAgent,
      accept: kind === 'json' ? 'application/json' : 'text/html, application/xml;q=0.9, */*;q=0.8',
      ...request.headers,
    };
    if (request.validators?.etag) headers['if-none-match'] = request.validators.etag;
    if (request.validators?.lastModified) headers['if-modified-since'] = request.validators.lastModified;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      const response = await guardedGet(url, { headers, signal: controller.signal, policy: this.policy });
      const validators: Validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
      if (response.status === 304) {
        await response.body?.cancel();
        return { ok: true, notModified: true, url, status: 304, validators, headers: response.headers };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const error: FeedError = { ok: false, code: 'http', status: response.status, url, message: FEED_FAILURE.http(response.status) };
        const cause = `HTTP ${response.status}`;
        if (response.status === 429 || response.status >= 500) {
          return { retry: true, error, cause, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), this.clock.now()) };
        }
        return this.failed(error, cause);
      }
      const body = await this.readCapped(response);
      return { ok: true, notModified: false, url, status: response.status, body, validators, headers: response.headers };
    } catch (cause) {
      if (cause instanceof BodyTooLarge) {
        return this.failed({ ok: false, code: 'too-large', url, message: FEED_FAILURE.tooLarge(this.options.maxBodyBytes) }, cause);
      }
      if (controller.signal.aborted) {
        return this.failed({ ok: false, code: 'timeout', url, message: FEED_FAILURE.timeout(this.options.timeoutMs) }, cause);
      }
      // undici wraps what the resolver refused in its own "fetch failed".
      if (cause instanceof RefusedDestination || (cause instanceof Error && cause.cause instanceof RefusedDestination)) {
        return this.failed({ ok: false, code: 'refused-address', url, message: FEED_FAILURE.refused }, cause);
      }
      if (cause instanceof BadRedirect) return this.failed({ ok: false, code: 'redirect', url, message: FEED_FAILURE.redirect }, cause);
      return { retry: true, retryAfterMs: null, cause, error: { ok: false, code: 'network', url, message: FEED_FAILURE.unreachable } };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads the body as a stream and stops as soon as it passes the cap (a Content-Length over it stops before reading). */
  private async readCapped(response: GuardedResponse): Promise<string> {
    const cap = this.options.maxBodyBytes;
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > cap) {
      await response.body?.cancel();
      throw new BodyTooLarge();
    }
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        await reader.cancel();
        throw new BodyTooLarge();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

/** The app's feed client: the address policy of its configuration, failures' causes in its log. */
export function feedClientFor(deps: Pick<AppDeps, 'config' | 'log'>, options: FeedClientOptions = {}): FeedClient {
  return new FeedClient({ allowPrivateAddresses: deps.config.sourcesAllowPrivateAddresses, log: deps.log, ...options });
}
