// @long-running (10,000 generated requests over every operation): started first by scripts/long-files-first.ts (decision 0711).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/accounts.service.ts';
import type { TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { hostileRequestArb, type HostileRequest } from './hostile-request.ts';
import { loadOperations, type Operation } from './openapi-operations.ts';
import { HTML_PAGES, problemWith, sessionRevoked } from './response-checks.ts';
import { crawlRoutes, type CrawlResult } from './route-crawler.ts';
import type { IdPools } from './schema-arbitraries.ts';
import { KILLER_VALUES, toJsonText } from './hostile-values.ts';
import { validValue } from './schema-arbitraries.ts';
import { buildPlanUser, createOwnerResources, seedWorld, TOP_PLAN } from './security-world.ts';

/**
 * Property-based hostile requests against every operation of the app's own OpenAPI document
 * (so a route added tomorrow is covered without editing this file). The seed is fixed (printed with
 * any failure); HOSTILE_SEED=<n> tries another one, HOSTILE_REQUESTS raises the total.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_501);
const TARGET_REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
/** Debugging aid: HOSTILE_ONLY=tracking runs only the operations whose `METHOD path` contains it. */
const ONLY = process.env.HOSTILE_ONLY;

const t = useTestApp();

describe('hostile input on every endpoint', () => {
  let operations: Operation[];
  let crawl: CrawlResult;
  let pools: IdPools;
  const users: { owner?: TestUser; free?: TestUser } = {};

  beforeAll(async () => {
    await seedWorld(t.db);
    users.owner = await buildPlanUser(t.db, TOP_PLAN);
    users.free = await buildPlanUser(t.db, null);
    await createOwnerResources(t.app, t.db, users.owner);
    operations = (await loadOperations(t.app)).filter((o) => !ONLY || o.key.includes(ONLY));
    crawl = await crawlRoutes(t.app, operations, users.owner.headers);
    const values = [...new Set(crawl.ids.map((i) => i.value))];
    pools = { uuids: values.filter((v) => v.includes('-')), integers: values.filter((v) => /^\d+$/.test(v)).map(Number) };
    fc.configureGlobal({ seed: SEED });
  }, 120_000);

  /** Sends a request; a 401 for a valid token is only acceptable if a generated logout revoked it (then a new session is made). */
  const statusCounts = new Map<number, number>();

  async function send(req: HostileRequest, htmlPage: boolean): Promise<string | undefined> {
    const user = req.auth === 'owner' ? users.owner : req.auth === 'free' ? users.free : undefined;
    const headers = { ...req.headers };
    if (user) headers.authorization = `Bearer ${user.token}`;
    if (req.auth === 'garbage') headers.authorization = 'Bearer not-a-real-token-0123456789';
    const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers, ...(req.payload === undefined ? {} : { payload: req.payload }) });
    statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
    const problem = problemWith(res, htmlPage && req.method === req.opMethod);
    if (problem) return problem;
    if (user && res.statusCode === 401) {
      if (!(await sessionRevoked(t.db, user.token))) return 'answered 401 to a valid token';
      user.token = await createSession(t.db, user.id);
      user.headers = { authorization: `Bearer ${user.token}` };
    }
    return undefined;
  }

  it(`answers at least ${TARGET_REQUESTS} malformed and boundary requests with 0 responses ≥ 500 and every error as {message, errors?}`, async () => {
    const started = Date.now();
    const cpuStarted = process.cpuUsage();
    const numRuns = Math.ceil(TARGET_REQUESTS / operations.length);
    let sent = 0;
    const failures: string[] = [];
    const timings: [string, number][] = [];
    for (const op of operations) {
      const property = fc.asyncProperty(hostileRequestArb(op, crawl.combos.get(op.key) ?? [], pools), async (req) => {
        sent++;
        const problem = await send(req, HTML_PAGES.has(op.key));
        if (problem) throw new Error(`${req.method} ${req.url.slice(0, 200)} [${req.variant}] ${req.payload ? `body ${String(req.payload).slice(0, 200)}` : ''}\n→ ${problem}`);
      });
      const opStarted = Date.now();
      try {
        await fc.assert(property, { numRuns });
      } catch (err) {
        const cause = (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : '';
        failures.push(`${op.key}: ${cause}\n${(err as Error).message.split('\n').slice(0, 3).join('\n')}`);
      }
      timings.push([op.key, Date.now() - opStarted]);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    const histogram = [...statusCounts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(
      `hostile input: ${sent} requests over ${operations.length} operations (${numRuns} runs each, seed ${SEED}) in ${seconds} s (${cpuSeconds} s CPU); statuses ${histogram}`,
    );
    console.log(
      timings
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, ms]) => `${k} ${ms} ms`)
        .join('\n'),
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(ONLY ? numRuns : TARGET_REQUESTS);
  }, 600_000);

  it('every field of every JSON body survives each killer value (deep nesting, 100 KB, NUL, 1e999…) — a deterministic sweep', async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.body?.properties)) {
      const base = fc.sample(validValue(op.body!, pools), { numRuns: 1, seed: SEED })[0] as Record<string, unknown>;
      const combo = crawl.combos.get(op.key)?.[0];
      const url = combo
        ? op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(combo.values[name] ?? ''))
        : op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const field of Object.keys(op.body!.properties!)) {
        for (const [label, value] of KILLER_VALUES) {
          sent++;
          const payload = toJsonText({ ...base, [field]: value });
          const problem = await send(
            { method: op.method, opMethod: op.method, url, auth: 'owner', headers: { 'content-type': 'application/json' }, payload, variant: label },
            false,
          );
          if (problem) failures.push(`${op.key} ${field}=${label}: ${problem}`);
        }
      }
    }
    console.log(`killer-value sweep: ${sent} requests`);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 300_000);
});
