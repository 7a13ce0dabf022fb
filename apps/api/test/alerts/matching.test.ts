import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findMatchingJobs, findMatchingJobsFor, type AlertCriteria } from '../../src/modules/alerts/delivery/match-jobs.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, seedAlertReferences } from './alert-factories.ts';
import { rowsOf } from '../../src/db/database.ts';

const t = useTestApp();
const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000);
const criteria = (o: Partial<AlertCriteria> = {}): AlertCriteria => ({
  id: 1_000_000,
  position: 'Desenvolvedor Front-end',
  type: 'CLT',
  city: 'São Paulo',
  state: 'SP',
  minSalary: 0,
  maxSalary: 0,
  lastDeliveredAt: twoDaysAgo(),
  ...o,
});
const titles = async (c: AlertCriteria) => {
  const ids = await findMatchingJobs(t.db, c);
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string; title: string }>(await t.db.execute(sql`SELECT id, title FROM jobs`));
  return ids.map((id) => rows.find((r) => r.id === id)?.title);
};

beforeAll(() => seedAlertReferences(t.db));
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM jobs`);
});

describe('position against the title (Portuguese full-text, accent-insensitive)', () => {
  it.each([
    ['Desenvolvedor Front-end', 'Desenvolvedor(a) Front-end React Pleno', true],
    ['Desenvolvedor Front-end', 'Desenvolvedora Frontend Sênior', true],
    ['Desenvolvedor Front-end', 'Desenvolvedor Front End', true],
    ['Desenvolvedor Front-end', 'Desenvolvedor Back-end Node.js', false],
    ['Engenheiro de Dados', 'Engenheira de Dados Sênior', true],
    ['Engenheiro de Dados', 'Engenheiro(a) de Dados', true],
    ['Engenheiro de Dados', 'Cientista de Dados', false],
    ['Técnico de Suporte', 'TECNICO DE SUPORTE N2', true],
    ['Técnico de Suporte', 'Técnica em Suporte', true],
    ['Analista de QA', 'Analista QA Pleno', true],
    ['Analista de QA', 'Analista de Dados', false],
    ['Designer UX/UI', 'Designer UX/UI Sênior', true],
    ['Designer UX/UI', 'Designer de UI', true],
    ['Designer UX/UI', 'Designer Gráfico', false],
    ['Desenvolvedor .NET', 'Desenvolvedor(a) .NET', true],
    ['Desenvolvedor Node.js', 'Desenvolvedor Node.js Pleno', true],
  ])('%s ~ %s → %s', async (position, title, expected) => {
    await buildJob(t.db, { title });
    expect(await titles(criteria({ position }))).toEqual(expected ? [title] : []);
  });
});

describe('other criteria', () => {
  it('needs the same job type, state (UF) and city (case- and accent-insensitive)', async () => {
    await buildJob(t.db, { title: 'Desenvolvedor Front-end A', city: 'sao paulo', state: 'SP' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end B', city: 'São Paulo', state: 'SP', jobType: 'PJ' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end C', city: 'Campinas', state: 'SP' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end D', city: 'São Paulo', state: 'RJ' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end E', jobType: null });
    expect(await titles(criteria({ city: ' SÃO PAULO ' }))).toEqual(['Desenvolvedor Front-end A']);
    expect(await titles(criteria({ type: 'PJ' }))).toEqual(['Desenvolvedor Front-end B']);
  });

  it('matches an accented job type', async () => {
    await buildJob(t.db, { title: 'Estagiário Desenvolvedor Front-end', jobType: 'Estágio' });
    expect(await titles(criteria({ type: 'Estágio' }))).toHaveLength(1);
  });

  it('keeps salaries inside the range; 0 means no bound; a job without salary still matches', async () => {
    for (const salary of [3000, 6000, 9000, 15000, null]) await buildJob(t.db, { title: `Desenvolvedor Front-end ${salary ?? 'a combinar'}`, salary });
    const sorted = async (c: AlertCriteria) => (await titles(c)).sort();
    expect(await sorted(criteria({ minSalary: 6000, maxSalary: 9000 }))).toEqual([
      'Desenvolvedor Front-end 6000',
      'Desenvolvedor Front-end 9000',
      'Desenvolvedor Front-end a combinar',
    ]);
    expect(await sorted(criteria({ minSalary: 9000 }))).toEqual(['Desenvolvedor Front-end 15000', 'Desenvolvedor Front-end 9000', 'Desenvolvedor Front-end a combinar']);
    expect(await sorted(criteria({ maxSalary: 3000 }))).toEqual(['Desenvolvedor Front-end 3000', 'Desenvolvedor Front-end a combinar']);
    expect(await titles(criteria())).toHaveLength(5);
  });

  it('leaves out expired and not-yet-published jobs', async () => {
    await buildJob(t.db, { title: 'Desenvolvedor Front-end expirada', expiredAt: sql`now() - interval '1 minute'` as never });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end futura', publishedAt: sql`now() + interval '1 day'` as never });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end expira amanhã', expiredAt: sql`now() + interval '1 day'` as never });
    expect(await titles(criteria())).toEqual(['Desenvolvedor Front-end expira amanhã']);
  });

  it('only takes jobs published since the last delivery (one-hour overlap), or imported since then if published at most 3 days before', async () => {
    await buildJob(t.db, { title: 'Desenvolvedor Front-end antiga', publishedDaysAgo: 3 });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end na sobreposição', publishedDaysAgo: 2 + 30 / 1440 });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end nova', publishedDaysAgo: 1 });
    // Published at the source before the last delivery but imported just now: new to our users…
    await buildJob(t.db, { title: 'Desenvolvedor Front-end importada hoje', publishedAt: sql`now() - interval '4 days'` as never });
    // …unless the posting was already old (more than 3 days before the window) when it arrived.
    await buildJob(t.db, { title: 'Desenvolvedor Front-end importada velha', publishedAt: sql`now() - interval '6 days'` as never });
    expect((await titles(criteria())).sort()).toEqual(['Desenvolvedor Front-end importada hoje', 'Desenvolvedor Front-end na sobreposição', 'Desenvolvedor Front-end nova']);
  });

  it('returns at most 10 jobs, newest first', async () => {
    for (let i = 1; i <= 12; i++) await buildJob(t.db, { title: `Desenvolvedor Front-end ${i}`, publishedAt: sql`now() - make_interval(hours => ${i})` as never });
    const got = await titles(criteria());
    expect(got).toHaveLength(10);
    expect(got[0]).toBe('Desenvolvedor Front-end 1');
    expect(got[9]).toBe('Desenvolvedor Front-end 10');
  });

  it('matches several alerts in one statement, each with its own criteria and limit', async () => {
    for (let i = 1; i <= 12; i++) await buildJob(t.db, { title: `Desenvolvedor Front-end ${i}` });
    await buildJob(t.db, { title: 'Engenheira de Dados', city: 'Recife', state: 'PE', jobType: 'PJ' });
    const found = await findMatchingJobsFor(t.db, [
      criteria({ id: 1 }),
      criteria({ id: 2, position: 'Engenheiro de Dados', city: 'Recife', state: 'PE', type: 'PJ' }),
      criteria({ id: 3, position: 'Scrum Master' }),
    ]);
    expect(found.filter((f) => f.alertId === 1)).toHaveLength(10);
    expect(found.filter((f) => f.alertId === 2)).toHaveLength(1);
    expect(found.filter((f) => f.alertId === 3)).toHaveLength(0);
    expect(await findMatchingJobsFor(t.db, [])).toEqual([]);
  });
});
