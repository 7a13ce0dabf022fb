import { HttpClient, isErrorShape, type Outcome } from '../lib/http.ts';
import { fmtMs, percentile, type Row } from '../lib/stats.ts';
import { sleep, type SuiteContext } from './context.ts';

const FLOOD = 100;
const SEARCH_LIMIT_MS = 1000;
const LOGIN_FACTOR = 3;

/**
 * Issue 11, item 1 (docs/decisions/0705): password hashing cannot be used to take the server down.
 * The server runs with the production limits and scrypt cost. One attacker address (127.0.0.2)
 * fires 100 bogus password requests at once — reset-password with made-up tokens, registrations,
 * wrong-password logins on other people's accounts — while a person on 127.0.0.1 searches and
 * logs in. Targets: the search answers in under 1 s; the login in under 3× its idle time; the
 * flood gets 4xx/503 in the error shape, never a 500.
 */
export async function passwordFlood(ctx: SuiteContext): Promise<Row> {
  const person = new HttpClient(ctx.server.baseUrl, 4);
  const attacker = new HttpClient(ctx.server.baseUrl, FLOOD, '127.0.0.2');
  const me = ctx.accounts[0]!;
  const victims = ctx.accounts.slice(1);
  const login = () => person.request('/api/v1/auth', { method: 'POST', body: { username: me.email, password: me.password }, route: 'login', timeoutMs: 60_000 });
  const search = (i: number) =>
    person.request(`/api/v1/jobs?search=${['dados', 'react', 'java', 'suporte'][i % 4]}&page=1`, { token: me.token, route: 'search', timeoutMs: 60_000 });

  // Idle figures: the same person, nothing else running.
  const idleLogins: number[] = [];
  const idleSearches: number[] = [];
  for (let i = 0; i < 3; i++) {
    const l = await login();
    if (l.status !== 200) throw new Error(`idle login answered ${l.status}`);
    idleLogins.push(l.ms);
    idleSearches.push((await search(i)).ms);
  }
  const idleLogin = percentile(idleLogins, 50);

  const tag = Date.now();
  const bogus = (i: number): Promise<Outcome> => {
    if (i % 3 === 0)
      return attacker.request('/api/v1/auth/reset-password', {
        method: 'POST',
        body: { token: `inventado-${tag}-${i}-xxxxxxxxxxxx`, password: `frase-nova-${tag}-${i}-longa` },
        route: 'flood reset',
        timeoutMs: 60_000,
      });
    if (i % 3 === 1)
      return attacker.request('/api/v1/users', {
        method: 'POST',
        body: { name: 'Robô', email: `robo-${tag}-${i}@teste.rumo.app`, password: `frase-robo-${tag}-${i}-longa`, tel: '11987654321', linkedin: '' },
        route: 'flood register',
        timeoutMs: 60_000,
      });
    return attacker.request('/api/v1/auth', {
      method: 'POST',
      body: { username: victims[i % victims.length]!.email, password: `chute-${i}-errado` },
      route: 'flood login',
      timeoutMs: 60_000,
    });
  };
  const flood = Promise.all(Array.from({ length: FLOOD }, (_, i) => bogus(i)));
  await sleep(150);
  const underSearch = await search(9);
  const underLogin = await login();
  const floodOutcomes = await flood;
  person.close();
  attacker.close();

  const statuses = new Map<string, number>();
  for (const o of floodOutcomes) statuses.set(`${o.status}`, (statuses.get(`${o.status}`) ?? 0) + 1);
  const summary = [...statuses]
    .sort()
    .map(([s, n]) => `${n}×${s}`)
    .join(' ');
  const failures: string[] = [];
  if (underSearch.status !== 200 || underSearch.ms >= SEARCH_LIMIT_MS)
    failures.push(`search during the flood: ${underSearch.status} in ${fmtMs(underSearch.ms)} (limit ${SEARCH_LIMIT_MS} ms)`);
  if (underLogin.status !== 200 || underLogin.ms >= LOGIN_FACTOR * idleLogin)
    failures.push(`login during the flood: ${underLogin.status} in ${fmtMs(underLogin.ms)} (limit ${LOGIN_FACTOR}× idle ${fmtMs(idleLogin)})`);
  const bad = floodOutcomes.filter((o) => o.status === 0 || o.status === 500 || (o.status >= 400 && !isErrorShape(o.body)));
  if (bad.length > 0) failures.push(`${bad.length} flood answers were 500, lost or outside the error shape (${summary})`);
  const refused = floodOutcomes.filter((o) => o.status === 429 || o.status === 503);
  if (refused.some((o) => !/^\d+$/.test(String(o.headers['retry-after'] ?? '')))) failures.push('a 429/503 without Retry-After');
  return {
    scenario: `password flood ${FLOOD} from one address`,
    figures: `idle login ${fmtMs(idleLogin)}, search ${fmtMs(percentile(idleSearches, 50))} · during: login ${fmtMs(underLogin.ms)} (${(underLogin.ms / idleLogin).toFixed(1)}×), search ${fmtMs(underSearch.ms)} · flood ${summary}, slowest ${fmtMs(Math.max(...floodOutcomes.map((o) => o.ms)))}`,
    verdict: failures.length ? 'FAIL' : 'ok',
    detail: failures.join('\n  '),
  };
}
