import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { rowsOf } from '../../src/db/database.ts';
import { checkConfiguredUrl, checkOutboundUrl, isPublicAddress } from '../../src/lib/outbound/address-policy.ts';
import { RefusedDestination, publicOnlyLookup } from '../../src/lib/outbound/guarded-fetch.ts';
import { FEED_FAILURE, FeedClient } from '../../src/modules/sources/feed-client.ts';
import { BASE_URL_REFUSED, PAGE_URL_REFUSED } from '../../src/modules/sources/source-url-policy.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Issue 39, item 1 (decision 1901): nothing inside is reachable from a job feed. The app runs with
// the production default (SOURCES_ALLOW_PRIVATE_ADDRESSES off); a real server on this machine
// stands for the internal service an attacker aims at, and counts every request that reaches it.

const t = useTestApp();

/** The internal service: answers everything with a "secret" job feed, on a port a public feed may use. */
type Inside = { port: number; hits: string[]; close: () => Promise<void>; redirectTo: Map<string, string> };

async function listenOnFirstFree(server: http.Server, ports: number[]): Promise<number> {
  for (const port of ports) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '::', () => resolve(true));
    });
    if (ok) return (server.address() as AddressInfo).port;
  }
  throw new Error(`none of the ports ${ports.join(', ')} is free on this machine`);
}

async function startInside(): Promise<Inside> {
  const hits: string[] = [];
  const redirectTo = new Map<string, string>();
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '/');
    const target = redirectTo.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (target) {
      response.writeHead(302, { location: target });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ jobs: [{ id: 1, title: 'Segredo interno', absolute_url: 'https://interno.example/1', content: 'chave-secreta' }] }));
  });
  // Dual-stack: 127.0.0.1, [::1] and the rest of 127/8 all reach it, as they would a real service.
  const port = await listenOnFirstFree(server, [8080, 8443, 80, 443]);
  return { port, hits, redirectTo, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let inside: Inside;
let moderator: TestUser;
beforeAll(async () => {
  inside = await startInside();
  moderator = await buildUser(t.db);
  await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator']);
});
afterAll(() => inside.close());

const client = (over: ConstructorParameters<typeof FeedClient>[0] = {}) => new FeedClient({ hostPauseMs: 0, timeoutMs: 3_000, maxRetries: 0, ...over });

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, multicast, reserved and mapped forms, and takes global unicast', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '[::1]',
      'não-é-ip',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '200.147.67.142', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses URLs whose host is a private literal in any spelling, credentials, other ports and a fragment in a saved URL', () => {
    const policy = { allowPrivateAddresses: false };
    for (const url of [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://0.0.0.0/',
      'http://0/',
      'http://localhost/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1:8080/',
      'https://user:senha@boards-api.greenhouse.io/',
      'https://boards-api.greenhouse.io:22/',
      'https://boards-api.greenhouse.io:6379/',
    ])
      expect(checkOutboundUrl(url, policy), url).toEqual({ ok: false, reason: 'refused' });
    for (const url of ['ftp://boards-api.greenhouse.io/', 'javascript:alert(1)', 'não é url']) expect(checkOutboundUrl(url, policy), url).toEqual({ ok: false, reason: 'invalid' });
    for (const url of ['https://boards-api.greenhouse.io/v1', 'http://boards.example:8080/', 'https://8.8.8.8:8443/']) expect(checkOutboundUrl(url, policy).ok, url).toBe(true);
    expect(checkConfiguredUrl('https://boards-api.greenhouse.io/anything#', policy)).toEqual({ ok: false, reason: 'refused' });
    expect(checkConfiguredUrl('https://boards-api.greenhouse.io/#x', policy)).toEqual({ ok: false, reason: 'refused' });
    // With private addresses allowed (fake feeds, mirrors) any port and host go; credentials and fragments never.
    const open = { allowPrivateAddresses: true };
    expect(checkConfiguredUrl('http://127.0.0.1:4321/feed', open).ok).toBe(true);
    expect(checkConfiguredUrl('http://127.0.0.1:4321/feed#', open).ok).toBe(false);
    expect(checkConfiguredUrl('http://a:b@127.0.0.1:4321/feed', open).ok).toBe(false);
  });

  it('checks every address a name resolves to, and hands back the very addresses it checked', async () => {
    const lookup = (isPublic: (a: string) => boolean, all: boolean) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) => publicOnlyLookup(isPublic)('localhost', { all }, (error, address) => resolve({ error, address })));
    const refused = await lookup(isPublicAddress, true);
    expect(refused.error).toBeInstanceOf(RefusedDestination);
    const accepted = await lookup(() => true, true);
    expect(accepted.error).toBeNull();
    expect(accepted.address).toEqual(expect.arrayContaining([{ address: '127.0.0.1', family: 4 }]));
    const one = await lookup(() => true, false);
    expect(one.address).toBe('127.0.0.1');
  });
});

describe('the feed client', () => {
  it('fetches nothing inside: every spelling of loopback is refused before a request, in plain words', async () => {
    const port = inside.port === 80 ? '' : `:${inside.port}`;
    const before = inside.hits.length;
    for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f000001', '0.0.0.0', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '127.0.0.2']) {
      const result = await client().getJson(`http://${host}${port}/v1/boards/x/jobs`);
      expect(result, host).toMatchObject({ ok: false, code: 'refused-address', message: FEED_FAILURE.refused });
    }
    expect(inside.hits.length).toBe(before);
  });

  it('checks each redirect: a feed that redirects inside is refused, at most 3 redirects are followed', async () => {
    // 127.0.0.1 stands for a public feed here; everything else on loopback is still "inside".
    const standIn = (address: string) => address === '127.0.0.1' || address === '::ffff:127.0.0.1';
    const port = inside.port === 80 ? '' : `:${inside.port}`;
    const feed = `http://127.0.0.1${port}`;
    inside.redirectTo.set('/to-loopback', `http://127.0.0.2${port}/secret`);
    inside.redirectTo.set('/to-ipv6', `http://[::1]${port}/secret`);
    inside.redirectTo.set('/to-localhost', `http://localhost${port}/secret`);
    inside.redirectTo.set('/to-port', `http://127.0.0.1:5432/secret`);
    inside.redirectTo.set('/to-file', 'file:///etc/passwd');
    for (const [path, code] of [
      ['/to-loopback', 'refused-address'],
      ['/to-ipv6', 'refused-address'],
      ['/to-localhost', 'refused-address'],
      ['/to-port', 'refused-address'],
      ['/to-file', 'redirect'],
    ] as const) {
      const result = await client({ isPublicAddress: standIn }).getJson(`${feed}${path}`);
      expect(result, path).toMatchObject({ ok: false, code });
    }
    expect(inside.hits.filter((h) => h.startsWith('/secret'))).toEqual([]);

    for (const step of [1, 2, 3, 4]) inside.redirectTo.set(`/hop${step}`, `${feed}/hop${step + 1}`);
    inside.redirectTo.set('/hop5', `${feed}/feed`);
    // /hop2 → hop3 → hop4 → hop5 → feed is 4 redirects; /hop3 … is 3.
    expect(await client({ isPublicAddress: standIn }).getJson(`${feed}/hop2`)).toMatchObject({ ok: false, code: 'redirect', message: FEED_FAILURE.redirect });
    expect(await client({ isPublicAddress: standIn }).getJson(`${feed}/hop3`)).toMatchObject({ ok: true, status: 200 });
  });

  it('reads private addresses only when the operator allows them', async () => {
    const result = await client({ allowPrivateAddresses: true }).getJson(`http://127.0.0.1:${inside.port}/v1/boards/x/jobs`);
    expect(result).toMatchObject({ ok: true, status: 200 });
  });

  it('says a closed port and an open one that hangs up in the same words', async () => {
    const hangUp = http.createServer((request) => request.socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const open = (hangUp.address() as AddressInfo).port;
    const closedServer = http.createServer();
    await new Promise<void>((resolve) => closedServer.listen(0, '127.0.0.1', resolve));
    const closed = (closedServer.address() as AddressInfo).port;
    await new Promise((resolve) => closedServer.close(resolve));
    const logged: unknown[] = [];
    const c = client({ allowPrivateAddresses: true, log: { warn: (detail: unknown) => void logged.push(detail) } as never });
    const a = await c.getJson(`http://127.0.0.1:${open}/x`);
    const b = await c.getJson(`http://127.0.0.1:${closed}/x`);
    hangUp.close();
    expect(a).toMatchObject({ ok: false, code: 'network', message: FEED_FAILURE.unreachable });
    expect(b).toMatchObject({ ok: false, code: 'network', message: FEED_FAILURE.unreachable });
    // The raw causes differ, and go to the server log only.
    expect(logged).toHaveLength(2);
    expect(JSON.stringify(logged[1])).toContain('ECONNREFUSED');
    expect(JSON.stringify(logged[0])).not.toContain('ECONNREFUSED');
  });
});

describe('sources in the console and the sync', () => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/v1/sources', headers: moderator.headers, payload });

  it('refuses to save a base URL or page URL that points inside, carries credentials, a fragment or another port', async () => {
    for (const base_url of [
      `http://127.0.0.1:${inside.port}/anything#`,
      'http://127.1/',
      'http://2130706433/',
      'http://[::1]/',
      'http://localhost/',
      'http://169.254.169.254/latest/',
      'https://user:senha@boards-api.greenhouse.io',
      'https://boards-api.greenhouse.io:22',
      'https://boards-api.greenhouse.io/#',
    ]) {
      const res = await post({ kind: 'greenhouse', key: 'lumen', base_url });
      expect(res.statusCode, base_url).toBe(422);
      expect(res.json(), base_url).toEqual({ message: BASE_URL_REFUSED, errors: { base_url: BASE_URL_REFUSED } });
    }
    const page = await post({ kind: 'jsonld', key: 'http://0x7f000001/vagas' });
    expect(page.statusCode).toBe(422);
    expect(page.json()).toEqual({ message: PAGE_URL_REFUSED, errors: { key: PAGE_URL_REFUSED } });
    expect(rowsOf(await t.db.execute(sql`SELECT id FROM job_sources`))).toEqual([]);

    const created = await post({ kind: 'greenhouse', key: 'lumen', base_url: 'https://espelho.example.com/greenhouse' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: string } }).data.id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/sources/${id}`,
      headers: moderator.headers,
      payload: { base_url: `http://127.0.0.1:${inside.port}/x#` },
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json()).toEqual({ message: BASE_URL_REFUSED, errors: { base_url: BASE_URL_REFUSED } });
    await t.db.execute(sql`DELETE FROM job_sources`);
  });

  it('a source saved before the policy, pointing inside, fails its sync in plain words, and nothing is published', async () => {
    await t.db.execute(sql`INSERT INTO job_sources (kind, key, name, base_url) VALUES ('greenhouse', 'interno', 'Interno', ${`http://127.0.0.1:${inside.port}/anything#`})`);
    const before = inside.hits.length;
    const result = await runCommand(t.deps, 'sources', ['sync', 'interno']);
    expect(result.ok).toBe(false);
    expect(result.output.join('\n')).toContain(`erro: ${FEED_FAILURE.refused}`);
    expect(inside.hits.length).toBe(before);
    const [run] = rowsOf<{ status: string; error: string }>(await t.db.execute(sql`SELECT status, error FROM source_runs`));
    expect(run).toEqual({ status: 'failed', error: FEED_FAILURE.refused });
    expect(rowsOf(await t.db.execute(sql`SELECT id FROM jobs WHERE title = 'Segredo interno'`))).toEqual([]);
  });

  it('runs logged with raw causes before the policy read in plain words after its migration', async () => {
    await t.db.execute(sql`DELETE FROM job_sources`);
    const [source] = rowsOf<{ id: string }>(await t.db.execute(sql`INSERT INTO job_sources (kind, key, name) VALUES ('greenhouse', 'antiga', 'Antiga') RETURNING id`));
    const old = [
      ['Falha de rede ao acessar http://127.0.0.1:6379/x: other side closed.', FEED_FAILURE.unreachable],
      ['Falha de rede ao acessar https://boards-api.greenhouse.io/v1: getaddrinfo ENOTFOUND boards-api.greenhouse.io.', FEED_FAILURE.unreachable],
      ['O servidor respondeu 404 em https://boards-api.greenhouse.io/v1/boards/x/jobs?content=true.', FEED_FAILURE.http(404)],
      ['Tempo esgotado: https://a.example/x não respondeu em 20 s.', FEED_FAILURE.timeout(20_000)],
      ['A resposta de https://a.example/x passou do limite de 5.242.880 bytes.', FEED_FAILURE.tooLarge(5 * 1024 * 1024)],
      ['A resposta de https://a.example/x não é um JSON válido.', FEED_FAILURE.invalidFormat],
      ['Erro interno ao sincronizar: relation "x" does not exist', 'A sincronização falhou por um erro interno; os detalhes estão no registro do servidor.'],
      ['A sincronização foi interrompida (a instância parou antes de terminar).', 'A sincronização foi interrompida (a instância parou antes de terminar).'],
    ];
    for (const [error] of old) await t.db.execute(sql`INSERT INTO source_runs (source_id, status, error) VALUES (${source!.id}, 'failed', ${error})`);
    const migration = fs.readFileSync(new URL('../../drizzle/0025_source_run_errors_in_plain_words.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const rows = rowsOf<{ error: string }>(await t.db.execute(sql`SELECT error FROM source_runs WHERE source_id = ${source!.id} ORDER BY id`));
    expect(rows.map((r) => r.error)).toEqual(old.map(([, plain]) => plain));
  });
});
