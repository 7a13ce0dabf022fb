import type { FastifyInstance } from 'fastify';
import { harvestIds, tryJson, type FoundId } from './json-ids.ts';
import { fillPath, type Operation } from './openapi-operations.ts';

export type Harvested = FoundId & { source: string };
/**
 * Path parameter values for one call of a route (`{ courseId: '…', contentId: '…' }`) and, per
 * parameter, where the value was found (`source|jsonPath|value`, or `enum`).
 */
export type Combo = { values: Record<string, string>; origins: Record<string, string> };

export const originKey = (h: Harvested) => `${h.source}|${h.jsonPath}|${h.value}`;

export type CrawlResult = {
  /** Every id seen in any answer. */
  ids: Harvested[];
  /** Per route (`METHOD path`): GET routes get the combos that answered 200; other routes get combos built from them. */
  combos: Map<string, Combo[]>;
  /** GET urls that answered 200, in crawl order, with their JSON body. */
  reads: Map<string, unknown>;
};

type Options = { validPerRoute?: number; triesPerRoute?: number; combosPerWriteRoute?: number };

const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
const prefixThrough = (path: string, param: string) => path.slice(0, path.indexOf(`{${param}}`) + param.length + 2);
/** The literal segment before `{param}`: `contents` for `/steps/{courseId}/contents/{contentId}`. */
const segmentBefore = (path: string, param: string) => prefixThrough(path, param).split('/').slice(-2, -1)[0] ?? '';

/** Orders candidate ids for a parameter: ids found under a matching key or route come first. */
function byAffinity(candidates: Harvested[], path: string, param: string, chosen: Combo): Harvested[] {
  const segment = segmentBefore(path, param).toLowerCase();
  const stem = param.replace(/(Id|_id|uuid)$/i, '').toLowerCase();
  const chosenWords = Object.values(chosen.values).filter((v) => /^[a-z_]+$/i.test(v));
  const collection = path.slice(0, path.indexOf(`/{${param}}`));
  const score = (c: Harvested) => {
    const p = c.jsonPath.toLowerCase();
    let s = 0;
    if (segment && p.includes(segment)) s += 4;
    if (stem && stem !== 'id' && p.includes(stem)) s += 2;
    if (chosenWords.some((w) => p.includes(w.toLowerCase()))) s += 8;
    if (segment && c.source.includes(`/${segment}`)) s += 1;
    if (c.source === collection) s += 16;
    return s;
  };
  const seen = new Set<string>();
  return [...candidates]
    .map((c, i) => ({ c, i, s: score(c) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.c)
    .filter((c) => !seen.has(c.value) && seen.add(c.value));
}

/**
 * Discovers, with one user's token, which ids each route accepts: reads every list route, then
 * tries the ids it found on every route with path parameters (shorter paths first, so
 * `/steps/{courseId}` anchors `/steps/{courseId}/contents/{contentId}`). No route is listed by hand.
 */
export async function crawlRoutes(app: FastifyInstance, operations: Operation[], headers: Record<string, string>, options: Options = {}): Promise<CrawlResult> {
  const { validPerRoute = 3, triesPerRoute = 60, combosPerWriteRoute = 12 } = options;
  const ids: Harvested[] = [];
  const combos = new Map<string, Combo[]>();
  const reads = new Map<string, unknown>();
  const idsByUrl = new Map<string, Harvested[]>();

  const read = async (url: string, source: string): Promise<boolean> => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) return false;
    const body = tryJson(res.body);
    const found = harvestIds(body).map((f) => ({ ...f, source }));
    ids.push(...found);
    idsByUrl.set(url, found);
    reads.set(url, body);
    return true;
  };

  const gets = operations.filter((o) => o.method === 'GET');
  for (const op of gets.filter((o) => o.pathParams.length === 0 && !o.queryParams.some((q) => q.required))) await read(op.path, op.path);

  const byPath = new Map(gets.map((o) => [o.path, o]));
  const sorted = (ops: Operation[]) => [...ops].sort((a, b) => a.pathParams.length - b.pathParams.length || a.path.length - b.path.length);

  /** Candidate combos for a route, built param by param from anchors and harvested ids. */
  const candidateCombos = (op: Operation, limit: number): Combo[] => {
    let partial: Combo[] = [{ values: {}, origins: {} }];
    for (const param of paramNames(op.path)) {
      const schema = op.pathParams.find((p) => p.name === param)?.schema;
      const anchor = byPath.get(prefixThrough(op.path, param));
      const next: Combo[] = [];
      for (const combo of partial) {
        const extend = (value: string, origin: string) => next.push({ values: { ...combo.values, [param]: value }, origins: { ...combo.origins, [param]: origin } });
        if (schema?.enum) {
          for (const value of schema.enum.slice(0, limit)) extend(String(value), 'enum');
        } else if (anchor && anchor !== op && combos.get(anchor.key)?.length) {
          const matching = combos.get(anchor.key)!.filter((c) => Object.entries(combo.values).every(([k, v]) => c.values[k] === v));
          for (const c of matching.slice(0, limit)) extend(c.values[param] as string, c.origins[param] as string);
        } else {
          // Ids found in the answer of the closest readable parent (e.g. the CV for its items).
          const parent = Object.keys(combo.values)
            .reverse()
            .map((k) => byPath.get(prefixThrough(op.path, k)))
            .find((o) => o !== undefined);
          const local = parent ? idsByUrl.get(fillPath(parent.path, combo.values)) : undefined;
          for (const h of byAffinity(local?.length ? local : ids, op.path, param, combo).slice(0, limit)) extend(h.value, originKey(h));
        }
      }
      partial = next.slice(0, limit * 4);
    }
    return partial;
  };

  for (const op of sorted(gets.filter((o) => o.pathParams.length > 0))) {
    const valid: Combo[] = [];
    for (const combo of candidateCombos(op, triesPerRoute).slice(0, triesPerRoute)) {
      if (await read(fillPath(op.path, combo.values), op.path)) valid.push(combo);
      if (valid.length >= validPerRoute) break;
    }
    combos.set(op.key, valid);
  }
  for (const op of sorted(operations.filter((o) => o.method !== 'GET' && o.pathParams.length > 0))) {
    const sameGet = byPath.get(op.path);
    const found = sameGet?.pathParams.length ? (combos.get(sameGet.key) ?? []) : candidateCombos(op, combosPerWriteRoute);
    combos.set(op.key, found.slice(0, combosPerWriteRoute));
  }
  return { ids, combos, reads };
}
