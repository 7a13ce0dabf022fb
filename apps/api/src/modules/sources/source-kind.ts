import type { FeedClient, FeedError, Validators } from './feed-client.ts';
import type { MapContext, MapResult } from './sourced-job.ts';

export const SOURCE_KINDS = ['greenhouse', 'lever', 'gupy', 'recruitee', 'workable', 'smartrecruiters', 'github', 'jsonld'] as const;
export type SourceKindName = (typeof SOURCE_KINDS)[number];

/** Conditional-request validators kept between syncs, by URL (the next slice stores them with the source). */
export type ValidatorStore = Map<string, Validators>;

export type ListContext = {
  client: FeedClient;
  /** Board token, site, company, `owner/repo`, search term or page URL. */
  key: string;
  /** Replaces the kind's default host (mirrors, tests); no trailing slash needed. */
  baseUrl?: string;
  validators?: ValidatorStore;
  /** Records per page for paged feeds (tests use small pages to exercise paging). */
  pageSize?: number;
};

/**
 * A source is one file (ARCHITECTURE.md, Sources; docs/decisions/1501): its default host, how to
 * list a feed's raw records following its paging, and how to map one record.
 */
export type SourceKind = {
  kind: SourceKindName;
  defaultBaseUrl: string;
  /** Null when the key has this kind's shape, else a pt-BR message saying what is expected. */
  checkKey(key: string): string | null;
  list(context: ListContext): AsyncIterable<unknown>;
  map(raw: unknown, context: MapContext): MapResult;
};

/** A feed could not be read: the sync stops and changes nothing (issue 15, item 4). */
export class FeedFailure extends Error {
  readonly error: FeedError;

  constructor(error: FeedError) {
    super(error.message);
    this.error = error;
    this.name = 'FeedFailure';
  }
}

/**
 * A single-page feed answered 304 to our validators: nothing changed since the last sync, so the
 * sync must neither write nor expire anything.
 */
export class FeedNotModified extends Error {
  readonly url: string;

  constructor(url: string) {
    super(`${url} não mudou desde a última leitura.`);
    this.url = url;
    this.name = 'FeedNotModified';
  }
}

/** The source's base URL (its override, else the kind's default), `{key}` filled in, no trailing slash. */
export function baseUrlOf(context: ListContext, defaultBaseUrl: string): string {
  return (context.baseUrl ?? defaultBaseUrl).replace('{key}', encodeURIComponent(context.key)).replace(/\/+$/, '');
}

/** A key made of letters, digits, '-' and '_' (board tokens, sites, company slugs). */
export function slugKey(what: string, example: string): (key: string) => string | null {
  return (key) => (/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(key) ? null : `Informe ${what} (letras, números, - ou _; ex.: ${example}).`);
}

/** Listing refuses a key of the wrong shape before any request (the CLI and console check it first too). */
export function assertKey(kind: SourceKind, context: ListContext): void {
  const problem = kind.checkKey(context.key);
  if (problem) throw new FeedFailure({ ok: false, code: 'invalid-url', url: context.key, message: problem });
}

type PageOptions = { conditional?: boolean };

/** One JSON page through the client; failures throw FeedFailure, a 304 FeedNotModified. */
export async function fetchJsonPage(context: ListContext, url: string, options: PageOptions = {}): Promise<{ body: unknown; headers: Headers }> {
  const store = options.conditional ? context.validators : undefined;
  const result = await context.client.getJson({ url, validators: store?.get(url) });
  if (!result.ok) throw new FeedFailure(result);
  if (result.notModified) throw new FeedNotModified(url);
  if (store && (result.validators.etag || result.validators.lastModified)) store.set(url, result.validators);
  return { body: result.body, headers: result.headers };
}

export async function fetchTextPage(context: ListContext, url: string, options: PageOptions = {}): Promise<string> {
  const store = options.conditional ? context.validators : undefined;
  const result = await context.client.getText({ url, validators: store?.get(url) });
  if (!result.ok) throw new FeedFailure(result);
  if (result.notModified) throw new FeedNotModified(url);
  if (store && (result.validators.etag || result.validators.lastModified)) store.set(url, result.validators);
  return result.body;
}

export type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
export const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
