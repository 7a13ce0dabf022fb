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
  clock?: FeedClock;
};

export type Validators = { etag?: string | null; lastModified?: string | null };
export type FeedRequest = { url: string; validators?: Validators; headers?: Record<string, string> };

export type FeedErrorCode = 'invalid-url' | 'timeout' | 'too-large' | 'http' | 'network' | 'invalid-json' | 'retry-too-long';
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
} as const;

class BodyTooLarge extends Error {}

const seconds = (ms: number) => (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * The one polite HTTP client every source uses (ARCHITECTURE.md, Sources; docs/decisions/1501):
 * per-request timeout, body size cap read as a stream, one request at a time per host with a pause,
 * conditional requests, retries with exponential backoff honouring Retry-After. Failures are
 * values with a pt-BR message, never exceptions.
 */
export class FeedClient {
  private readonly options: Required<Omit<FeedClientOptions, 'clock'>>;
  private readonly clock: FeedClock;
  private readonly hosts: HostQueue;

  constructor(options: FeedClientOptions = {}) {
    const { clock, ...rest } = options;
    this.options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.clock = clock ?? systemClock;
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
      return { ok: false, code: 'invalid-json', message: `A resposta de ${req.url} não é um JSON válido.`, url: req.url };
    }
  }

  private async fetchFeed(request: FeedRequest, kind: 'json' | 'text'): Promise<FeedResult<string>> {
    let url: URL;
    try {
      url = new URL(request.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    } catch {
      return { ok: false, code: 'invalid-url', message: `Endereço inválido: ${request.url} (use http:// ou https://).`, url: request.url };
    }
    return this.hosts.run(url.host, async () => {
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await this.attempt(request, kind);
        if (!('retry' in outcome)) return outcome;
        if (attempt >= this.options.maxRetries) return outcome.error;
        const backoff = this.options.backoffBaseMs * 2 ** attempt;
        const wait = outcome.retryAfterMs ?? backoff;
        if (wait > this.options.maxRetryDelayMs) {
          return {
            ...outcome.error,
            code: 'retry-too-long',
            message: `${outcome.error.message} O servidor pediu para esperar ${seconds(wait)} s, mais que o limite de ${seconds(this.options.maxRetryDelayMs)} s; a fonte fica para a próxima sincronização.`,
          };
        }
        await this.clock.sleep(wait);
      }
    });
  }

  private async attempt(request: FeedRequest, kind: 'json' | 'text'): Promise<FeedResult<string> | { retry: true; error: FeedError; retryAfterMs: number | null }> {
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
      const response = await fetch(url, { headers, signal: controller.signal, redirect: 'follow' });
      const validators: Validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
      if (response.status === 304) {
        await response.body?.cancel();
        return { ok: true, notModified: true, url, status: 304, validators, headers: response.headers };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const error: FeedError = { ok: false, code: 'http', status: response.status, url, message: `O servidor respondeu ${response.status} em ${url}.` };
        if (response.status === 429 || response.status >= 500) {
          return { retry: true, error, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), this.clock.now()) };
        }
        return error;
      }
      const body = await this.readCapped(response);
      return { ok: true, notModified: false, url, status: response.status, body, validators, headers: response.headers };
    } catch (cause) {
      if (cause instanceof BodyTooLarge) {
        return { ok: false, code: 'too-large', url, message: `A resposta de ${url} passou do limite de ${this.options.maxBodyBytes.toLocaleString('pt-BR')} bytes.` };
      }
      if (controller.signal.aborted) {
        return { ok: false, code: 'timeout', url, message: `Tempo esgotado: ${url} não respondeu em ${seconds(this.options.timeoutMs)} s.` };
      }
      const reason = cause instanceof Error ? ((cause.cause as Error | undefined)?.message ?? cause.message) : String(cause);
      return { retry: true, retryAfterMs: null, error: { ok: false, code: 'network', url, message: `Falha de rede ao acessar ${url}: ${reason}.` } };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads the body as a stream and stops as soon as it passes the cap (a Content-Length over it stops before reading). */
  private async readCapped(response: Response): Promise<string> {
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
