// @long-running (walks every route of the OpenAPI document as two users): started first by scripts/long-files-first.ts (decision 0711).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { allStrings } from './json-ids.ts';
import { loadOperations, seekerOperations, type Operation } from './openapi-operations.ts';
import { attackOrder, callAs, snapshot, validBodyFor, type Outcome } from './ownership-attack.ts';
import { ownedIds } from './owned-rows.ts';
import { crawlRoutes, originKey, type Combo, type CrawlResult } from './route-crawler.ts';
import { buildPlanUser, caller, createOwnerResources, seedWorld, TOP_PLAN, type OwnerWorld } from './security-world.ts';

/**
 * Ownership matrix: the owner creates one of everything through the API; two other users (one on the
 * top plan, one on the free plan) call every route of the OpenAPI document that has a path parameter
 * with the owner's ids, with valid bodies. Ids and routes are discovered, not listed (route-crawler.ts).
 *
 * An id is the owner's ("private") when its database row belongs to the owner: it references the
 * owner's user row, directly or through other owned rows (owned-rows.ts, from the foreign keys).
 * Other ids (jobs, highlights, plans, courses, contents, questions) are catalogue. Private ids must be
 * a 404 for strangers; catalogue ids may be read (2xx) or refused for the stranger's own reasons (403
 * plan gating or locked content, 422 quiz state), but never show or change the owner's state.
 */
const t = useTestApp();

type Attacker = { label: string; user: TestUser; outcomes: Outcome[] };

describe('ownership matrix: a second user against every route that takes an id', () => {
  let operations: Operation[];
  let idRoutes: Operation[];
  let owner: TestUser;
  let world: OwnerWorld;
  let ownerCrawl: CrawlResult;
  let catalogueKeys: Set<string>;
  let privateIds: Set<string>;
  const attackers: Attacker[] = [];
  const stable = new Map<string, unknown>();
  let ownerAfter: Map<string, unknown>;
  const replayDiffs: string[] = [];
  let replayedUrls = 0;
  const control = new Map<string, Outcome[]>();

  beforeAll(async () => {
    await seedWorld(t.db);
    operations = seekerOperations(await loadOperations(t.app));
    // Content files are served to anyone holding their unguessable link (decision 1602): no user owns
    // one, and who may upload them is the authorization matrix's; their serving is test/files'.
    // Likewise a certificate's public check (decision 1703): anyone holding the code may read it, by design;
    // that it shows nothing else about the holder is test/certificates'.
    idRoutes = attackOrder(operations.filter((o) => o.pathParams.length > 0 && !o.path.startsWith('/files/') && o.path !== '/api/v1/certificates/{code}/public'));
    owner = await buildPlanUser(t.db, TOP_PLAN, 'Dona dos Dados');
    const premium = await buildPlanUser(t.db, TOP_PLAN, 'Intrusa Premium');
    const free = await buildPlanUser(t.db, null, 'Intrusa Gratuita');

    // What others see before the owner does anything; read twice so that answers that move by
    // themselves (their own progress) are left out of the comparison made after the owner acts.
    const baselines = [await crawlRoutes(t.app, operations, premium.headers), await crawlRoutes(t.app, operations, free.headers)];
    catalogueKeys = new Set(baselines.flatMap((b) => b.ids.map(originKey)));
    const strangers = [
      ['premium', premium, baselines[0]!],
      ['free', free, baselines[1]!],
    ] as const;
    const strangerViews = new Map<string, Map<string, unknown>>();
    for (const [label, user, baseline] of strangers) {
      const first = await snapshot(t.app, user, baseline.reads.keys());
      const second = await snapshot(t.app, user, baseline.reads.keys());
      strangerViews.set(label, new Map([...first].filter(([url, v]) => JSON.stringify(v) === JSON.stringify(second.get(url)))));
    }

    world = await createOwnerResources(t.app, t.db, owner);
    ownerCrawl = await crawlRoutes(t.app, operations, owner.headers, { validPerRoute: 8 });
    privateIds = await ownedIds(t.db, owner.id);

    // The owner's view, twice: urls whose answer changes by itself (none expected) are left out.
    const first = await snapshot(t.app, owner, ownerCrawl.reads.keys());
    const second = await snapshot(t.app, owner, ownerCrawl.reads.keys());
    for (const [url, value] of first) if (JSON.stringify(value) === JSON.stringify(second.get(url))) stable.set(url, value);

    // What the owner did must not change what the others see.
    for (const [label, user] of strangers) {
      const before = strangerViews.get(label)!;
      const after = await snapshot(t.app, user, before.keys());
      for (const [url, value] of before) if (JSON.stringify(value) !== JSON.stringify(after.get(url))) replayDiffs.push(`${label} ${url}`);
      replayedUrls += before.size;
    }

    for (const [label, user] of [
      ['premium', premium],
      ['free', free],
    ] as const) {
      const outcomes: Outcome[] = [];
      for (const op of idRoutes) {
        for (const combo of ownerCrawl.combos.get(op.key) ?? []) outcomes.push(await callAs(t.app, user, op, combo, validBodyFor(op, combo, world, ownerCrawl)));
      }
      attackers.push({ label, user, outcomes });
    }
    ownerAfter = await snapshot(t.app, owner, stable.keys());

    // Positive control, last: the owner, with the same ids and bodies, succeeds on every route.
    for (const op of idRoutes) {
      const tried: Outcome[] = [];
      for (const combo of ownerCrawl.combos.get(op.key) ?? []) {
        const outcome = await callAs(t.app, owner, op, combo, validBodyFor(op, combo, world, ownerCrawl));
        tried.push(outcome);
        if (outcome.status < 300) break;
      }
      control.set(op.key, tried);
    }
  }, 240_000);

  /** Integer ids collide across tables (alert 4, position 4), so for them the place they were found must be private too. */
  const isPrivate = (combo: Combo) =>
    Object.entries(combo.values).some(([param, value]) => privateIds.has(value) && (value.includes('-') || !catalogueKeys.has(combo.origins[param] ?? '')));

  it('covers 100% of the routes with a path parameter in the OpenAPI document', () => {
    const exercised = new Set(attackers[0]!.outcomes.map((o) => o.op.key));
    const missing = idRoutes.filter((o) => !exercised.has(o.key)).map((o) => o.key);
    const coverage = `${exercised.size}/${idRoutes.length}`;
    console.log(`ownership matrix: ${coverage} id routes, ${attackers.reduce((n, a) => n + a.outcomes.length, 0)} attacker calls`);
    expect(missing, `routes without any owner id found (add a resource to createOwnerResources or a body to KNOWN_BODIES): ${missing.join(', ')}`).toEqual([]);
    expect(exercised.size).toBe(idRoutes.length);
  });

  it("proves each route really works with the ids and bodies used: the owner's own calls succeed", () => {
    const failing = idRoutes.filter((op) => !(control.get(op.key) ?? []).some((o) => o.status < 300));
    const detail = failing.map((op) => `${op.key}: ${(control.get(op.key) ?? []).map((o) => `${o.status} ${JSON.stringify(o.body)?.slice(0, 120)}`).join(' | ')}`);
    expect(detail).toEqual([]);
    // The rule of the next test is able to fail: applied to the owner's own calls, it flags them.
    const flagged = [...control.values()].flat().filter((o) => isPrivate(o.combo) && o.status !== 404);
    expect(flagged.length).toBeGreaterThan(5);
  });

  it.each(['premium', 'free'])('the %s stranger gets 404 for every id of the owner, on every method', (label) => {
    const attacker = attackers.find((a) => a.label === label)!;
    const wrong = attacker.outcomes
      .filter((o) => (isPrivate(o.combo) ? o.status !== 404 : o.status >= 500 || o.status === 401))
      .map((o) => `${o.op.method} ${o.url} → ${o.status} ${JSON.stringify(o.body)?.slice(0, 160)}`);
    const table = new Map<string, string>();
    for (const o of attacker.outcomes) table.set(o.op.key, `${table.get(o.op.key) ?? ''} ${isPrivate(o.combo) ? 'owner' : 'catalogue'}:${o.status}`);
    console.log(`${label} stranger:\n${[...table].map(([k, v]) => `  ${k.padEnd(62)}${v}`).join('\n')}`);
    expect(wrong).toEqual([]);
    expect(attacker.outcomes.filter((o) => isPrivate(o.combo)).length).toBeGreaterThan(0);
  });

  it.each(['premium', 'free'])("the %s stranger's answers never contain the owner's ids, e-mail or private text", (label) => {
    const attacker = attackers.find((a) => a.label === label)!;
    const leaks = attacker.outcomes.flatMap((o) => {
      const found = allStrings(o.body).filter((s) => s.includes(world.marker) || s.toLowerCase().includes(owner.email) || (s.includes('-') && privateIds.has(s.toLowerCase())));
      return found.length ? [`${o.op.method} ${o.url} → ${found.slice(0, 3).join(', ')}`] : [];
    });
    expect(privateIds.size).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
  });

  it("leaves the owner's data exactly as it was (every GET the owner can make answers the same)", () => {
    expect(stable.size).toBeGreaterThan(20);
    const changed = [...stable].filter(([url, before]) => JSON.stringify(before) !== JSON.stringify(ownerAfter.get(url))).map(([url]) => url);
    expect(changed).toEqual([]);
  });

  it("keeps the owner's favourites, progress and everything else invisible to others on catalogue routes", () => {
    expect(replayedUrls).toBeGreaterThan(20);
    expect(replayDiffs).toEqual([]);
  });

  it('refuses ids of the owner carried in bodies and queries, not only in paths', async () => {
    const stranger = attackers.find((a) => a.label === 'premium')!.user;
    const as = caller(t.app, stranger);
    const intent = await as('POST', '/api/v1/subscriptions/subscribes-intent', { user_id: owner.id, plan_id: 1 });
    expect(intent.status).toBe(403);

    // The positive control deleted the owner's first CV: make another one.
    const ownerCv = ((await caller(t.app, owner)('POST', '/api/v1/curriculum', world.curriculumBody)).body as { data: { uuid: string } }).data;
    const before = await caller(t.app, owner)('GET', `/api/v1/curriculum/${ownerCv?.uuid}`);
    const ownerFormation = (before.body as { data: { formations: Record<string, unknown>[] } }).data.formations[0];
    const mine = await as('POST', '/api/v1/curriculum', { ...world.curriculumBody, name: 'Meu CV' });
    const takeover = await as('PUT', `/api/v1/curriculum/${(mine.body as { data: { uuid: string } }).data.uuid}`, {
      ...world.curriculumBody,
      name: 'Meu CV',
      formations: [{ ...ownerFormation, name: 'Sequestrado' }],
    });
    expect([404, 422]).toContain(takeover.status);
    expect((await caller(t.app, owner)('GET', `/api/v1/curriculum/${ownerCv?.uuid}`)).body).toEqual(before.body);

    const ownerApplication = ((await caller(t.app, owner)('GET', '/api/v1/applications')).body as { data: { job: { uuid: string } }[] }).data[0];
    const filtered = await as('GET', `/api/v1/applications?job_uuid=${ownerApplication?.job.uuid}`);
    expect(filtered.status).toBe(200);
    expect((filtered.body as { data: unknown[] }).data).toEqual([]);
  });
});
